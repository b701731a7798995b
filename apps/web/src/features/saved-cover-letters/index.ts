/** Saved cover letters: search, preview, copy, download, favorite, edit and delete. */
export { savedCoverLettersQueryKey } from './api/keys';
export {
  savedCoverLettersQueryOptions,
  useCreateSavedCoverLetter,
  useSavedCoverLetters,
} from './api/saved-cover-letters';
export { downloadLetterFile, type LetterFileFormat } from './api/export-letter';
export { savedLetterFileName } from './lib/file-name';
export { SavedCoverLettersView } from './components/saved-cover-letters-view';
