import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
import { accountQueryKey } from './keys';

/**
 * Two-factor sign-in through the auth library's own plugin: start (password -> setup URI and
 * backup codes), confirm with a first code (on; the account's other sessions end), turn off
 * (password), and new backup codes (password).
 */
export const startTwoFactor = (password: string) =>
  api.call('auth.twoFactorEnable', { body: { password } });
export const confirmTwoFactor = (code: string) =>
  api.call('auth.twoFactorVerifyTotp', { body: { code } });
export const turnOffTwoFactor = (password: string) =>
  api.call('auth.twoFactorDisable', { body: { password } });
export const newBackupCodes = (password: string) =>
  api.call('auth.twoFactorBackupCodes', { body: { password } });

/** A mutation that refreshes the account (its twoFactorEnabled) when it succeeds. */
const useAccountMutation = <I, O>(userId: string, fn: (input: I) => Promise<O>) =>
  useRefreshingMutation(fn, [accountQueryKey(userId)], { wait: true });

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
export const useConfirmTwoFactor = (userId: string) => useAccountMutation(userId, confirmTwoFactor);
export const useTurnOffTwoFactor = (userId: string) => useAccountMutation(userId, turnOffTwoFactor);
export const useNewBackupCodes = () => useMutation({ mutationFn: newBackupCodes });
