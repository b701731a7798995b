import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, pageViews, usageEvents, usageSessions } from '../src/db/schema';
import { as, signUp, testApp } from './helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(async () => ctx.close());

describe('usage analytics ingestion', () => {
  it('stores a page view for the signed-in user', async () => {
    const u = await signUp(ctx.app);
    const res = await as(
      ctx.app,
      u,
    )({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { pageName: 'dashboard', userId: 1 },
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db.db.select().from(pageViews).where(eq(pageViews.userId, u.id));
    expect(rows.map((r) => r.pageName)).toEqual(['dashboard']);
  });

  it('stores an event with its metadata', async () => {
    const u = await signUp(ctx.app);
    await as(
      ctx.app,
      u,
    )({
      method: 'POST',
      url: '/api/analytics/event',
      payload: {
        eventType: 'resume_exported',
        eventTarget: 'resume-lab',
        metadata: { resumeId: 7, format: 'txt' },
      },
    });
    const [row] = await ctx.db.db.select().from(usageEvents).where(eq(usageEvents.userId, u.id));
    expect(row).toMatchObject({
      eventType: 'resume_exported',
      eventTarget: 'resume-lab',
      metadata: { resumeId: 7, format: 'txt' },
    });
  });

  it('starts a session, answers its id, and ends it', async () => {
    const u = await signUp(ctx.app);
    const start = await as(
      ctx.app,
      u,
    )({ method: 'POST', url: '/api/analytics/session/start', payload: { module: 'resume-lab' } });
    const { sessionId } = start.json();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const end = await as(
      ctx.app,
      u,
    )({ method: 'POST', url: '/api/analytics/session/end', payload: { sessionId } });
    expect(end.statusCode).toBe(200);
    const [row] = await ctx.db.db
      .select()
      .from(usageSessions)
      .where(eq(usageSessions.id, sessionId));
    expect(row?.userId).toBe(u.id);
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it("cannot end another user's session", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const { sessionId } = (
      await as(
        ctx.app,
        a,
      )({ method: 'POST', url: '/api/analytics/session/start', payload: { module: 'x' } })
    ).json();
    await as(
      ctx.app,
      b,
    )({ method: 'POST', url: '/api/analytics/session/end', payload: { sessionId } });
    const [row] = await ctx.db.db
      .select()
      .from(usageSessions)
      .where(eq(usageSessions.id, sessionId));
    expect(row?.endedAt).toBeNull();
  });

  it('stores a download', async () => {
    const u = await signUp(ctx.app);
    await as(
      ctx.app,
      u,
    )({
      method: 'POST',
      url: '/api/analytics/download',
      payload: { resumeId: 12, downloadType: 'txt' },
    });
    const rows = await ctx.db.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.userId, u.id), eq(downloads.resumeId, '12')));
    expect(rows).toHaveLength(1);
  });

  it('records signed-out page views without a user', async () => {
    const res = await as(
      ctx.app,
      null,
    )({ method: 'POST', url: '/api/analytics/page-view', payload: { pageName: 'pricing' } });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a payload without the required field', async () => {
    const res = await as(
      ctx.app,
      null,
    )({ method: 'POST', url: '/api/analytics/event', payload: { metadata: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('eventType');
  });
});
