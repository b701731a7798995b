/** Query keys of the saved cover letters. */
export const savedCoverLettersQueryKey = ['saved-cover-letters'] as const;
export const updateSavedCoverLetterMutationKey = ['saved-cover-letters', 'update'] as const;
