import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedResume } from '@careerforge/contract';
import { savedResumesQueryKey } from './keys';
import { api } from '../../../lib/api';

/** The signed-in user's saved resumes, newest first. */
export const getSavedResumes = () => api.get<SavedResume[]>('/api/saved-resumes');

export const savedResumesQueryOptions = () =>
  queryOptions({ queryKey: savedResumesQueryKey, queryFn: getSavedResumes });

export const useSavedResumes = () => useQuery(savedResumesQueryOptions());
