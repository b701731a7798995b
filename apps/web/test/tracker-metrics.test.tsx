import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicationInsights,
  type ApplicationStatus,
} from '@careerforge/contract';
import { InsightsTab } from '../src/features/application-tracker/components/insights-tab';
import { StatCards } from '../src/features/application-tracker/components/overview-tab';
import { METRIC_DEFINITIONS } from '../src/features/application-tracker/lib/metrics';
import { createQueryClient } from '../src/lib/query-client';
import { application } from './render-app';

/**
 * Nine applications, one in each status and a second one applied; the current statuses alone
 * would say 78% (7 not applied).
 */
const STATUSES: ApplicationStatus[] = ['applied', ...APPLICATION_STATUSES];
const app = (status: ApplicationStatus, i: number) =>
  application('2026-01-05', {
    id: i + 1,
    userId: 'u1',
    jobTitle: `Role ${i}`,
    company: `Co ${i}`,
    status,
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
  });
const APPS = STATUSES.map(app);

/** The server's insights: one response rate (67%) and one interview rate (56%), the funnel's. */
const INSIGHTS: ApplicationInsights = {
  metrics: { total: 9, interviews: 3, offers: 1, rejected: 1, responseRate: 67, interviewRate: 56 },
  pipeline: [],
  funnel: [
    { step: 'applied', label: 'Applied', count: 9, percent: 100 },
    { step: 'response', label: 'Got a response', count: 6, percent: 67 },
    { step: 'interview', label: 'Interviewed', count: 5, percent: 56 },
    { step: 'offer', label: 'Offer', count: 1, percent: 11 },
  ],
  timeInStage: [],
  overTime: [],
  stale: { count: 0, days: 21, applications: [] },
  outcomes: { minimum: 5, byScoreBand: [], byResumeVersion: [], bySource: [], note: null },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).startsWith('/api/applications/insights') ? json(INSIGHTS) : json([]),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('tracker rates: one definition, computed once', () => {
  it("shows the server's one response rate on the overview, never a second reading", async () => {
    renderWith(<StatCards applications={APPS} />);
    expect(await screen.findByText('67%')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Response Rate')).toHaveTextContent('67%');
    expect(screen.queryByText('78%')).not.toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Applications')).toHaveTextContent('9');
  });

  it('shows the same figure in the success metrics and the funnel of the Analytics tab', async () => {
    renderWith(<InsightsTab applications={APPS} />);
    expect(await screen.findByTestId('funnel-response')).toHaveTextContent('6 (67%)');
    expect(screen.getByTestId('response-rate')).toHaveTextContent('67%');
    expect(screen.getByTestId('interview-rate')).toHaveTextContent('56%');
    expect(screen.getByTestId('funnel-interview')).toHaveTextContent('5 (56%)');
    expect(screen.queryByText('78%')).not.toBeInTheDocument();
    expect(screen.queryByText('44%')).not.toBeInTheDocument();
  });

  it('puts each definition one hover or focus away', async () => {
    const user = userEvent.setup();
    renderWith(<StatCards applications={APPS} />);
    await screen.findByText('67%');
    const info = screen.getByRole('button', { name: 'What Response Rate means' });
    expect(info).toHaveAccessibleDescription(METRIC_DEFINITIONS.responseRate);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // focus shows it, Escape hides it
    await user.tab();
    await user.tab();
    expect(info).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(METRIC_DEFINITIONS.responseRate);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // hovering the term shows it too
    await user.hover(within(screen.getByText('Interviews').parentElement!).getByText('Interviews'));
    expect(screen.getByRole('tooltip')).toHaveTextContent(METRIC_DEFINITIONS.interviews);
  });
});
