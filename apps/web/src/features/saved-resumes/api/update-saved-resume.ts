import { api } from '../../../lib/api';
import { useListItemUpdate } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';
import { savedResumeItemsKey, savedResumesQueryKey, updateSavedResumeMutationKey } from './keys';

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

/**
 * Changes a saved resume. The list shows the change at once and goes back if the server says no;
 * the list and the dashboard refresh once the last of several quick changes has settled.
 */
export const useUpdateSavedResume = () =>
  useListItemUpdate({
    mutationKey: updateSavedResumeMutationKey,
    listKey: savedResumesQueryKey,
    mutationFn: updateSavedResume,
    alsoRefresh: [dashboardQueryKey, savedResumeItemsKey],
  });
