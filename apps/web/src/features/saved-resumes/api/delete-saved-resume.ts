import { useQueryClient } from '@tanstack/react-query';
import type { SavedResumeListItem } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dropFrom, refresh } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';
import { deleteWithUndo } from '../lib/delete-with-undo';
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
  return (resume: SavedResumeListItem) =>
    deleteWithUndo({
      key: savedDeleteKey(resume.id),
      name: resume.title,
      remove: (keepalive) => deleteSavedResume(resume.id, keepalive),
      settle: async () => {
        dropFrom(queryClient, savedResumesQueryKey, resume.id);
        await refresh(queryClient, [savedResumesQueryKey, dashboardQueryKey]);
      },
      deleted: { title: 'Resume Deleted', description: `"${resume.title}" was deleted.` },
      restored: { title: 'Resume Restored', description: `"${resume.title}" is back.` },
    });
}
