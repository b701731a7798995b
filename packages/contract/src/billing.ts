import { z } from 'zod';
import { ignoredUserId } from './common';

/** Plans, usage and billing (spec part 2 §2 Subscription, §3, §9). */

export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The usage counters of a plan, in the spec's order. */
export const USAGE_COUNTERS = [
  'resumes',
  'coverLetters',
  'interviews',
  'applications',
  'exports',
] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];

/** A limit per counter; null is unlimited. */
export type PlanLimits = Record<UsageCounter, number | null>;

export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month, and per year */
  price: { month: number; year: number };
  features: string[];
  limits: PlanLimits;
  popular: boolean;
}

const UNLIMITED: PlanLimits = {
  resumes: null,
  coverLetters: null,
  interviews: null,
  applications: null,
  exports: null,
};

const PROFESSIONAL_FEATURES = [
  'Unlimited AI resume tailoring',
  'Unlimited cover letters',
  'Unlimited interview practice',
  'Advanced application tracking',
  'LinkedIn profile optimization',
  'Salary negotiation tools',
  'Career path planning',
  'Priority AI processing',
  'Multiple export formats',
  'Advanced analytics',
  'E-mail support',
];

/** The three plans (spec part 2 §9). */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Starter',
    price: { month: 0, year: 0 },
    features: [
      'AI Resume Tailoring 3/month',
      'Basic Cover Letters 2/month',
      'Interview Practice 5 sessions/month',
      'Application Tracking 10 applications',
      'Basic Analytics',
      'PDF Export',
    ],
    limits: { resumes: 3, coverLetters: 2, interviews: 5, applications: 10, exports: 5 },
    popular: false,
  },
  {
    id: 'pro',
    name: 'Professional',
    price: { month: 19, year: 190 },
    features: PROFESSIONAL_FEATURES,
    limits: UNLIMITED,
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: { month: 49, year: 490 },
    features: [
      'Everything in Professional',
      'Team collaboration',
      'Custom AI model training',
      'Advanced integrations',
      'White-label options',
      'Dedicated account manager',
      'Custom analytics reports',
      'Priority support',
      'API access and SSO',
    ],
    limits: UNLIMITED,
    popular: false,
  },
];

export const planById = (id: PlanId): Plan => PLANS.find((p) => p.id === id) ?? PLANS[0]!;

/** What each counter counts, in the words of the limit message. */
export const USAGE_LABELS: Record<UsageCounter, { title: string; unit: string }> = {
  resumes: { title: 'AI Resume Tailoring', unit: 'resume tailorings' },
  coverLetters: { title: 'Cover Letters', unit: 'cover letters' },
  interviews: { title: 'Interview Sessions', unit: 'interview practice sessions' },
  applications: { title: 'Applications Tracked', unit: 'tracked applications' },
  exports: { title: 'Exports', unit: 'exports' },
};

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

const counts = z.object({
  resumes: z.number().int(),
  coverLetters: z.number().int(),
  interviews: z.number().int(),
  applications: z.number().int(),
  exports: z.number().int(),
});
const limits = z.object({
  resumes: z.number().int().nullable(),
  coverLetters: z.number().int().nullable(),
  interviews: z.number().int().nullable(),
  applications: z.number().int().nullable(),
  exports: z.number().int().nullable(),
});

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
  planId: z.enum(PLAN_IDS, { error: `Plan must be one of: ${PLAN_IDS.join(', ')}` }),
  interval: z
    .enum(BILLING_INTERVALS, { error: `Interval must be one of: ${BILLING_INTERVALS.join(', ')}` })
    .optional()
    .default('month'),
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
