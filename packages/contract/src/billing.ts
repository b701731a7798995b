import { z } from 'zod';
import { ignoredUserId, oneOf } from './common';
import { BILLING_INTERVALS, PLAN_IDS, perCounter } from './plans';

/** Subscription, upgrade and limit answers (spec part 2 §2 Subscription, §3); plans in plans.ts. */

/** Stripe's subscription statuses, and 'active' for a free plan. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

// one field per usage counter of plans.ts
const counts = z.object(perCounter(() => z.number().int()));
const limits = z.object(perCounter(() => z.number().int().nullable()));

export const subscriptionSchema = z
  .object({
    plan: z.enum(PLAN_IDS),
    planName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    interval: z.enum(BILLING_INTERVALS),
    /** the end of the paid period (renewal or cancellation date); null on the free plan */
    currentPeriodEnd: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** the start and end of the period the usage counts */
    usagePeriod: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    usage: counts,
    limits,
    /** 'free': everything is free and no limit is enforced; 'stripe': paid plans through Stripe */
    mode: z.enum(['free', 'stripe']),
    /** whether the limits are enforced on this server */
    enforced: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const upgradeSchema = z.object({
  planId: oneOf('Plan', PLAN_IDS),
  interval: oneOf('Interval', BILLING_INTERVALS).optional().default('month'),
  userId: ignoredUserId,
});
export type UpgradeInput = z.input<typeof upgradeSchema>;
export type UpgradeData = z.output<typeof upgradeSchema>;

export const upgradeResponseSchema = z
  .object({
    subscription: subscriptionSchema,
    /** Stripe Checkout's address, when the browser must go there to pay */
    checkoutUrl: z.string().optional(),
  })
  .meta({ id: 'UpgradeResult' });
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** A 402 answer's extra fields: which limit was reached and which plan lifts it. */
export const LIMIT_REACHED_CODE = 'PLAN_LIMIT_REACHED';
