/** The session on the web: who is signed in, and signing out. Any layer may use it. */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@careerforge/contract';
import { ApiError, api } from './api';

export const userQueryKey = ['auth', 'user'] as const;

/*
 * The session hint: a cookie the page can read, set when this browser signs in and cleared when
 * it signs out (the session cookie itself is httpOnly). Without it the page knows nobody is
 * signed in and does not ask /auth/user, so a signed-out visit makes no request that fails (a
 * failed request is logged in the console, whatever the code does with it). It only saves a
 * request: the server's session decides, and a stale hint costs one 401, then is cleared.
 */
export const SESSION_HINT_COOKIE = 'careerforge-signed-in';
const HINT_MAX_AGE = 400 * 24 * 60 * 60;

/** Whether this browser has signed in and not signed out since. */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));
}

/** Sets or clears the hint (not a secret: it says only that a session may exist). */
export function setSessionHint(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE}; SameSite=Lax${secure}`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Asks the server who is signed in: the user, or null on 401 (the hint follows the answer). */
export async function fetchUser(): Promise<SessionUser | null> {
  try {
    const user = await api.call('auth.user');
    setSessionHint(true);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw new Error('Failed to fetch user', { cause: err });
  }
}

/** Whether the last answer of getUser was "nobody" without asking (no hint). */
let answeredWithoutAsking = false;

/** The signed-in user, or null: without the session hint, null without a request. */
export async function getUser(): Promise<SessionUser | null> {
  answeredWithoutAsking = !hasSessionHint();
  if (answeredWithoutAsking) return null;
  return fetchUser();
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

/**
 * The user on a protected page: like useUser, but when "nobody" came from the missing hint
 * (a session made before the hint existed, or in a way that set none), the server is asked once
 * before the page sends the visitor to sign in.
 */
export function useVerifiedUser() {
  const queryClient = useQueryClient();
  const q = useQuery(userQueryOptions());
  const unverified = q.isSuccess && q.data === null && answeredWithoutAsking;
  const check = useQuery({
    queryKey: [...userQueryKey, 'verify'],
    queryFn: fetchUser,
    enabled: unverified,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  useEffect(() => {
    if (!check.data) return;
    answeredWithoutAsking = false;
    queryClient.setQueryData(userQueryKey, check.data);
  }, [check.data, queryClient]);
  return {
    user: q.data ?? (unverified ? (check.data ?? null) : null),
    isLoading: q.isLoading || (unverified && check.isPending),
  };
}

/** After a sign-in or sign-up: the hint, then the user asked again. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    setSessionHint(true);
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);
}

export function displayName(
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'name'>,
): string {
  if (user.firstName) return [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.email;
}

/** The longest sign-out waits for reads already on their way (see `useLogout`). */
const SETTLE_MS = 2000;

/** Resolves once no query is fetching, or after `SETTLE_MS`. */
async function readsSettled(queryClient: QueryClient): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Ends the session, clears every cached query and lands on /goodbye even if the call fails.
 * Reads already on their way finish first: one that reached the server after the session ended
 * (the consents a page asks for as it learns who is signed in) would answer 401.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await readsSettled(queryClient);
    try {
      await api.call('auth.logout');
    } catch {
      /* the cache is cleared and we leave anyway */
    }
    setSessionHint(false);
    queryClient.clear();
    queryClient.setQueryData(userQueryKey, null);
    void navigate('/goodbye');
  }, [navigate, queryClient]);
}
