import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, Consents, UpdateConsentsInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { accountQueryKey, consentsQueryKey } from './keys';

export const updateConsents = (input: UpdateConsentsInput) =>
  api.call('account.updateConsents', { body: input });

/**
 * Turns consents on or off. The switch moves at once and goes back if the server says no; the
 * answer (all consents) is written where analytics reads it, so sending starts or stops at once.
 */
export function useUpdateConsents(userId: string) {
  const queryClient = useQueryClient();
  const accountKey = accountQueryKey(userId);
  const consentsKey = consentsQueryKey(userId);
  const write = (consents: Consents) => {
    queryClient.setQueryData<Account>(accountKey, (a) => (a ? { ...a, consents } : a));
    queryClient.setQueryData<Consents>(consentsKey, consents);
  };
  return useMutation({
    mutationFn: updateConsents,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: accountKey });
      const previous = queryClient.getQueryData<Account>(accountKey)?.consents;
      if (previous) write({ ...previous, ...change });
      return { previous };
    },
    onError: (_err, _change, context) => {
      if (context?.previous) write(context.previous);
    },
    onSuccess: write,
  });
}
