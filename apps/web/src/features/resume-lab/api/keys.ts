/** Query keys of the Resume Lab: the user's stored source resumes. */
export const resumesQueryKey = ['resumes'] as const;
