import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { userDataVersions } from '../src/db/schema';
import { as, countQueries, signUp, testConfig, testDatabase, type TestUser } from './helpers';

/**
 * The tracker list, its insights and the analytics are kept in memory per user while the
 * user's data version is unchanged. The database raises the version on every write those
 * answers read, whoever makes it, so an answer is never older than the data.
 */

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let now = new Date('2026-11-02T10:00:00Z');
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  db = await testDatabase();
  app = await buildApp({
    config: testConfig(),
    database: db,
    webRoot: false,
    logger: false,
    clock: () => now,
  });
  await app.ready();
  owner = await signUp(app);
  stranger = await signUp(app);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (u: TestUser, url: string) => as(app, u)({ method: 'GET', url });
const send = (u: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  as(app, u)({ method, url, payload: payload ?? {} });

/** Counts the SQL statements that read the named table while `fn` runs. */
const queriesOn = (table: string, fn: () => Promise<unknown>) =>
  countQueries(db, new RegExp(`from "${table}"`, 'i'), fn);

const versionOf = async (userId: string) =>
  (
    await db.db
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
    await db.db.execute(
      sql`update applications set company = 'Renamed Elsewhere' where user_id = ${owner.id}`,
    );
    expect(await versionOf(owner.id)).toBeGreaterThan(version);
    const list = (await get(owner, '/api/applications')).json() as { company: string }[];
    expect(list.map((a) => a.company)).toEqual(['Renamed Elsewhere']);

    const tailored = (await get(owner, '/api/analytics')).json().platformStats.totalResumesCreated;
    await db.db.execute(
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
    const res = await app.inject({ method: 'GET', url: '/api/applications' });
    expect(res.statusCode).toBe(401);
  });
});
