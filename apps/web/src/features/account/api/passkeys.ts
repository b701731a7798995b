import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
import { passkeysQueryKey } from './keys';

/** The signed-in user's passkeys. */
export const passkeysQueryOptions = (userId: string) =>
  queryOptions({ queryKey: passkeysQueryKey(userId), queryFn: () => api.call('auth.passkeys') });
export const usePasskeys = (userId: string) => useQuery(passkeysQueryOptions(userId));

/**
 * Creates a passkey on this device: the server's options, the browser's WebAuthn prompt
 * (@simplewebauthn/browser, loaded only now), and the server's check of the answer.
 */
export async function addPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await api.call('auth.passkeyRegisterOptions');
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return api.call('auth.passkeyRegister', {
    body: { response: response as never, ...(name ? { name } : {}) },
  });
}

export const removePasskey = (id: string) => api.call('auth.passkeyDelete', { body: { id } });

const usePasskeyMutation = <I>(userId: string, fn: (input: I) => Promise<unknown>) =>
  useRefreshingMutation(fn, [passkeysQueryKey(userId)], { wait: true });

export const useAddPasskey = (userId: string) => usePasskeyMutation(userId, addPasskey);
export const useRemovePasskey = (userId: string) => usePasskeyMutation(userId, removePasskey);
