import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoverLetterDto,
  CoverLetterListItem,
  EnhanceAtsInput,
  GenerateCoverLetterInput,
} from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dropFrom, refresh, useCreateInList } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';
import { coverLettersQueryKey } from './keys';

/** Every letter the user generated, newest first. */
export const getCoverLetters = () => api.call('coverLetters.list');

export const coverLettersQueryOptions = () =>
  queryOptions({ queryKey: coverLettersQueryKey, queryFn: getCoverLetters });

export const useCoverLetters = () => useQuery(coverLettersQueryOptions());

/** One letter of the history whole: its posting, claims and requirements, which the list leaves out. */
export const getCoverLetter = (id: number) => api.call('coverLetters.get', { params: { id } });

/** A whole letter as the history lists it. */
const listItemOf = ({
  jobDescription: _job,
  claims,
  requirementsCovered: _covered,
  ...listed
}: CoverLetterDto): CoverLetterListItem => ({ ...listed, claimCount: claims.length });

export const generateCoverLetter = (body: GenerateCoverLetterInput) =>
  api.call('coverLetters.generate', { body });

/** Writes a letter; it joins the history, and the dashboard's count moves. */
export const useGenerateCoverLetter = () =>
  useCreateInList(generateCoverLetter, coverLettersQueryKey, [dashboardQueryKey], listItemOf);

export const analyzeCoverLetter = (body: EnhanceAtsInput) =>
  api.call('coverLetters.enhanceAts', { body });

export const useAnalyzeCoverLetter = () => useMutation({ mutationFn: analyzeCoverLetter });

export const removeCoverLetter = (id: number) =>
  api.call('coverLetters.remove', { params: { id } });

/** Removes a letter from the history (the list shows it gone at once). */
export function useRemoveCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoverLetter,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: coverLettersQueryKey });
      const previous = queryClient.getQueryData<CoverLetterDto[]>(coverLettersQueryKey);
      dropFrom(queryClient, coverLettersQueryKey, id);
      return { previous };
    },
    onError: (_err, _id, context) => {
      if (context?.previous) queryClient.setQueryData(coverLettersQueryKey, context.previous);
    },
    onSettled: () => void refresh(queryClient, [coverLettersQueryKey, dashboardQueryKey]),
  });
}
