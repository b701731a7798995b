import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { setSessionHint, userQueryKey } from '../../../lib/auth';

/** Deletes the account and everything in it; the server ends the session. */
export const deleteAccount = (input: DeleteAccountInput) =>
  api.call('account.delete', { body: input });

/**
 * On success `leave` runs first (it moves away from the signed-in page), then nothing of the
 * user stays in the page: every cached query is dropped.
 */
export function useDeleteAccount(leave: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      leave();
      setSessionHint(false);
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
