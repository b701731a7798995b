/** Query keys of the saved resumes. */
export const savedResumesQueryKey = ['saved-resumes'] as const;
/**
 * One saved resume whole (the text editor's): not under the list's key, so a change made from
 * the list does not cancel its loading; the update refreshes every one of them.
 */
export const savedResumeItemsKey = ['saved-resume'] as const;
export const savedResumeQueryKey = (id: number) => [...savedResumeItemsKey, id] as const;
export const updateSavedResumeMutationKey = ['saved-resumes', 'update'] as const;
/**
 * The user's stored resumes (uploads and pasted texts): the same key as the Resume Lab's list,
 * so a rename or delete here refreshes the Resume Lab's choice of earlier resumes too.
 */
export const resumesQueryKey = ['resumes'] as const;
