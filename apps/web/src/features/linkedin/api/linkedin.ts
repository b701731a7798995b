import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreateSavedLinkedinInput,
  OptimizeLinkedinInput,
  SavedLinkedin,
} from '@careerforge/contract';
import { api } from '../../../lib/api';
import { useCreateInList, useRefreshingMutation } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';
import { useDeleteFromList } from '../../saved-resumes';

export const savedLinkedinQueryKey = ['saved-linkedin'] as const;

export const optimizeAbout = (body: OptimizeLinkedinInput) =>
  api.call('linkedin.optimize', { body });

/** Rewrites an About; the dashboard's count of optimizations moves. */
export const useOptimizeAbout = () => useRefreshingMutation(optimizeAbout, [dashboardQueryKey]);

/** The user's saved About drafts, newest first. */
export const savedLinkedinQueryOptions = () =>
  queryOptions({
    queryKey: savedLinkedinQueryKey,
    queryFn: () => api.call('savedLinkedin.list'),
  });

export const useSavedDrafts = () => useQuery(savedLinkedinQueryOptions());

export const useSaveDraft = () =>
  useCreateInList(
    (body: CreateSavedLinkedinInput) => api.call('savedLinkedin.create', { body }),
    savedLinkedinQueryKey,
  );

export const draftDeleteKey = (id: number) => `saved-linkedin:${id}`;

/** Deletes a draft at once with an Undo on the toast; the request goes when the toast closes. */
export const useDeleteDraft = () =>
  useDeleteFromList(savedLinkedinQueryKey, [], (draft: SavedLinkedin) => ({
    key: draftDeleteKey(draft.id),
    name: draft.title,
    remove: (keepalive) =>
      api.call('savedLinkedin.remove', { params: { id: draft.id } }, { keepalive }),
  }));
