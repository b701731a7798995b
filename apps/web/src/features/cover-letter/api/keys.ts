/** Query keys of the cover letter generator: the history of every letter written. */
export const coverLettersQueryKey = ['cover-letters'] as const;
