/** Cover letters: generate from a resume and a job, review the evidence, analyze, keep history. */
export { coverLettersQueryKey } from './api/keys';
export { CoverLetterView } from './components/cover-letter-view';
