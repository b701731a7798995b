import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consents } from '@careerforge/contract';
import {
  analytics,
  analyticsAllowed,
  consentsQueryKey,
  useAnalyticsConsent,
  useModuleSession,
  usePageView,
} from '../src/lib/analytics';
import { createQueryClient } from '../src/lib/query-client';
import { setSessionHint } from '../src/lib/auth';
import { json } from './render-app';

const user = { id: 'u1', email: 'a@example.com', name: 'A', firstName: 'A', lastName: null };
let signedIn: boolean;
let consents: Consents;
let urls: string[];

beforeEach(() => {
  // a signed-in browser carries the session hint its sign-in set (src/lib/auth.ts)
  setSessionHint(true);
  signedIn = true;
  consents = { analytics: false, marketing: false, linkedin_check: false };
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url === '/auth/user') {
        return signedIn ? json(user) : json({ error: { code: 'UNAUTHORIZED' } }, 401);
      }
      if (url === '/api/account/consents') return json(consents);
      if (url === '/api/analytics/session/start') return json({ sessionId: 's1' });
      if (url.startsWith('/api/analytics/')) return json({ ok: true });
      return json({ error: { code: 'NOT_FOUND' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup(); // unmount (ending module sessions) while fetch is still the fake
  vi.unstubAllGlobals();
});

const sent = () => urls.filter((u) => u.startsWith('/api/analytics/'));
/** What was sent after the first `before` calls, but the module session's end. */
const sentSince = (before: number) =>
  sent()
    .slice(before)
    .filter((u) => u !== '/api/analytics/session/end');

function Page({ name }: { name: string }) {
  usePageView(name);
  useModuleSession('resume-lab');
  const consent = useAnalyticsConsent();
  return <p>consent: {consent === undefined ? 'unknown' : String(consent)}</p>;
}

function renderPage(qc: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={qc}>
      <Page name="home" />
    </QueryClientProvider>,
  );
  return qc;
}

describe('usage analytics and consent', () => {
  it('an anonymous visitor sends nothing, and no consent is asked for', async () => {
    signedIn = false;
    renderPage();
    await screen.findByText('consent: false');
    analytics.event('resume_exported', 'resume-lab', { format: 'txt' });
    analytics.download(1, 'txt');
    await new Promise((r) => setTimeout(r, 50));
    expect(sent()).toEqual([]);
    expect(urls).not.toContain('/api/account/consents');
  });

  it('a signed-in user without analytics consent sends nothing', async () => {
    renderPage();
    await screen.findByText('consent: false');
    expect(urls).toContain('/api/account/consents');
    analytics.event('resume_tailored');
    await new Promise((r) => setTimeout(r, 50));
    expect(sent()).toEqual([]);
    expect(analyticsAllowed()).toBe(false);
  });

  it('with consent on, the page view, module session and events are sent', async () => {
    consents = { ...consents, analytics: true };
    renderPage();
    await screen.findByText('consent: true');
    await waitFor(() =>
      expect(sent()).toEqual(
        expect.arrayContaining(['/api/analytics/page-view', '/api/analytics/session/start']),
      ),
    );
    analytics.event('resume_tailored');
    await waitFor(() => expect(sent()).toContain('/api/analytics/event'));
  });

  it('turning consent off (as the settings page does) stops sending at once', async () => {
    consents = { ...consents, analytics: true };
    const qc = renderPage();
    await screen.findByText('consent: true');
    act(() => {
      qc.setQueryData<Consents>(consentsQueryKey(user.id), { ...consents, analytics: false });
    });
    await screen.findByText('consent: false');
    const before = sent().length;
    analytics.event('resume_tailored');
    analytics.download(1, 'txt');
    await new Promise((r) => setTimeout(r, 50));
    // Only the module session's end may follow (it was started with consent); no new event.
    expect(sentSince(before)).toEqual([]);
  });

  it('ends the module session on leaving, then sends nothing with no page mounted', async () => {
    consents = { ...consents, analytics: true };
    renderPage();
    await screen.findByText('consent: true');
    await waitFor(() => expect(sent()).toContain('/api/analytics/session/start'));
    expect(analyticsAllowed()).toBe(true);
    cleanup();
    expect(sent()).toContain('/api/analytics/session/end');
    expect(analyticsAllowed()).toBe(false);
    const before = sent().length;
    analytics.event('after_leaving');
    await new Promise((r) => setTimeout(r, 50));
    expect(sentSince(before)).toEqual([]);
  });

  it('sends nothing while the consent is still loading', () => {
    consents = { ...consents, analytics: true };
    renderPage();
    expect(screen.getByText('consent: unknown')).toBeInTheDocument();
    analytics.event('too_early');
    expect(sent()).toEqual([]);
  });
});
