/** Saved resumes: search, tags, favourites, preview, edit, export and delete. */
export { savedResumesQueryKey } from './api/keys';
export { savedResumesQueryOptions, useSavedResumes } from './api/get-saved-resumes';
export { SavedResumesView } from './components/saved-resumes-view';
export { useDeleteFromList } from './lib/delete-with-undo';
export { usePendingDeletes } from './lib/deferred-delete';
