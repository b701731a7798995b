import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BelowTheFold from '../src/features/marketing/home/below-the-fold';
import { createQueryClient } from '../src/lib/query-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const testimonial = (id: number) => ({
  id,
  name: `Person ${id}`,
  role: 'Engineer',
  company: null,
  rating: 5,
  quote: `Quote ${id}`,
  verified: id === 1,
  imageUrl: null,
  linkedinUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** Answers each API path from a table; unknown paths answer 404. */
function mockApi(table: Record<string, () => Response | Promise<Response>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/auth/user')
        return json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401);
      return table[path]?.() ?? json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
    }),
  );
}

const renderSections = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BelowTheFold />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('home page data sections', () => {
  it('show loading skeletons while their lists load', () => {
    const never = () => new Promise<Response>(() => {});
    mockApi({
      '/api/testimonials/featured': never,
      '/api/blog/featured': never,
      '/api/community/featured': never,
    });
    renderSections();
    expect(screen.getByText('Loading success stories')).toBeInTheDocument();
    expect(screen.getByText('Loading articles')).toBeInTheDocument();
    expect(screen.getByText('Loading community members')).toBeInTheDocument();
  });

  it('show the empty-state texts when the lists are empty', async () => {
    mockApi({
      '/api/testimonials/featured': () => json([]),
      '/api/blog/featured': () => json([]),
      '/api/community/featured': () => json([]),
    });
    renderSections();
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(await screen.findByText('Community Growing')).toBeInTheDocument();
    // The two static example cards still show beside an empty community.
    expect(screen.getByText('Your story here')).toBeInTheDocument();
    expect(screen.getByText('Community volunteers')).toBeInTheDocument();
  });

  it('show at most 3 testimonials with the verified badge where earned', async () => {
    mockApi({
      '/api/testimonials/featured': () => json([1, 2, 3].map(testimonial)),
      '/api/blog/featured': () => json([]),
      '/api/community/featured': () => json([]),
    });
    renderSections();
    expect(await screen.findByText('“Quote 1”')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getAllByText('Verified by Careerforge')).toHaveLength(1);
  });

  it('list the six FAQ questions, all closed at first', () => {
    mockApi({});
    renderSections();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(6);
    expect(
      screen.getByRole('heading', { level: 3, name: 'How accurate is the ATS score?' }),
    ).toBeInTheDocument();
  });
});
