/**
 * Every list is paged: each signed-in list route in the API document takes `limit` and `offset`,
 * answers one page in its own order, and answers the whole list (the spec's answer) to a client
 * that sends neither.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@careerforge/contract';
import { useApp } from './helpers';

interface Operation {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
}

describe('paged lists', () => {
  const ctx = useApp({ users: 1 });
  const [u] = ctx.users;

  const get = (url: string) => ctx.as(u)({ method: 'GET', url });

  it('every list route of the document takes limit and offset', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const lists: string[] = [];
    const unpaged: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const op = methods.get;
      const answer = op?.responses?.['200']?.content?.['application/json']?.schema;
      // Public content (the blog) pages itself; signed-in lists answer arrays.
      if (!op || answer?.type !== 'array' || path.includes('{')) continue;
      if (/^\/api\/(blog|testimonials|community)/.test(path)) continue;
      lists.push(path);
      const names = new Set((op.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      if (!names.has('query:limit') || !names.has('query:offset')) unpaged.push(path);
    }
    expect(lists.length).toBeGreaterThanOrEqual(9);
    expect(unpaged).toEqual([]);
  });

  it('answers one page in the list order, and the whole list without paging', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await ctx.call(u, 'POST', '/api/saved-cover-letters', {
        title: `Letter ${i}`,
        content: `Dear team, letter number ${i}.`,
      });
      expect(res.statusCode).toBe(200);
    }
    const titles = async (url: string) =>
      ((await get(url)).json() as { title: string }[]).map((l) => l.title);
    const all = await titles('/api/saved-cover-letters');
    expect(all).toHaveLength(5);
    expect(await titles('/api/saved-cover-letters?limit=2')).toEqual(all.slice(0, 2));
    expect(await titles('/api/saved-cover-letters?limit=2&offset=2')).toEqual(all.slice(2, 4));
    expect(await titles('/api/saved-cover-letters?offset=4')).toEqual(all.slice(4));
    expect(await titles('/api/saved-cover-letters?limit=2&offset=10')).toEqual([]);
  });

  it('pages lists sorted in memory too', async () => {
    for (const [company, priority] of [
      ['Acme', 'low'],
      ['Globex', 'high'],
      ['Initech', 'medium'],
    ]) {
      await ctx.call(u, 'POST', '/api/applications', { company, jobTitle: 'Engineer', priority });
    }
    const companies = async (url: string) =>
      ((await get(url)).json() as { company: string }[]).map((a) => a.company);
    const sorted = await companies('/api/applications?sort=priority');
    expect(await companies('/api/applications?sort=priority&limit=1&offset=1')).toEqual([
      sorted[1],
    ]);
  });

  it('refuses a bad page with a clear 400', async () => {
    for (const query of [
      'limit=0',
      `limit=${MAX_PAGE_SIZE + 1}`,
      'limit=abc',
      'limit=1.5',
      'offset=-1',
      'offset=99999999999',
    ]) {
      const res = await get(`/api/saved-cover-letters?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/Limit|Offset/);
    }
  });
});
