import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedResumesQueryKey } from './keys';
import { api } from '../../../lib/api';

/** The signed-in user's saved resumes, newest first. */
export const getSavedResumes = () => api.call('savedResumes.list');

export const savedResumesQueryOptions = () =>
  queryOptions({ queryKey: savedResumesQueryKey, queryFn: getSavedResumes });

export const useSavedResumes = () => useQuery(savedResumesQueryOptions());
