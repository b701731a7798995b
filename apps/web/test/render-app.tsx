import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Application, SavedResume } from '@careerforge/contract';
import { createQueryClient } from '../src/lib/query-client';

/** A JSON answer from the API, as a stubbed `fetch` returns it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders a page as the app does: inside a query client and a router at `path` (default "/").
 * Returns the user-event handle to click and type with, and the query client.
 */
export function renderInApp(
  ui: ReactNode,
  { path, client = createQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter {...(path ? { initialEntries: [path] } : {})}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, client };
}

/** A saved resume with every field blank but the ones a test names. */
export const savedResume = (over: Partial<SavedResume>): SavedResume => ({
  id: 1,
  title: 'Resume',
  content: '',
  companyName: null,
  jobTitle: null,
  jobDescription: null,
  tailoringMode: null,
  atsScore: null,
  keywordMatchScore: null,
  improvements: [],
  recommendations: [],
  report: null,
  tags: [],
  isFavorite: false,
  notes: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

/** A tracked application applied for on `day` with every optional field blank but the ones a test names. */
export const application = (day: string, over: Partial<Application>): Application => ({
  id: 1,
  userId: 'u',
  jobTitle: 'Engineer',
  company: 'Acme',
  location: null,
  salaryRange: null,
  status: 'applied',
  jobUrl: null,
  notes: null,
  contacts: null,
  priority: 'medium',
  source: null,
  applicationDate: day,
  hasJobDescription: false,
  savedResumeId: null,
  coverLetterId: null,
  resumeSnapshot: null,
  interviewAt: null,
  offerDeadline: null,
  statusDate: day,
  stale: false,
  createdAt: `${day}T00:00:00.000Z`,
  updatedAt: `${day}T00:00:00.000Z`,
  ...over,
});
