import type { SavedResumeListItem } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from '../../dashboard';
import { useDeleteFromList } from '../lib/delete-with-undo';
import { savedResumesQueryKey } from './keys';

export const deleteSavedResume = (id: number, keepalive = false) =>
  api.call('savedResumes.remove', { params: { id } }, { keepalive });

export const savedDeleteKey = (id: number) => `saved:${id}`;

/**
 * Deletes at once as the list shows it (no confirmation, as specified), with an Undo on the
 * "Resume Deleted" toast for UNDO_MS; the request goes out when that toast closes.
 */
export const useDeleteSavedResume = () =>
  useDeleteFromList(savedResumesQueryKey, [dashboardQueryKey], (resume: SavedResumeListItem) => ({
    key: savedDeleteKey(resume.id),
    name: resume.title,
    remove: (keepalive) => deleteSavedResume(resume.id, keepalive),
    deleted: { title: 'Resume Deleted', description: `"${resume.title}" was deleted.` },
    restored: { title: 'Resume Restored', description: `"${resume.title}" is back.` },
  }));
