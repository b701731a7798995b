/** Plans and usage with BILLING_MODE=free (the default): every change at once, no limit enforced. */
import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';
import { fixture } from './fixtures';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const { call } = ctx;
const subscription = async (u: TestUser) => (await call(u, 'GET', '/api/subscription')).json();

describe('free billing mode', () => {
  it('starts every user on Starter, active, with real zero usage and limits not enforced', async () => {
    const sub = await subscription(user);
    expect(sub).toMatchObject({
      plan: 'free',
      planName: 'Starter',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      usage: { resumes: 0, coverLetters: 0, interviews: 0, applications: 0, exports: 0 },
      limits: { resumes: 3, coverLetters: 2, interviews: 5, applications: 10, exports: 5 },
      mode: 'free',
      enforced: false,
    });
    expect(new Date(sub.usagePeriod.start).getUTCDate()).toBe(1);
  });

  it('counts what the user really did this month, past the limit, without refusing', async () => {
    const u = await ctx.signUp();
    const letter = {
      jobDescription: fixture('jd-backend.txt'),
      tone: 'formal',
      companyName: 'Cobalt Harbor',
    };
    for (let i = 0; i < 3; i++)
      expect((await call(u, 'POST', '/api/cover-letters/generate', letter)).statusCode).toBe(200);
    const exported = await call(u, 'POST', '/api/cover-letters/export', {
      content: 'Dear team,\n\nHello.',
      format: 'docx',
    });
    expect(exported.statusCode).toBe(200);
    const sub = await subscription(u);
    expect(sub.usage).toMatchObject({ coverLetters: 3, exports: 1, resumes: 0 });
  });

  it('upgrades at once, with no checkout address, and refuses the plan it is on', async () => {
    const u = await ctx.signUp();
    const res = await call(u, 'POST', '/api/subscription/upgrade', {
      planId: 'pro',
      interval: 'year',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checkoutUrl).toBeUndefined();
    expect(body.subscription).toMatchObject({
      plan: 'pro',
      planName: 'Professional',
      interval: 'year',
    });
    const end = new Date(body.subscription.currentPeriodEnd);
    expect(end.getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(body.subscription.limits.coverLetters).toBeNull();

    const again = await call(u, 'POST', '/api/subscription/upgrade', {
      planId: 'pro',
      interval: 'year',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('You are already on the Professional plan.');
  });

  it('refuses an unknown plan or interval and changes nothing', async () => {
    const u = await ctx.signUp();
    const plan = await call(u, 'POST', '/api/subscription/upgrade', { planId: 'platinum' });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.message).toMatch(/Plan must be one of: free, pro, enterprise/);
    const interval = await call(u, 'POST', '/api/subscription/upgrade', {
      planId: 'pro',
      interval: 'week',
    });
    expect(interval.statusCode).toBe(400);
    expect((await subscription(u)).plan).toBe('free');
  });

  it('cancels at the end of the period; the free plan has nothing to cancel', async () => {
    const u = await ctx.signUp();
    const free = await call(u, 'POST', '/api/subscription/cancel');
    expect(free.statusCode).toBe(400);
    expect(free.json().error.message).toBe(
      'You are on the free plan: there is no subscription to cancel.',
    );
    await call(u, 'POST', '/api/subscription/upgrade', { planId: 'enterprise', interval: 'month' });
    const res = await call(u, 'POST', '/api/subscription/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'enterprise', cancelAtPeriodEnd: true });
  });

  it('sends Manage Billing to the billing tab, and a signed-out browser to sign in', async () => {
    const res = await call(user, 'GET', '/billing/portal');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/subscription\?tab=billing$/);
    const out = await call(null, 'GET', '/billing/portal');
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/auth');
  });

  it('answers 404 to a Stripe webhook, and 401 to the calls without a session', async () => {
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{"id":"evt_1"}',
    });
    expect(hook.statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/subscription')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/subscription/cancel')).statusCode).toBe(401);
  });
});
