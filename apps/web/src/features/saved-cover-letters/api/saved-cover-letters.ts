import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreateSavedCoverLetterInput,
  SavedCoverLetter,
  UpdateSavedCoverLetterInput,
} from '@careerforge/contract';
import { api } from '../../../lib/api';
import { useCreateInList, useListItemUpdate } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';
import { useDeleteFromList } from '../../saved-resumes';
import { savedCoverLettersQueryKey, updateSavedCoverLetterMutationKey } from './keys';

/** The signed-in user's saved cover letters, newest first. */
export const getSavedCoverLetters = () => api.call('savedCoverLetters.list');

export const savedCoverLettersQueryOptions = () =>
  queryOptions({ queryKey: savedCoverLettersQueryKey, queryFn: getSavedCoverLetters });

export const useSavedCoverLetters = () => useQuery(savedCoverLettersQueryOptions());

export const createSavedCoverLetter = (body: CreateSavedCoverLetterInput) =>
  api.call('savedCoverLetters.create', { body });

/** Saves a letter; the saved list and the dashboard refresh. */
export const useCreateSavedCoverLetter = () =>
  useCreateInList(createSavedCoverLetter, savedCoverLettersQueryKey, [dashboardQueryKey]);

export type SavedCoverLetterPatch = Omit<UpdateSavedCoverLetterInput, 'userId'>;

export const updateSavedCoverLetter = ({
  id,
  patch,
}: {
  id: number;
  patch: SavedCoverLetterPatch;
}) => api.call('savedCoverLetters.update', { params: { id }, body: patch });

/**
 * Changes a saved letter. The list shows the change at once and goes back if the server says
 * no; the list refreshes once the last of several quick changes has settled.
 */
export const useUpdateSavedCoverLetter = () =>
  useListItemUpdate({
    mutationKey: updateSavedCoverLetterMutationKey,
    listKey: savedCoverLettersQueryKey,
    mutationFn: updateSavedCoverLetter,
  });

export const letterDeleteKey = (id: number) => `saved-cover-letter:${id}`;

/**
 * Deletes at once as the list shows it (no confirmation, as specified), with an Undo on the
 * "Deleted" toast; the request goes out when that toast closes.
 */
export const useDeleteSavedCoverLetter = () =>
  useDeleteFromList(savedCoverLettersQueryKey, [dashboardQueryKey], (letter: SavedCoverLetter) => ({
    key: letterDeleteKey(letter.id),
    name: letter.title,
    remove: (keepalive) =>
      api.call('savedCoverLetters.remove', { params: { id: letter.id } }, { keepalive }),
  }));
