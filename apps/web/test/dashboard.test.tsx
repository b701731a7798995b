import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@careerforge/contract';
import { dashboardQueryOptions } from '../src/features/dashboard/api/get-dashboard';
import { goalPercent } from '../src/features/dashboard/lib/goals';
import { formatRelativeTime } from '../src/features/dashboard/lib/time';
import { createQueryClient } from '../src/lib/query-client';
import DashboardPage from '../src/pages/dashboard';
import { setSessionHint } from '../src/lib/auth';
import { json } from './render-app';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  user: { name: 'Casey Nguyen' },
  returning: true,
  stats: {
    resumesCreated: 4,
    tailoringsRun: 7,
    interviewsPracticed: 2,
    coverLettersGenerated: 1,
    linkedinOptimizations: 0,
    averageATSScore: 91,
  },
  goals: { weeklyGoal: 5, weeklyProgress: 3, monthlyGoal: 20, monthlyProgress: 25 },
  recentActivity: [
    {
      type: 'resume_tailored',
      title: 'Tailored resume for Backend Engineer at Cobalt Harbor',
      timestamp: minutesAgo(5),
      score: 92,
    },
    {
      type: 'interview_practiced',
      title: 'Practiced a behavioural interview',
      timestamp: minutesAgo(60 * 30),
    },
  ],
  ...over,
});

const signedIn = {
  id: 'u1',
  email: 'jordan@example.com',
  name: 'Jordan',
  firstName: 'Jordan',
  lastName: null,
};
const consentsOn = { analytics: true, marketing: false, linkedin_check: false };

let fetchMock: ReturnType<typeof vi.fn>;
let answers: (() => Response)[];

function testClient(): QueryClient {
  const qc = createQueryClient();
  qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, retryDelay: 0 } });
  return qc;
}

