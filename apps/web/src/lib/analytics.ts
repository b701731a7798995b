import { useEffect } from 'react';

/** Fire and forget: failures are warned about internally and never shown. */
function send(path: string, payload: unknown): Promise<Response | null> {
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

/** Logs one page view when a page mounts. */
export function usePageView(pageName: string) {
  useEffect(() => {
    analytics.pageView(pageName);
  }, [pageName]);
}

/** Starts a usage session for a module while the page is open. */
export function useModuleSession(module: string) {
  useEffect(() => {
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
  }, [module]);
}
