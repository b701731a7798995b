import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedResume } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from '../../dashboard';
import { savedResumesQueryKey, updateSavedResumeMutationKey } from './keys';

export interface SavedResumePatch {
  tags?: string[];
  isFavorite?: boolean;
  title?: string;
  companyName?: string | null;
  jobTitle?: string | null;
  notes?: string | null;
  /** new text: the server scores it again against the job description */
  content?: string;
  jobDescription?: string | null;
}

export interface UpdateSavedResumeVariables {
  id: number;
  patch: SavedResumePatch;
}

export const updateSavedResume = ({ id, patch }: UpdateSavedResumeVariables) =>
  api.call('savedResumes.update', { params: { id }, body: patch });

const mutationKey = updateSavedResumeMutationKey;

/**
 * Changes a saved resume. The list shows the change at once and goes back if the server says no;
 * the list and the dashboard refresh once the last of several quick changes has settled.
 */
export function useUpdateSavedResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateSavedResume,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: savedResumesQueryKey });
      const previous = queryClient.getQueryData<SavedResume[]>(savedResumesQueryKey);
      queryClient.setQueryData<SavedResume[]>(savedResumesQueryKey, (list) =>
        list?.map((r) => (r.id === id ? { ...r, ...patch } : r)),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(savedResumesQueryKey, context.previous);
    },
    onSuccess: (updated) => {
      // With more changes in flight, keep their optimistic state; the final refresh settles it.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<SavedResume[]>(savedResumesQueryKey, (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedResumesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
