import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/auth';
import { accountQueryKey } from './keys';

export const updateProfile = (input: UpdateProfileInput) =>
  api.call('account.updateProfile', { body: input });

/** Changes the first and last name; the header shows the new name at once. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQueryKey(userId), account);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
