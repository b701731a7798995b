import {
  PLANS,
  SUBSCRIPTION_STATUSES,
  USAGE_LABELS,
  planById,
  type BillingInterval,
  type PlanId,
  type Subscription,
  type UpgradeData,
  type UpgradeResponse,
  type UsageCounter,
} from '@careerforge/contract';
import type Stripe from 'stripe';
import type { BillingConfig } from '../../config';
import type { Executor, Transact } from '../../db/query';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, paymentRequired } from '../../lib/errors';
import { billingRepo, type SubscriptionRow } from './repo';
import type { StripeGateway, StripeSubscriptionState } from './stripe';
import { countUsage, type UsageSources } from './usage';

export type { OwnedTable, UsageSource, UsageSources } from './usage';

/** Stripe statuses that keep the paid plan (past_due keeps it until Stripe ends the subscription). */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which a subscription never comes back. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Stripe's subscription statuses, as the contract lists them. */
const KNOWN_STATUSES = new Set<string>(SUBSCRIPTION_STATUSES);

/** The creation checks of the tools: one call before anything is written. */
export interface Entitlements {
  /** Throws 402 when `count` more of this counter would go past the plan's limit. */
  assertCanCreate(userId: string, counter: UsageCounter, count?: number): Promise<void>;
}

/** No limit at all (billing off, and tests of other rules). */
export const noLimits: Entitlements = { assertCanCreate: async () => undefined };

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

export interface BillingDeps {
  db: Executor;
  transact: Transact;
  billing: BillingConfig;
  clock: Clock;
  /** Stripe's endpoints (in stripe mode) */
  gateway: StripeGateway | null;
  /** what each plan counter counts, as the modules registered it */
  meters: UsageSources;
}

const fmtDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function addInterval(from: Date, interval: BillingInterval): Date {
  const d = new Date(from);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/** The plan a row entitles to now: a paid plan only while its subscription is live. */
function effectivePlan(row: SubscriptionRow | undefined, now: Date): PlanId {
  if (!row || row.plan === 'free' || !ENTITLED.has(row.status)) return 'free';
  // a cancelled plan without Stripe ends at the end of its period
  if (!row.stripeSubscriptionId && row.cancelAtPeriodEnd && row.currentPeriodEnd)
    if (row.currentPeriodEnd <= now) return 'free';
  return (PLANS.some((p) => p.id === row.plan) ? row.plan : 'free') as PlanId;
}

/** The period the usage counts: the paid period, or the calendar month (UTC). */
function usagePeriod(row: SubscriptionRow | undefined, plan: PlanId, now: Date) {
  if (plan !== 'free' && row?.currentPeriodStart && row.currentPeriodEnd)
    if (row.currentPeriodStart <= now && now < row.currentPeriodEnd)
      return { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** "Your Starter plan includes 2 cover letters a month ..." */
export function limitMessage(
  plan: PlanId,
  counter: UsageCounter,
  limit: number,
  resetsOn: Date,
): string {
  const name = planById(plan).name;
  const { unit } = USAGE_LABELS[counter];
  const lift = 'Upgrade to Professional for unlimited use.';
  if (counter === 'applications')
    return `Your ${name} plan tracks up to ${limit} applications, and you have reached it. Delete one you no longer need, or ${lift.charAt(0).toLowerCase()}${lift.slice(1)}`;
  return `Your ${name} plan includes ${limit} ${unit} a month, and you have used them all. ${lift} Your allowance renews on ${fmtDate(resetsOn)}.`;
}

export function billingService({ db, transact, billing, clock, gateway, meters }: BillingDeps) {
  const repo = billingRepo(db);
  const stripe = () => {
    if (billing.mode !== 'stripe' || !gateway) throw new Error('Stripe is not configured');
    return { gateway, prices: billing.prices };
  };

  /** The plan and interval a Stripe price id stands for. */
  const priceToPlan = (
    priceId: string | null,
  ): { plan: PlanId; interval: BillingInterval } | null => {
    if (billing.mode !== 'stripe' || !priceId) return null;
    for (const plan of ['pro', 'enterprise'] as const)
      for (const interval of ['month', 'year'] as const)
        if (billing.prices[plan][interval] === priceId) return { plan, interval };
    return null;
  };

  /** Stores Stripe's current state of a subscription for a user (the source of truth). */
  const applyState = async (tx: Executor, userId: string, state: StripeSubscriptionState) => {
    const current = await billingRepo(tx).get(userId);
    // an older subscription's late event never overwrites the live one
    if (
      current?.stripeSubscriptionId &&
      current.stripeSubscriptionId !== state.id &&
      ENDED.has(state.status) &&
      ENTITLED.has(current.status)
    )
      return current;
    const mapped = priceToPlan(state.priceId);
    return billingRepo(tx).upsert(userId, {
      plan: mapped?.plan ?? 'free',
      interval: mapped?.interval ?? 'month',
      status: KNOWN_STATUSES.has(state.status) ? state.status : 'incomplete',
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      stripeCustomerId: state.customerId,
      stripeSubscriptionId: state.id,
    });
  };

  const view = async (userId: string): Promise<Subscription> => {
    const now = clock();
    const row = await repo.get(userId);
    const plan = effectivePlan(row, now);
    const period = usagePeriod(row, plan, now);
    const usage = await countUsage(db, meters, userId, period.start);
    const paid = plan !== 'free';
    return {
      plan,
      planName: planById(plan).name,
      status: (row && KNOWN_STATUSES.has(row.status)
        ? row.status
        : 'active') as Subscription['status'],
      interval: (paid ? row!.interval : 'month') as BillingInterval,
      currentPeriodEnd: paid && row?.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
      cancelAtPeriodEnd: paid ? Boolean(row?.cancelAtPeriodEnd) : false,
      usagePeriod: { start: period.start.toISOString(), end: period.end.toISOString() },
      usage,
      limits: planById(plan).limits,
      mode: billing.mode,
      enforced: billing.mode === 'stripe',
    };
  };

  const entitlements: Entitlements = {
    async assertCanCreate(userId, counter, count = 1) {
      if (billing.mode !== 'stripe') return;
      const sub = await view(userId);
      const limit = sub.limits[counter];
      if (limit === null) return;
      if (sub.usage[counter] + count > limit)
        throw paymentRequired(
          limitMessage(sub.plan, counter, limit, new Date(sub.usagePeriod.end)),
        );
    },
  };

  return {
    entitlements,
    get: view,

    /** Changes the plan: at once when billing is free; through Stripe otherwise. */
    async upgrade(user: BillingUser, body: UpgradeData, origin: string): Promise<UpgradeResponse> {
      const now = clock();
      const row = await repo.get(user.id);
      const current = effectivePlan(row, now);
      const target = planById(body.planId);
      if (body.planId === current && (current === 'free' || row?.interval === body.interval))
        throw badRequest(`You are already on the ${target.name} plan.`);

      if (billing.mode === 'free') {
        await repo.upsert(
          user.id,
          body.planId === 'free'
            ? {
                plan: 'free',
                interval: 'month',
                status: 'active',
                currentPeriodStart: null,
                currentPeriodEnd: null,
                cancelAtPeriodEnd: false,
              }
            : {
                plan: body.planId,
                interval: body.interval,
                status: 'active',
                currentPeriodStart: now,
                currentPeriodEnd: addInterval(now, body.interval),
                cancelAtPeriodEnd: false,
              },
        );
        return { subscription: await view(user.id) };
      }

      const { gateway, prices } = stripe();
      if (body.planId === 'free')
        throw badRequest(
          'To move to the free plan, cancel your subscription: it stays active until the end of the billing period.',
        );
      const priceId = prices[body.planId][body.interval];
      // a live subscription changes its price; a new one goes through Checkout
      if (row?.stripeSubscriptionId && current !== 'free') {
        const live = await gateway.retrieveSubscription(row.stripeSubscriptionId);
        if (!ENDED.has(live.status)) {
          const changed = await gateway.changePrice(live, priceId);
          await transact((tx) => applyState(tx, user.id, changed));
          return { subscription: await view(user.id) };
        }
      }
      let customerId = row?.stripeCustomerId ?? null;
      if (!customerId) {
        customerId = await gateway.createCustomer({
          userId: user.id,
          email: user.email,
          name: user.name,
        });
        await repo.upsert(user.id, { stripeCustomerId: customerId });
      }
      const checkoutUrl = await gateway.createCheckout({
        customerId,
        userId: user.id,
        priceId,
        successUrl: `${origin}/subscription?checkout=success`,
        cancelUrl: `${origin}/subscription?checkout=canceled`,
      });
      return { subscription: await view(user.id), checkoutUrl };
    },

    /** Cancels a paid plan at the end of its period (Stripe keeps it active until then). */
    async cancel(userId: string): Promise<Subscription> {
      const row = await repo.get(userId);
      if (effectivePlan(row, clock()) === 'free')
        throw badRequest('You are on the free plan: there is no subscription to cancel.');
      if (row!.cancelAtPeriodEnd) return view(userId);
      if (billing.mode === 'stripe' && row!.stripeSubscriptionId) {
        const state = await stripe().gateway.cancelAtPeriodEnd(row!.stripeSubscriptionId);
        await transact((tx) => applyState(tx, userId, state));
      } else {
        await repo.upsert(userId, { cancelAtPeriodEnd: true });
      }
      return view(userId);
    },

    /** Where Manage Billing goes: Stripe's customer portal, or the billing tab. */
    async portalUrl(userId: string, origin: string): Promise<string> {
      const back = `${origin}/subscription?tab=billing`;
      if (billing.mode !== 'stripe') return back;
      const row = await repo.get(userId);
      if (!row?.stripeCustomerId) return back;
      return stripe().gateway.portalUrl(row.stripeCustomerId, back);
    },

    /**
     * A Stripe event: verified on the raw body, applied once (its id is recorded in the same
     * transaction as the change), and applied as Stripe's current subscription, re-read now, so
     * duplicates and events out of order leave the right state.
     */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      if (billing.mode !== 'stripe')
        throw new HttpError(404, 'NOT_FOUND', 'Billing with Stripe is not enabled on this server.');
      const { gateway } = stripe();
      const event = await gateway.verifyEvent(rawBody, signature);
      const ref = eventRefs(event);
      const state = ref.subscriptionId
        ? await gateway.retrieveSubscription(ref.subscriptionId)
        : null;
      const userId =
        ref.userId ??
        state?.userId ??
        (ref.customerId ? (await repo.byCustomer(ref.customerId))?.userId : undefined) ??
        (state ? (await repo.byCustomer(state.customerId))?.userId : undefined) ??
        null;
      await transact(async (tx) => {
        if (!(await billingRepo(tx).recordEvent(event.id, event.type))) return;
        if (state && userId) await applyState(tx, userId, state);
      });
      return { received: true as const };
    },

    /** Re-reads every customer's subscription from Stripe (npm run billing:reconcile). */
    async reconcile(): Promise<{ checked: number; updated: number; failed: string[] }> {
      if (billing.mode !== 'stripe') return { checked: 0, updated: 0, failed: [] };
      const { gateway } = stripe();
      const rows = await repo.withCustomer();
      let updated = 0;
      const failed: string[] = [];
      for (const row of rows) {
        try {
          const state = row.stripeSubscriptionId
            ? await gateway.retrieveSubscription(row.stripeSubscriptionId)
            : ((await gateway.listSubscriptions(row.stripeCustomerId!))[0] ?? null);
          if (!state) continue;
          await transact((tx) => applyState(tx, row.userId, state));
          updated++;
        } catch {
          failed.push(row.userId);
        }
      }
      return { checked: rows.length, updated, failed };
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;

/** The subscription, customer and user an event is about (none for unrelated types). */
function eventRefs(event: Stripe.Event): {
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
} {
  const obj: Record<string, unknown> = { ...event.data.object };
  const id = (v: unknown) =>
    typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null;
  const meta = (obj.metadata ?? {}) as Record<string, string>;
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  )
    return {
      subscriptionId: id(obj.subscription),
      customerId: id(obj.customer),
      userId: (obj.client_reference_id as string | null) ?? meta.userId ?? null,
    };
  if (event.type.startsWith('customer.subscription.'))
    return {
      subscriptionId: id(obj.id),
      customerId: id(obj.customer),
      userId: meta.userId ?? null,
    };
  if (event.type.startsWith('invoice.')) {
    const parent = obj.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    return {
      subscriptionId: id(obj.subscription) ?? id(parent?.subscription_details?.subscription),
      customerId: id(obj.customer),
      userId: null,
    };
  }
  return { subscriptionId: null, customerId: null, userId: null };
}
