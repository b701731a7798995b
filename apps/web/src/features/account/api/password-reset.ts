import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { passwordResetMethodQueryKey } from './keys';

/** Where the reset link in the e-mail leads (the server adds ?token=...). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Whether this server can e-mail reset links (SMTP configured). */
export const passwordResetMethodQueryOptions = () =>
  queryOptions({
    queryKey: passwordResetMethodQueryKey,
    queryFn: () => api.call('account.passwordResetMethod'),
  });

export const usePasswordResetMethod = () => useQuery(passwordResetMethodQueryOptions());

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export const requestPasswordReset = (email: string) =>
  api.call('auth.requestPasswordReset', { body: { email, redirectTo: RESET_PASSWORD_PATH } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** Sets a new password with the token from the link; every session of the account ends. */
export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.call('auth.resetPassword', { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
