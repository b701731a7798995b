import { useQueryClient } from '@tanstack/react-query';
import type { SavedResume } from '@careerforge/contract';
import { api, ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { dashboardQueryKey } from '../../dashboard';
import {
  UNDO_MS,
  commitDelete,
  scheduleDelete,
  undoDelete,
  type DeleteRun,
} from '../lib/deferred-delete';
import { savedResumesQueryKey } from './keys';

export const deleteSavedResume = (id: number, keepalive = false) =>
  api.call('savedResumes.remove', { params: { id } }, { keepalive });

export const savedDeleteKey = (id: number) => `saved:${id}`;

/**
 * Deletes at once as the list shows it (no confirmation, as specified), with an Undo on the
 * "Resume Deleted" toast for UNDO_MS; the request goes out when that toast closes.
 */
export function useDeleteSavedResume() {
  const queryClient = useQueryClient();
  return (resume: SavedResume) => {
    const key = savedDeleteKey(resume.id);
    const run: DeleteRun = async ({ keepalive }) => {
      try {
        await deleteSavedResume(resume.id, keepalive);
      } catch (err) {
        // already gone is what was wanted
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
      queryClient.setQueryData<SavedResume[]>(savedResumesQueryKey, (list) =>
        list?.filter((r) => r.id !== resume.id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedResumesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    };
    scheduleDelete(key, run, (err) =>
      toast({
        title: 'Delete failed',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      }),
    );
    toast({
      title: 'Resume Deleted',
      description: `"${resume.title}" was deleted.`,
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        altText: `Undo deleting ${resume.title}`,
        onClick: () => {
          if (undoDelete(key))
            toast({ title: 'Resume Restored', description: `"${resume.title}" is back.` });
        },
      },
      onClose: () => commitDelete(key),
    });
  };
}
