/** Query keys of the saved resumes. */
export const savedResumesQueryKey = ['saved-resumes'] as const;
export const updateSavedResumeMutationKey = ['saved-resumes', 'update'] as const;
/**
 * The user's stored resumes (uploads and pasted texts): the same key as the Resume Lab's list,
 * so a rename or delete here refreshes the Resume Lab's choice of earlier resumes too.
 */
export const resumesQueryKey = ['resumes'] as const;
