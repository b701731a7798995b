/**
 * BILLING_MODE=stripe end to end against a fake of Stripe's endpoints (the SDK pointed at it) and
 * real signed webhooks: checkout, portal, duplicated and shuffled events, bad signatures, cancel,
 * past_due, an ended subscription, reconciling, and plan limits at and past the edge.
 */
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { documentFromText } from '@careerforge/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactor } from '../src/db/query';
import { subscriptions } from '../src/db/schema';
import { usageMeters } from '../src/modules';
import { billingService } from '../src/modules/billing/service';
import { stripeGateway } from '../src/modules/billing/stripe';
import { testConfig, useApp, type TestUser } from './helpers';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { fixture } from './fixtures';

const SECRET = 'whsec_test_secret';
const PRICES = {
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_month',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_year',
  STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_ent_month',
  STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_ent_year',
};

let stripe: FakeStripe;
let env: Record<string, string>;
beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: SECRET });
  env = {
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
    ...PRICES,
  };
});
afterAll(async () => stripe.close());

const ctx = useApp({ env: () => env });

const { call } = ctx;
const subscription = async (u: TestUser) => (await call(u, 'GET', '/api/subscription')).json();
const deliver = (event: Stripe.Event | string, signature?: string | null) => {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature ?? stripe.sign(payload) }),
    },
    payload,
  });
};
const eventCount = async () =>
  Number(
    (
      (await ctx.db.db.execute(sql`select count(*)::int as n from billing_events`)).rows[0] as {
        n: number;
      }
    ).n,
  );

/** Signs a user up and takes them through Checkout to a paid plan. */
async function subscribed(planId = 'pro', interval = 'month') {
  const u = await ctx.signUp();
  const res = await call(u, 'POST', '/api/subscription/upgrade', { planId, interval });
  expect(res.statusCode).toBe(200);
  const sessionId = new URL(res.json().checkoutUrl).pathname.split('/').pop()!;
  const { subscription: sub, event } = stripe.completeCheckout(sessionId);
  expect((await deliver(event)).statusCode).toBe(200);
  return { u, sub, event };
}

const letter = { jobDescription: fixture('jd-backend.txt'), tone: 'formal' };

