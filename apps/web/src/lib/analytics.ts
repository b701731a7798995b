/**
 * First-party usage analytics (page views, feature events, module sessions, downloads), sent
 * only for a signed-in user who turned on analytics consent in the account settings. Anonymous
 * visitors, and users who have not consented, send nothing at all: no request leaves the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Consents } from '@careerforge/contract';
import { api } from './api';
import { useUser } from './auth';

/** The consents of one user (the settings page writes to the same cache entry). */
export const consentsQueryKey = (userId: string) => ['account', userId, 'consents'] as const;

export const consentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: consentsQueryKey(userId),
    queryFn: () => api.get<Consents>('/api/account/consents'),
  });

/**
 * Whether usage analytics may be sent now, as last seen by a mounted page: unknown until the
 * session and the consent have loaded, and unknown means no.
 */
let allowed = false;

/** For tests, and for the hook below. */
export function setAnalyticsAllowed(value: boolean) {
  allowed = value;
}

export function analyticsAllowed(): boolean {
  return allowed;
}

/**
 * The signed-in user's analytics consent: true or false once known, undefined while the session
 * or the consent is loading. Keeps the imperative `analytics` calls in step with it.
 */
export function useAnalyticsConsent(): boolean | undefined {
  const { user, isLoading } = useUser();
  const consents = useQuery({
    ...consentsQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
  });
  let value: boolean | undefined;
  if (!isLoading && !user) value = false;
  else if (user && consents.data) value = consents.data.analytics;
  else if (user && consents.isError) value = false;
  useEffect(() => {
    if (value !== undefined) setAnalyticsAllowed(value);
  }, [value]);
  return value;
}

/** Fire and forget: failures are warned about internally and never shown. */
function send(path: string, payload: unknown): Promise<Response | null> {
  if (!allowed) return Promise.resolve(null);
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    keepalive: true,
  }).catch((err: unknown) => {
    console.warn('analytics call failed', err);
    return null;
  });
}

export const analytics = {
  pageView: (pageName: string) => void send('/api/analytics/page-view', { pageName }),
  event: (eventType: string, eventTarget?: string, metadata?: Record<string, unknown>) =>
    void send('/api/analytics/event', { eventType, eventTarget, metadata }),
  download: (resumeId: string | number | null, downloadType: string) =>
    void send('/api/analytics/download', { resumeId, downloadType }),
  async sessionStart(module: string): Promise<string | null> {
    const res = await send('/api/analytics/session/start', { module });
    if (!res?.ok) return null;
    try {
      return ((await res.json()) as { sessionId?: string }).sessionId ?? null;
    } catch {
      return null;
    }
  },
  sessionEnd: (sessionId: string) => void send('/api/analytics/session/end', { sessionId }),
};

/**
 * Logs one page view per page, once the consent is known: when it is on as the page opens.
 * Turning consent on while on a page does not log that page after the fact.
 */
export function usePageView(pageName: string) {
  const consent = useAnalyticsConsent();
  const decided = useRef<string | null>(null);
  useEffect(() => {
    if (consent === undefined || decided.current === pageName) return;
    decided.current = pageName;
    if (consent) analytics.pageView(pageName);
  }, [consent, pageName]);
}

/** Starts a usage session for a module while the page is open (with consent only). */
export function useModuleSession(module: string) {
  const consent = useAnalyticsConsent();
  useEffect(() => {
    if (!consent) return;
    let id: string | null = null;
    let closed = false;
    void analytics.sessionStart(module).then((sid) => {
      id = sid;
      if (closed && sid) analytics.sessionEnd(sid);
    });
    return () => {
      closed = true;
      if (id) analytics.sessionEnd(id);
    };
  }, [module, consent]);
}
