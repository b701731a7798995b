import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateTokenInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
import { tokensQueryKey } from './keys';

/** The signed-in user's personal access tokens (never their secrets). */
export const tokensQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tokensQueryKey(userId), queryFn: () => api.call('tokens.list') });
export const useTokens = (userId: string) => useQuery(tokensQueryOptions(userId));

const useTokenMutation = <I, O>(userId: string, fn: (input: I) => Promise<O>) =>
  useRefreshingMutation(fn, [tokensQueryKey(userId)], { wait: true });

export const useCreateToken = (userId: string) =>
  useTokenMutation(userId, (body: CreateTokenInput) => api.call('tokens.create', { body }));
export const useRevokeToken = (userId: string) =>
  useTokenMutation(userId, (id: number) => api.call('tokens.remove', { params: { id } }));
