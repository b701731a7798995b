import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@careerforge/contract';
import { api } from '../../../lib/api';

/**
 * Changes the password through the auth library (the server checks the current one and ends
 * every other session; this one stays signed in).
 */
export const changePassword = (input: ChangePasswordInput) =>
  api.call('account.changePassword', { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
