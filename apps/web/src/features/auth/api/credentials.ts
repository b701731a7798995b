import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authProvidersQueryKey } from './keys';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/auth';

export interface SignInInput {
  email: string;
  password: string;
}
export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

export const signIn = (input: SignInInput) => api.call('auth.signIn', { body: input });
export const signUp = (input: SignUpInput) =>
  api.call('auth.signUp', {
    body: {
      ...input,
      name: [input.firstName, input.lastName].filter(Boolean).join(' ') || input.email,
    },
  });

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export const verifyTotp = (code: string) =>
  api.call('auth.twoFactorVerifyTotp', { body: { code } });
export const verifyBackupCode = (code: string) =>
  api.call('auth.twoFactorVerifyBackupCode', { body: { code } });

/** Signs in with a passkey: the server's challenge, the device's prompt, the server's check. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await api.call('auth.passkeySignInOptions');
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return api.call('auth.passkeySignIn', { body: { response: response as never } });
}

/** A password sign-in that answered with a challenge instead of a session. */
export const needsSecondFactor = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

export function useCredentialsMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: authProvidersQueryKey,
    queryFn: () => api.call('auth.providers'),
  });

export const useAuthProviders = () => useQuery(providersQueryOptions());
