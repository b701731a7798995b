/**
 * First-party usage analytics (page views, feature events, module sessions, downloads), sent
 * only for a signed-in user who turned on analytics consent in the account settings. Anonymous
 * visitors, and users who have not consented, send nothing at all: no request leaves the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiInput, ApiName, ApiOutput } from '@careerforge/contract';
import { api } from './api';
import { useUser } from './auth';

/** The consents of one user (the settings page writes to the same cache entry). */
export const consentsQueryKey = (userId: string) => ['account', userId, 'consents'] as const;

export const consentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: consentsQueryKey(userId),
    queryFn: () => api.call('account.consents'),
  });

/**
 * What each mounted page reports about the consent: usage analytics may be sent only while at
 * least one page is mounted and every report says yes. Nothing mounted, or a consent still
 * loading, means no.
 */
const reports = new Map<symbol, boolean>();

export function analyticsAllowed(): boolean {
  if (reports.size === 0) return false;
  for (const v of reports.values()) if (!v) return false;
  return true;
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
  const [id] = useState(() => Symbol('analytics-consent'));
  useEffect(() => {
    if (value === undefined) reports.set(id, false);
    else reports.set(id, value);
    return () => {
      reports.delete(id);
    };
  }, [id, value]);
  return value;
}

type TelemetryCall = Extract<ApiName, `telemetry.${string}`>;

/** Fire and forget (it outlives a closing page): failures are warned about, never shown. */
function post<N extends TelemetryCall>(
  name: N,
  body: ApiInput<N>['body'],
): Promise<ApiOutput<N> | null> {
  return api.call(name, { body } as ApiInput<N>, { keepalive: true }).catch((err: unknown) => {
    console.warn('analytics call failed', err);
    return null;
  });
}

/** Sends only with consent (see analyticsAllowed). */
function send<N extends TelemetryCall>(
  name: N,
  body: ApiInput<N>['body'],
): Promise<ApiOutput<N> | null> {
  return analyticsAllowed() ? post(name, body) : Promise.resolve(null);
}

/**
 * Ends a module session that was started with consent. It runs as the page unmounts, when the
 * page no longer reports the consent, so it is not gated again (the server stores the end only
 * if the consent is still on).
 */
const endStartedSession = (sessionId: string) => void post('telemetry.sessionEnd', { sessionId });

export const analytics = {
  pageView: (pageName: string) => void send('telemetry.pageView', { pageName }),
  event: (eventType: string, eventTarget?: string, metadata?: Record<string, unknown>) =>
    void send('telemetry.event', { eventType, eventTarget, metadata }),
  download: (resumeId: string | number | null, downloadType: string) =>
    void send('telemetry.download', { resumeId, downloadType }),
  async sessionStart(module: string): Promise<string | null> {
    const res = await send('telemetry.sessionStart', { module });
    return typeof res?.sessionId === 'string' ? res.sessionId : null;
  },
  sessionEnd: (sessionId: string) => void send('telemetry.sessionEnd', { sessionId }),
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
      if (closed && sid) endStartedSession(sid);
    });
    return () => {
      closed = true;
      if (id) endStartedSession(id);
    };
  }, [module, consent]);
}
