/** Query keys of the sign-in page. The session's own key lives in lib/auth. */
export const authProvidersQueryKey = ['auth', 'providers'] as const;
