/** Query keys of the saved resumes. */
export const savedResumesQueryKey = ['saved-resumes'] as const;
export const updateSavedResumeMutationKey = ['saved-resumes', 'update'] as const;
