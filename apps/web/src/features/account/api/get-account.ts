import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountQueryKey } from './keys';

/** The signed-in account: names, sign-in methods and consents. */
export const getAccount = () => api.call('account.get');

export const accountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountQueryKey(userId), queryFn: getAccount });

export const useAccount = (userId: string) => useQuery(accountQueryOptions(userId));
