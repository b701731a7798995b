import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationTrackerSettings } from '../src/db/schema';
import { randomIp, useApp, type TestUser } from './helpers';
import { eventOf, parseCalendar } from './application-tracker-calendar-helpers';

const ctx = useApp();

const FEED_URL = /^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

const feed = (u: TestUser, method: 'GET' | 'POST' | 'DELETE') =>
  ctx.as(u)({ method, url: '/api/applications/calendar-feed' });

/** Makes a feed and answers its token (read from the address, the only place it appears). */
async function createFeed(u: TestUser): Promise<string> {
  const res = await feed(u, 'POST');
  expect(res.statusCode).toBe(200);
  const match = FEED_URL.exec(res.json().url);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The feed as a calendar app fetches it: no cookie, no Origin, its own address. */
const fetchFeed = (token: string, ip = randomIp()) =>
  ctx.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics`, remoteAddress: ip });

async function addInterview(u: TestUser, jobTitle: string) {
  const res = await ctx.call(u, 'POST', '/api/applications', {
    jobTitle,
    company: 'Acme',
    interviewAt: '2025-05-01T09:00:00Z',
  });
  return res.json().id as number;
}

describe('the private calendar feed', () => {
  it('is made on request, answers the calendar without a cookie, and is cacheable for 5 minutes', async () => {
    const u = await ctx.signUp();
    expect((await feed(u, 'GET')).json()).toEqual({ active: false, createdAt: null });
    const id = await addInterview(u, 'Feed Engineer');
    const token = await createFeed(u);

    const res = await fetchFeed(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    const { events } = parseCalendar(res.body);
    expect(eventOf(events, id, 'interview')?.summary).toBe('Interview: Feed Engineer at Acme');

    const status = await feed(u, 'GET');
    expect(status.json()).toEqual({ active: true, createdAt: expect.any(String) });
    expect(status.body).not.toContain(token);
  });

  it('stores only the SHA-256 digest of the token, never the token', async () => {
    const u = await ctx.signUp();
    const token = await createFeed(u);
    const [row] = await ctx.db.db
      .select()
      .from(applicationTrackerSettings)
      .where(eq(applicationTrackerSettings.userId, u.id));
    expect(row!.calendarFeedDigest).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // making a feed leaves the follow-up setting at its default
    expect(row!.followUpDays).toBe(7);
  });

  it('stops at once when revoked, and a new address ends the old one', async () => {
    const u = await ctx.signUp();
    const first = await createFeed(u);
    const second = await createFeed(u);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const revoked = await feed(u, 'DELETE');
    expect(revoked.json()).toEqual({ ok: true });
    const gone = await fetchFeed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Calendar not found.');
    expect((await feed(u, 'GET')).json()).toEqual({ active: false, createdAt: null });
    // revoking twice, or with no feed, is fine
    expect((await feed(u, 'DELETE')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}%00`, '.'.repeat(43)]) {
      expect((await fetchFeed(token)).statusCode, token).toBe(404);
    }
  });

  it("shows each feed its owner's applications and nobody else's", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const aliceId = await addInterview(alice, 'Alice Role');
    const bobId = await addInterview(bob, 'Bob Role');
    const aliceToken = await createFeed(alice);
    const bobToken = await createFeed(bob);

    const aliceFeed = (await fetchFeed(aliceToken)).body;
    expect(eventOf(parseCalendar(aliceFeed).events, aliceId, 'interview')).toBeDefined();
    expect(aliceFeed).not.toContain('Bob Role');
    const bobFeed = (await fetchFeed(bobToken)).body;
    expect(eventOf(parseCalendar(bobFeed).events, bobId, 'interview')).toBeDefined();
    expect(bobFeed).not.toContain('Alice Role');
    // Alice ending her feed leaves Bob's alone
    await feed(alice, 'DELETE');
    expect((await fetchFeed(bobToken)).statusCode).toBe(200);
  });

  it("follows the owner's changes and follow-up setting", async () => {
    const u = await ctx.signUp();
    const token = await createFeed(u);
    const res = await ctx.call(u, 'POST', '/api/applications', {
      jobTitle: 'Waiting',
      company: 'Acme',
      applicationDate: '2025-03-01',
    });
    const id = res.json().id as number;
    const followUp = async () =>
      eventOf(parseCalendar((await fetchFeed(token)).body).events, id, 'follow-up');
    expect((await followUp())?.day).toBe('2025-03-08');
    await ctx.call(u, 'PATCH', '/api/applications/settings', { followUpDays: null });
    expect(await followUp()).toBeUndefined();
  });

  it('is limited per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await fetchFeed('B'.repeat(43), ip)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    // another address is not held up
    expect((await fetchFeed('B'.repeat(43))).statusCode).toBe(404);
  });

  it('is for signed-in users to make, see and end', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.as(null)({ method, url: '/api/applications/calendar-feed' });
      expect(res.statusCode, method).toBe(401);
    }
  });
});

describe('the feed address with PUBLIC_URL set', () => {
  const pub = useApp({ env: { PUBLIC_URL: 'https://careers.example.com/' } });

  it('starts with the configured public address, not the request host', async () => {
    const u = await pub.signUp();
    const res = await pub.as(u)({ method: 'POST', url: '/api/applications/calendar-feed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(
      /^https:\/\/careers\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
  });
});
