import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { userDataVersions } from '../src/db/schema';
import { countQueries, useApp, type TestUser } from './helpers';

// the server's compression calls, counted (the compression plugin's own run outside this graph)
vi.mock('node:zlib', async (original) => {
  const actual = await original<typeof import('node:zlib')>();
  return {
    ...actual,
    brotliCompressSync: vi.fn(actual.brotliCompressSync),
    gzipSync: vi.fn(actual.gzipSync),
  };
});

/** How many times the server compressed an answer itself while `fn` ran. */
async function compressions(fn: () => Promise<unknown>): Promise<number> {
  const calls = () =>
    vi.mocked(zlib.brotliCompressSync).mock.calls.length +
    vi.mocked(zlib.gzipSync).mock.calls.length;
  const before = calls();
  await fn();
  return calls() - before;
}

/**
 * The tracker list, its insights and the analytics are kept in memory per user while the
 * user's data version is unchanged. The database raises the version on every write those
 * answers read, whoever makes it, so an answer is never older than the data.
 */

let now = new Date('2026-11-02T10:00:00Z');
const ctx = useApp({ clock: () => now, users: 2 });
const [owner, stranger] = ctx.users;

const get = (u: TestUser, url: string) => ctx.as(u)({ method: 'GET', url });
const send = (u: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.as(u)({ method, url, payload: payload ?? {} });

/** Counts the SQL statements that read the named table while `fn` runs. */
const queriesOn = (table: string, fn: () => Promise<unknown>) =>
  countQueries(ctx.db, new RegExp(`from "${table}"`, 'i'), fn);

const versionOf = async (userId: string) =>
  (
    await ctx.db.db
      .select()
      .from(userDataVersions)
      .where(sql`${userDataVersions.userId} = ${userId}`)
  )[0]?.version ?? 0;

describe('kept answers', () => {
  it('serve a repeated read without reading the applications again, byte for byte', async () => {
    for (const company of ['Cobalt Harbor', 'Fernway Health'])
      expect(
        (await send(owner, 'POST', '/api/applications', { jobTitle: 'Engineer', company }))
          .statusCode,
      ).toBe(200);
    const first = await get(owner, '/api/applications');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    let second = first;
    const reads = await queriesOn('applications', async () => {
      second = await get(owner, '/api/applications');
    });
    expect(reads).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.json()).toHaveLength(2);
  });

  it('answer each query and each user on their own', async () => {
    const filtered = await get(owner, '/api/applications?q=Fernway');
    expect(filtered.json().map((a: { company: string }) => a.company)).toEqual(['Fernway Health']);
    expect((await get(owner, '/api/applications')).json()).toHaveLength(2);
    expect((await get(stranger, '/api/applications')).json()).toEqual([]);
    expect((await get(stranger, '/api/applications/insights')).json().metrics.total).toBe(0);
  });

  it('show a change made through the API at once', async () => {
    const [app1] = (await get(owner, '/api/applications')).json() as { id: number }[];
    const before = (await get(owner, '/api/applications/insights')).json().metrics.interviews;
    expect(
      (await send(owner, 'PATCH', `/api/applications/${app1!.id}`, { status: 'interview' }))
        .statusCode,
    ).toBe(200);
    const list = (await get(owner, '/api/applications')).json() as {
      id: number;
      status: string;
    }[];
    expect(list.find((a) => a.id === app1!.id)?.status).toBe('interview');
    expect((await get(owner, '/api/applications/insights')).json().metrics.interviews).toBe(
      before + 1,
    );
    expect((await send(owner, 'DELETE', `/api/applications/${app1!.id}`)).statusCode).toBe(200);
    expect((await get(owner, '/api/applications')).json()).toHaveLength(1);
  });

  it('show a change another server instance or a script wrote straight to the database', async () => {
    const version = await versionOf(owner.id);
    await get(owner, '/api/applications');
    await get(owner, '/api/analytics');
    await ctx.db.db.execute(
      sql`update applications set company = 'Renamed Elsewhere' where user_id = ${owner.id}`,
    );
    expect(await versionOf(owner.id)).toBeGreaterThan(version);
    const list = (await get(owner, '/api/applications')).json() as { company: string }[];
    expect(list.map((a) => a.company)).toEqual(['Renamed Elsewhere']);

    const tailored = (await get(owner, '/api/analytics')).json().platformStats.totalResumesCreated;
    await ctx.db.db.execute(
      sql`insert into activities (user_id, type, title, score) values (${owner.id}, 'resume_tailored', 'Elsewhere', 80)`,
    );
    expect((await get(owner, '/api/analytics')).json().platformStats.totalResumesCreated).toBe(
      tailored + 1,
    );
  });

  it("leave other users' versions alone", async () => {
    const version = await versionOf(stranger.id);
    expect(
      (await send(owner, 'POST', '/api/applications', { jobTitle: 'QA', company: 'Ivy' }))
        .statusCode,
    ).toBe(200);
    expect(await versionOf(stranger.id)).toBe(version);
  });

  it('are computed again on a new day (stale flags and "this week" move with the date)', async () => {
    await get(owner, '/api/applications');
    expect(await queriesOn('applications', () => get(owner, '/api/applications'))).toBe(0);
    now = new Date(now.getTime() + 86_400_000);
    expect(await queriesOn('applications', () => get(owner, '/api/applications'))).toBe(1);
  });

  it('need a session like every other read', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/applications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('kept lists and dashboard', () => {
  /** each list, the table it reads, and a row of the owner's written straight to that table */
  const LISTS = [
    {
      url: '/api/resumes',
      table: 'resumes',
      insert: (id: string) =>
        sql`insert into resumes (user_id, title, content) values (${id}, 'Direct', 'Text of a resume')`,
    },
    {
      url: '/api/saved-resumes',
      table: 'saved_resumes',
      insert: (id: string) =>
        sql`insert into saved_resumes (user_id, title, content) values (${id}, 'Direct', 'Text')`,
    },
    {
      url: '/api/cover-letters',
      table: 'cover_letters',
      insert: (id: string) =>
        sql`insert into cover_letters (user_id, title, content, tone, provider) values (${id}, 'Direct', 'Dear team', 'professional', 'local')`,
    },
    {
      url: '/api/saved-cover-letters',
      table: 'saved_cover_letters',
      insert: (id: string) =>
        sql`insert into saved_cover_letters (user_id, title, content) values (${id}, 'Direct', 'Dear team')`,
    },
    {
      url: '/api/interviews',
      table: 'interview_sessions',
      insert: (id: string) =>
        sql`insert into interview_sessions (user_id, title, interview_type, provider) values (${id}, 'Direct', 'behavioral', 'local')`,
    },
  ];

  it.each(LISTS)('$url: kept, and changed by a row written anywhere', async (list) => {
    const first = await get(owner, list.url);
    expect(first.statusCode, first.body).toBe(200);
    expect(await queriesOn(list.table, () => get(owner, list.url))).toBe(0);
    const before = (first.json() as unknown[]).length;
    await ctx.db.db.execute(list.insert(owner.id));
    const after = await get(owner, list.url);
    expect((after.json() as { title: string }[]).length).toBe(before + 1);
    expect((after.json() as { title: string }[]).some((r) => r.title.includes('Direct'))).toBe(
      true,
    );
    // the stranger's answer is their own
    expect((await get(stranger, list.url)).json()).toEqual([]);
  });

  it('keeps the dashboard until an activity or the user changes', async () => {
    const first = await get(owner, '/api/dashboard');
    expect(first.statusCode).toBe(200);
    expect(await queriesOn('activities', () => get(owner, '/api/dashboard'))).toBe(0);
    const count = first.json().stats.interviewsPracticed as number;
    await ctx.db.db.execute(
      sql`insert into activities (user_id, type, title) values (${owner.id}, 'interview_practiced', 'Elsewhere')`,
    );
    expect((await get(owner, '/api/dashboard')).json().stats.interviewsPracticed).toBe(count + 1);
    await ctx.db.db.execute(sql`update "user" set first_name = 'Renamed' where id = ${owner.id}`);
    expect((await get(owner, '/api/dashboard')).json().user.name).toMatch(/^Renamed/);
  });
});

describe('kept answers, compressed', () => {
  const read = (headers: Record<string, string>) =>
    ctx.as(owner)({ method: 'GET', url: '/api/saved-resumes', headers });

  it('are compressed once, as each encoding is asked for, and read back the same', async () => {
    const content =
      'Led a team of 12 nurses across two wards; cut handover errors by 40%.\n'.repeat(40);
    await ctx.db.db.execute(
      sql`insert into saved_resumes (user_id, title, content) values (${owner.id}, 'Ward lead', ${content})`,
    );
    const plain = await read({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      let first = plain;
      expect(
        await compressions(async () => {
          first = await read({ 'accept-encoding': `${encoding}, deflate` });
        }),
      ).toBe(1);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      let again = first;
      const spent = await compressions(async () => {
        again = await read({ 'accept-encoding': encoding });
      });
      expect(spent).toBe(0);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('prefer brotli, and are sent plain when the request asks for none', async () => {
    expect((await read({ 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    expect((await read({ 'accept-encoding': '*' })).headers['content-encoding']).toBe('gzip');
    const plainAsked: Record<string, string>[] = [
      { 'accept-encoding': 'identity' },
      { 'x-no-compression': '1' },
    ];
    for (const headers of plainAsked) {
      const res = await read({ 'accept-encoding': 'br', ...headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual((await read({})).json());
    }
  });
});
