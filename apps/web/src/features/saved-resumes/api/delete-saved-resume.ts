import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedResume } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from '../../dashboard';
import { savedResumesQueryKey } from './keys';

export const deleteSavedResume = (id: number) =>
  api.call('savedResumes.remove', { params: { id } });

/** Deletes at once (no confirmation, as specified); the card leaves the list when the server agrees. */
export function useDeleteSavedResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedResume,
    onSuccess: (_res, id) => {
      queryClient.setQueryData<SavedResume[]>(savedResumesQueryKey, (list) =>
        list?.filter((r) => r.id !== id),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedResumesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