function renderPage() {
  return render(
    <QueryClientProvider client={testClient()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const dashboardCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/dashboard').length;

beforeEach(() => {
  // a signed-in browser carries the session hint its sign-in set (src/lib/auth.ts)
  setSessionHint(true);
  answers = [];
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/analytics')) return json({ ok: true });
    // Signed in, with analytics consent on: usage analytics are sent only then.
    if (url === '/auth/user') return json(signedIn);
    if (url === '/api/account/consents') return json(consentsOn);
    if (url === '/api/dashboard') return (answers.shift() ?? (() => json(dashboard())))();
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('goalPercent', () => {
  it('is progress divided by goal as a whole percentage', () => {
    expect(goalPercent(3, 5)).toBe(60);
    expect(goalPercent(1, 3)).toBe(33);
    expect(goalPercent(0, 20)).toBe(0);
  });
  it('caps the display at 100%', () => {
    expect(goalPercent(5, 5)).toBe(100);
    expect(goalPercent(25, 20)).toBe(100);
  });
  it('counts a missing goal as 1', () => {
    expect(goalPercent(0, undefined)).toBe(0);
    expect(goalPercent(1, null)).toBe(100);
    expect(goalPercent(1, 0)).toBe(100);
  });
  it('never goes below zero', () => {
    expect(goalPercent(-2, 5)).toBe(0);
    expect(goalPercent(undefined, 5)).toBe(0);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says recent moments the way people do', () => {
    expect(formatRelativeTime('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T10:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
  });
  it('gives the date a week or more back', () => {
    expect(formatRelativeTime('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });
  it('answers nothing for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('dashboard query', () => {
  it('is cached under ["dashboard"] and retries twice', () => {
    const o = dashboardQueryOptions();
    expect(o.queryKey).toEqual(['dashboard']);
    expect(o.retry).toBe(2);
  });
});

describe('Dashboard page', () => {
  it('shows a loading state, then the welcome, stats, goals and recent activity', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard');

    expect(await screen.findByText('Casey Nguyen')).toBeInTheDocument();
    expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, Casey Nguyen');
    expect(document.title).toBe('Dashboard | Careerforge');

    const stat = (label: string) => screen.getByText(label).closest('div')!;
    expect(within(stat('Jobs Tailored For')).getByText('4')).toBeInTheDocument();
    expect(
      within(stat('Jobs Tailored For')).getByText(
        '7 tailoring runs; re-runs for one job count once',
      ),
    ).toBeInTheDocument();
    expect(
      within(stat('Average ATS Score')).getByText('Latest score of each job'),
    ).toBeInTheDocument();
    expect(within(stat('Interviews Practiced')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Cover Letters')).getByText('1')).toBeInTheDocument();
    expect(within(stat('LinkedIn Optimizations')).getByText('0')).toBeInTheDocument();
    const average = within(stat('Average ATS Score')).getByText(/^91%/);
    expect(average.className).toContain('emerald');

    expect(screen.getByRole('progressbar', { name: 'Weekly Goal progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText('3 of 5 jobs tailored for this week')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Monthly Goal progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    const rows = within(activity).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Tailored resume for Backend Engineer at Cobalt Harbor');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[0]).toHaveTextContent('ATS 92%');
    expect(rows[0]).toHaveTextContent('🔥');
    expect(rows[0]).toHaveTextContent('Resume tailored');
    expect(rows[1]).toHaveTextContent('yesterday');
    expect(rows[1]).not.toHaveTextContent('ATS');
    expect(rows[1]).toHaveTextContent('Interview practiced');
  });

  it('offers the five quick actions', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Quick Actions' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/resume-lab',
      '/interview-coach',
      '/cover-letter',
      '/linkedin-optimizer',
      '/saved-resumes',
    ]);
  });

  it('logs a page view named dashboard', async () => {
    renderPage();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics/page-view',
        expect.objectContaining({ body: JSON.stringify({ pageName: 'dashboard' }) }),
      ),
    );
  });

  it('falls back to "User" without a name', async () => {
    answers.push(() => json(dashboard({ user: { name: '' } })));
    renderPage();
    expect(await screen.findByText('User')).toBeInTheDocument();
    expect(screen.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, User');
  });

  it('helps a new user start when there is no activity yet', async () => {
    answers.push(() =>
      json(
        dashboard({
          returning: false,
          stats: {
            resumesCreated: 0,
            tailoringsRun: 0,
            interviewsPracticed: 0,
            coverLettersGenerated: 0,
            linkedinOptimizations: 0,
            averageATSScore: 0,
          },
          goals: { weeklyGoal: 5, weeklyProgress: 0, monthlyGoal: 20, monthlyProgress: 0 },
          recentActivity: [],
        }),
      ),
    );
    renderPage();
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    // A new user is welcomed, not welcomed back.
    expect(screen.getByText(/^Welcome/)).toHaveTextContent('Welcome, Casey Nguyen');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(within(activity).getByText('No activity yet')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Tailor a Resume' })).toHaveAttribute(
      'href',
      '/resume-lab',
    );
    expect(screen.getByRole('progressbar', { name: 'Weekly Goal progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // No score yet is not a score of 0%.
    const average = screen.getByText('Average ATS Score').closest('div')!;
    expect(within(average).getByText('–')).toBeInTheDocument();
    expect(within(average).queryByText('0%')).toBeNull();
  });

  it('after three failed tries shows the error with a Retry that loads the dashboard', async () => {
    const failure = () => json({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500);
    answers.push(failure, failure, failure);
    renderPage();
    expect(await screen.findByText('Unable to load dashboard')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(dashboardCalls()).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Casey Nguyen')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load dashboard')).toBeNull();
  });

  it('recovers on a retry without showing an error', async () => {
    answers.push(() => json({ error: { code: 'INTERNAL', message: 'Blip' } }, 500));
    renderPage();
    expect(await screen.findByText('Casey Nguyen')).toBeInTheDocument();
    expect(dashboardCalls()).toBe(2);
  });
});