describe('Stripe mode: checkout and webhooks', () => {
  it('answers a Checkout address, and the plan changes only when Stripe says it is paid', async () => {
    const u = await ctx.signUp();
    const res = await call(u, 'POST', '/api/subscription/upgrade', {
      planId: 'pro',
      interval: 'year',
    });
    expect(res.statusCode).toBe(200);
    const { checkoutUrl, subscription: before } = res.json();
    expect(checkoutUrl).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    expect(before.plan).toBe('free');
    const session = [...stripe.sessions.values()].pop()!;
    expect(session.price).toBe('price_pro_year');
    expect(session.client_reference_id).toBe(u.id);
    expect(session.success_url).toMatch(/\/subscription\?checkout=success$/);

    const { event } = stripe.completeCheckout(session.id);
    expect((await deliver(event)).json()).toEqual({ received: true });
    const after = await subscription(u);
    expect(after).toMatchObject({
      plan: 'pro',
      status: 'active',
      interval: 'year',
      cancelAtPeriodEnd: false,
      enforced: true,
    });
    expect(new Date(after.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('applies a replayed event once: the replay changes nothing', async () => {
    const { u, sub, event } = await subscribed();
    const count = await eventCount();
    sub.status = 'canceled';
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventCount()).toBe(count);
    expect((await subscription(u)).plan).toBe('pro');
  });

  it('follows Stripe’s current subscription whatever order the events arrive in', async () => {
    const { u, sub } = await subscribed();
    const created = stripe.event('customer.subscription.created', {
      ...structuredClone(sub),
      cancel_at_period_end: false,
    });
    sub.cancel_at_period_end = true;
    const updated = stripe.event('customer.subscription.updated', structuredClone(sub));
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await subscription(u)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { u, sub } = await subscribed();
    sub.status = 'canceled';
    const event = stripe.event('customer.subscription.deleted', structuredClone(sub));
    const payload = JSON.stringify(event);
    const count = await eventCount();
    const bad = await deliver(payload, stripe.sign(payload, 'whsec_someone_else'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('The webhook signature is not valid.');
    const missing = await deliver(payload, null);
    expect(missing.statusCode).toBe(400);
    const tampered = await deliver(payload.replace('"canceled"', '"active"'), stripe.sign(payload));
    expect(tampered.statusCode).toBe(400);
    expect(await eventCount()).toBe(count);
    expect((await subscription(u)).plan).toBe('pro');
  });

  it('answers 200 to an event type it does not use, and ignores it', async () => {
    const u = await ctx.signUp();
    const res = await deliver(stripe.event('product.created', { id: 'prod_1', object: 'product' }));
    expect(res.statusCode).toBe(200);
    expect((await subscription(u)).plan).toBe('free');
  });

  it('keeps the paid plan while past_due, and ends it when Stripe does', async () => {
    const { u, sub } = await subscribed();
    sub.status = 'past_due';
    await deliver(
      stripe.event('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer: sub.customer,
        parent: { subscription_details: { subscription: sub.id } },
      }),
    );
    expect(await subscription(u)).toMatchObject({ plan: 'pro', status: 'past_due' });
    for (let i = 0; i < 3; i++)
      expect((await call(u, 'POST', '/api/cover-letters/generate', letter)).statusCode).toBe(200);

    sub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', structuredClone(sub)));
    expect(await subscription(u)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      enforced: true,
    });
  });

  it('cancels at the period end in Stripe, and shows it', async () => {
    const { u, sub } = await subscribed('enterprise', 'month');
    const res = await call(u, 'POST', '/api/subscription/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'enterprise', cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
  });

  it('changes a live subscription’s price instead of a second checkout', async () => {
    const { u, sub } = await subscribed('pro', 'month');
    const res = await call(u, 'POST', '/api/subscription/upgrade', {
      planId: 'enterprise',
      interval: 'month',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkoutUrl).toBeUndefined();
    expect(res.json().subscription.plan).toBe('enterprise');
    expect(stripe.subscriptions.get(sub.id)!.items.data[0]!.price.id).toBe('price_ent_month');
    const same = await call(u, 'POST', '/api/subscription/upgrade', {
      planId: 'enterprise',
      interval: 'month',
    });
    expect(same.statusCode).toBe(400);
  });

  it('sends Manage Billing to Stripe’s customer portal', async () => {
    const { u } = await subscribed();
    const res = await call(u, 'GET', '/billing/portal');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${stripe.url}/portal/cus_`));
  });

  it('answers 502 when Stripe fails, and changes nothing', async () => {
    const u = await ctx.signUp();
    stripe.failWith(500);
    try {
      const res = await call(u, 'POST', '/api/subscription/upgrade', { planId: 'pro' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toMatch(/payment provider/);
    } finally {
      stripe.failWith(0);
    }
    expect((await subscription(u)).plan).toBe('free');
  });

  it('reconciles: a dropped event never leaves a paying user locked out', async () => {
    const { u, sub } = await subscribed();
    sub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', structuredClone(sub)));
    expect((await subscription(u)).plan).toBe('free');
    // Stripe revives it, and that event never arrives
    sub.status = 'active';
    const service = billingService({
      db: ctx.db.db,
      transact: transactor(ctx.db.db),
      billing: testConfig(env).billing,
      clock: () => new Date(),
      gateway: stripeGateway(testConfig(env).billing as Parameters<typeof stripeGateway>[0]),
      meters: usageMeters,
    });
    const result = await service.reconcile();
    expect(result.failed).toEqual([]);
    expect(result.updated).toBeGreaterThan(0);
    expect((await subscription(u)).plan).toBe('pro');
    const [row] = await ctx.db.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, u.id));
    expect(row!.stripeSubscriptionId).toBe(sub.id);
  });
});

describe('Stripe mode: plan limits on the server', () => {
  it('lets the free plan reach its limit and answers 402 past it, writing nothing', async () => {
    const u = await ctx.signUp();
    for (let i = 0; i < 2; i++)
      expect((await call(u, 'POST', '/api/cover-letters/generate', letter)).statusCode).toBe(200);
    const history = (await call(u, 'GET', '/api/cover-letters')).json().length;
    const res = await call(u, 'POST', '/api/cover-letters/generate', letter);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('PLAN_LIMIT_REACHED');
    expect(res.json().error.message).toMatch(
      /^Your Starter plan includes 2 cover letters a month, and you have used them all\. Upgrade to Professional for unlimited use\./,
    );
    expect((await call(u, 'GET', '/api/cover-letters')).json().length).toBe(history);
    expect((await subscription(u)).usage.coverLetters).toBe(2);
  });

  it('counts tailorings and exports against their own limits', async () => {
    const u = await ctx.signUp();
    const tailor = {
      resumeContent: fixture('resume-classic.txt'),
      jobDescription: fixture('jd-backend.txt'),
      tailoringMode: 'basic',
    };
    for (let i = 0; i < 3; i++)
      expect((await call(u, 'POST', '/api/ai/tailor-resume', tailor)).statusCode).toBe(200);
    expect((await call(u, 'POST', '/api/ai/tailor-resume', tailor)).statusCode).toBe(402);
    const file = { content: 'Dear team,\n\nHello.', format: 'pdf' };
    for (let i = 0; i < 5; i++)
      expect((await call(u, 'POST', '/api/cover-letters/export', file)).statusCode).toBe(200);
    const sixth = await call(u, 'POST', '/api/cover-letters/export', file);
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().error.message).toMatch(/5 exports a month/);
    // a resume export counts against the same allowance
    const resume = await call(u, 'POST', '/api/resumes/export', {
      format: 'html',
      document: documentFromText(fixture('resume-classic.txt')),
    });
    expect(resume.statusCode).toBe(402);
  });

  it('caps tracked applications, added one by one or imported, before writing any', async () => {
    const u = await ctx.signUp();
    for (let i = 0; i < 9; i++)
      expect(
        (await call(u, 'POST', '/api/applications', { jobTitle: `Role ${i}`, company: 'Acme' }))
          .statusCode,
      ).toBe(200);
    const csv = 'Company,Title\nGlobex,Engineer\nInitech,Analyst\n';
    const imported = await call(u, 'POST', '/api/applications/import', { csv });
    expect(imported.statusCode).toBe(402);
    expect(imported.json().error.message).toMatch(/tracks up to 10 applications/);
    expect((await call(u, 'GET', '/api/applications')).json()).toHaveLength(9);
    expect(
      (await call(u, 'POST', '/api/applications', { jobTitle: 'Tenth', company: 'Acme' }))
        .statusCode,
    ).toBe(200);
    const eleventh = await call(u, 'POST', '/api/applications', { jobTitle: 'More', company: 'X' });
    expect(eleventh.statusCode).toBe(402);
    expect((await subscription(u)).usage.applications).toBe(10);
  });

  it('caps interview practice sessions at five a month on the free plan', async () => {
    const u = await ctx.signUp();
    const session = {
      jobDescription: fixture('jd-backend.txt'),
      interviewType: 'technical',
      title: 'Backend',
    };
    for (let i = 0; i < 5; i++)
      expect((await call(u, 'POST', '/api/interviews/generate', session)).statusCode).toBe(200);
    const sixth = await call(u, 'POST', '/api/interviews/generate', session);
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().error.message).toMatch(/5 interview practice sessions a month/);
    expect((await call(u, 'GET', '/api/interviews')).json()).toHaveLength(5);
  });
});
