import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloads, pageViews, usageEvents, usageSessions, user } from '../src/db/schema';
import { randomIp, useApp, type TestUser } from './helpers';

const ctx = useApp();

/** Turns on usage analytics consent for the user (the settings page does this). */
async function consent(u: TestUser, on = true) {
  await ctx.db.db.update(user).set({ consentAnalytics: on }).where(eq(user.id, u.id));
  return u;
}
const signUpConsenting = async () => consent(await ctx.signUp());

const tableCounts = async () => ({
  pageViews: (await ctx.db.db.select().from(pageViews)).length,
  usageEvents: (await ctx.db.db.select().from(usageEvents)).length,
  usageSessions: (await ctx.db.db.select().from(usageSessions)).length,
  downloads: (await ctx.db.db.select().from(downloads)).length,
});

/** One call to every telemetry route; each answers 200 whether or not it stores anything. */
async function sendAll(u: TestUser | null) {
  const send = ctx.as(u);
  const post = async (url: string, payload: object) => {
    const res = await send({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  await post('/api/analytics/page-view', { pageName: 'dashboard' });
  await post('/api/analytics/event', { eventType: 'clicked', metadata: { a: 1 } });
  const { sessionId } = await post('/api/analytics/session/start', { module: 'resume-lab' });
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await post('/api/analytics/session/end', { sessionId });
  await post('/api/analytics/download', { resumeId: 3, downloadType: 'txt' });
}

describe('usage telemetry ingestion (with consent)', () => {
  it('stores a page view for the signed-in user', async () => {
    const u = await signUpConsenting();
    const res = await ctx.call(u, 'POST', '/api/analytics/page-view', {
      pageName: 'dashboard',
      userId: 1,
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db.db.select().from(pageViews).where(eq(pageViews.userId, u.id));
    expect(rows.map((r) => r.pageName)).toEqual(['dashboard']);
  });

  it('stores an event with its metadata', async () => {
    const u = await signUpConsenting();
    await ctx.call(u, 'POST', '/api/analytics/event', {
      eventType: 'resume_exported',
      eventTarget: 'resume-lab',
      metadata: { resumeId: 7, format: 'txt' },
    });
    const [row] = await ctx.db.db.select().from(usageEvents).where(eq(usageEvents.userId, u.id));
    expect(row).toMatchObject({
      eventType: 'resume_exported',
      eventTarget: 'resume-lab',
      metadata: { resumeId: 7, format: 'txt' },
    });
  });

  it('starts a session, answers its id, and ends it', async () => {
    const u = await signUpConsenting();
    const start = await ctx.call(u, 'POST', '/api/analytics/session/start', {
      module: 'resume-lab',
    });
    const { sessionId } = start.json();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const end = await ctx.call(u, 'POST', '/api/analytics/session/end', { sessionId });
    expect(end.statusCode).toBe(200);
    const [row] = await ctx.db.db
      .select()
      .from(usageSessions)
      .where(eq(usageSessions.id, sessionId));
    expect(row?.userId).toBe(u.id);
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it("cannot end another user's session", async () => {
    const a = await signUpConsenting();
    const b = await signUpConsenting();
    const { sessionId } = (
      await ctx.call(a, 'POST', '/api/analytics/session/start', { module: 'x' })
    ).json();
    await ctx.call(b, 'POST', '/api/analytics/session/end', { sessionId });
    const [row] = await ctx.db.db
      .select()
      .from(usageSessions)
      .where(eq(usageSessions.id, sessionId));
    expect(row?.endedAt).toBeNull();
  });

  it('stores a download', async () => {
    const u = await signUpConsenting();
    await ctx.call(u, 'POST', '/api/analytics/download', { resumeId: 12, downloadType: 'txt' });
    const rows = await ctx.db.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.userId, u.id), eq(downloads.resumeId, '12')));
    expect(rows).toHaveLength(1);
  });

  it('answers signed-out page views with 200', async () => {
    const res = await ctx.call(null, 'POST', '/api/analytics/page-view', { pageName: 'pricing' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a payload without the required field', async () => {
    const res = await ctx.call(null, 'POST', '/api/analytics/event', { metadata: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('eventType');
  });
});

describe('nothing stored without consent', () => {
  it('stores nothing for a signed-out visitor, yet answers every route', async () => {
    const before = await tableCounts();
    await sendAll(null);
    expect(await tableCounts()).toEqual(before);
  });

  it('stores nothing for a signed-in user who has not consented (the default)', async () => {
    const u = await ctx.signUp();
    await sendAll(u);
    for (const table of [pageViews, usageEvents, usageSessions, downloads]) {
      expect(await ctx.db.db.select().from(table).where(eq(table.userId, u.id))).toEqual([]);
    }
  });

  it('stops storing when consent is turned off', async () => {
    const u = await signUpConsenting();
    await sendAll(u);
    await consent(u, false);
    await sendAll(u);
    const views = await ctx.db.db.select().from(pageViews).where(eq(pageViews.userId, u.id));
    expect(views).toHaveLength(1);
  });
});

describe('bounded ingestion', () => {
  const event = (u: TestUser | null, payload: unknown) =>
    ctx.call(u, 'POST', '/api/analytics/event', payload as object);

  it('refuses metadata over 2 KB and deeper than 8 levels', async () => {
    const u = await signUpConsenting();
    const big = await event(u, { eventType: 'x', metadata: { blob: 'x'.repeat(2100) } });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields).toHaveProperty('metadata');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 8; i++) deep = { d: deep };
    const tooDeep = await event(u, { eventType: 'x', metadata: deep });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error.fields).toHaveProperty('metadata');
    expect(await ctx.db.db.select().from(usageEvents).where(eq(usageEvents.userId, u.id))).toEqual(
      [],
    );
  });

  it('refuses a body over 4 KB with 413', async () => {
    const res = await event(null, { eventType: 'x', eventTarget: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses NUL bytes in a field, naming it', async () => {
    const res = await ctx.call(null, 'POST', '/api/analytics/page-view', { pageName: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Page name contains characters that are not allowed.');
  });

  it('rate-limits each client to 120 requests a minute', async () => {
    const ip = randomIp();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        remoteAddress: ip,
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        payload: { pageName: 'home' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await send()).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
    // Another address is not affected.
    const other = await ctx.call(null, 'POST', '/api/analytics/page-view', { pageName: 'home' });
    expect(other.statusCode).toBe(200);
  });
});
