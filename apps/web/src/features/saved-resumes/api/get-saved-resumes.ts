import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedResumeQueryKey, savedResumesQueryKey } from './keys';
import { api } from '../../../lib/api';

/** The signed-in user's saved resumes, newest first. */
export const getSavedResumes = () => api.call('savedResumes.list');

export const savedResumesQueryOptions = () =>
  queryOptions({ queryKey: savedResumesQueryKey, queryFn: getSavedResumes });

export const useSavedResumes = () => useQuery(savedResumesQueryOptions());

/** One saved resume whole: with its job description and the score's report, which the list leaves out. */
export const savedResumeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: savedResumeQueryKey(id),
    queryFn: () => api.call('savedResumes.get', { params: { id } }),
  });
