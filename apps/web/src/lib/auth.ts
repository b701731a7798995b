/** The session on the web: who is signed in, and signing out. Any layer may use it. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@careerforge/contract';
import { ApiError, api } from './api';

export const userQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when the session call answers 401. */
export async function getUser(): Promise<SessionUser | null> {
  try {
    return await api.call('auth.user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw new Error('Failed to fetch user', { cause: err });
  }
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, retry: false });

export function useUser() {
  const q = useQuery(userQueryOptions());
  return {
    user: q.data ?? null,
    isLoading: q.isLoading,
    isAuthenticated: Boolean(q.data),
    error: q.error,
  };
}

export function displayName(
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'name'>,
): string {
  if (user.firstName) return [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.email;
}

/** Ends the session, clears every cached query and lands on /goodbye even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.call('auth.logout');
    } catch {
      /* the cache is cleared and we leave anyway */
    }
    queryClient.clear();
    queryClient.setQueryData(userQueryKey, null);
    void navigate('/goodbye');
  }, [navigate, queryClient]);
}
