/**
 * The plans and their limits (spec part 2 §9): plain data, no schema, so a public page can show
 * the catalogue without loading the validation library. billing.ts holds the API's schemas.
 */

export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** One metered use: its words in the limit message and on the usage tab, and the Starter limit. */
export interface UsageMeter {
  title: string;
  unit: string;
  /** the Starter plan's limit (the paid plans have none) */
  starter: number;
  /** counted in total (tracked applications) rather than per month */
  total?: boolean;
}

/**
 * The usage counters of a plan, in the spec's order. A new metered tool adds its counter here
 * (one entry); its server module says what the counter counts (`meters` in its descriptor).
 */
export const USAGE_METERS = {
  resumes: { title: 'AI Resume Tailoring', unit: 'resume tailorings', starter: 3 },
  coverLetters: { title: 'Cover Letters', unit: 'cover letters', starter: 2 },
  interviews: { title: 'Interview Sessions', unit: 'interview practice sessions', starter: 5 },
  applications: {
    title: 'Applications Tracked',
    unit: 'tracked applications',
    starter: 10,
    total: true,
  },
  exports: { title: 'Exports', unit: 'exports', starter: 5 },
} as const satisfies Record<string, UsageMeter>;

export type UsageCounter = keyof typeof USAGE_METERS;
export const USAGE_COUNTERS = Object.keys(USAGE_METERS) as UsageCounter[];

/** One value per counter, in the counters' order (a limit, a count, a schema). */
export function perCounter<T>(value: (counter: UsageCounter) => T): Record<UsageCounter, T> {
  return Object.fromEntries(USAGE_COUNTERS.map((c) => [c, value(c)])) as Record<UsageCounter, T>;
}

/** A counter that counts in total rather than per month (tracked applications). */
export const isTotalCounter = (counter: UsageCounter): boolean =>
  (USAGE_METERS[counter] as UsageMeter).total === true;

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

const UNLIMITED: PlanLimits = perCounter(() => null);

/**
 * The one plan catalogue: /subscription, /pricing and the home page's pricing section all read
 * PLANS, and the server's limits come from the same objects.
 *
 * The specification gives two lists that disagree: the marketing pages' Free ($0) and Premium
 * ($29/month) (part 1 §9) and the subscription screen's Starter, Professional ($19) and
 * Enterprise ($49) (part 2 §9). The subscription's list is used everywhere, because it is the one
 * the server bills and enforces.
 *
 * Each plan lists only what a self-hosted install delivers. Every tool is in every plan (no
 * tool is locked behind a plan); plans differ in their monthly limits, which `planLimitLines`
 * writes from `limits`. The spec's Enterprise extras (team collaboration, custom AI model
 * training, advanced integrations, white-label options, a dedicated account manager, custom
 * analytics reports, priority support), its "priority AI processing" and its e-mail support are
 * not built or not staffed, so they are not listed; single sign-on (OpenID Connect) and the
 * documented HTTP API are part of every install, whatever the plan.
 */
export const EVERY_PLAN_FEATURES = [
  'Every tool: Resume Lab, Resume Builder, Cover Letters, Interview Arena, LinkedIn Optimizer, Salary Negotiator and Career Planner',
  'Application tracking with stage history and CSV import and export',
  'Analytics and the opt-in leaderboard',
  'PDF, DOCX and HTML export',
] as const;

/** The three plans (spec part 2 §9), with what each really includes. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Starter',
    price: { month: 0, year: 0 },
    features: [...EVERY_PLAN_FEATURES],
    limits: perCounter((counter) => USAGE_METERS[counter].starter),
    popular: false,
  },
  {
    id: 'pro',
    name: 'Professional',
    price: { month: 19, year: 190 },
    features: ['Everything in Starter, with no monthly limits'],
    limits: UNLIMITED,
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: { month: 49, year: 490 },
    features: ['Everything in Professional'],
    limits: UNLIMITED,
    popular: false,
  },
];

export const planById = (id: PlanId): Plan => PLANS.find((p) => p.id === id) ?? PLANS[0]!;

/** What each counter counts, in the words of the limit message. */
export const USAGE_LABELS: Record<UsageCounter, { title: string; unit: string }> = USAGE_METERS;

/**
 * A plan's limits in words, one line a counter in the spec's order, read from `limits`:
 * "3 resume tailorings a month", "10 tracked applications", "Unlimited cover letters".
 */
export function planLimitLines(plan: Pick<Plan, 'limits'>): string[] {
  return USAGE_COUNTERS.map((counter) => {
    const limit = plan.limits[counter];
    const { unit } = USAGE_LABELS[counter];
    if (limit === null) return `Unlimited ${unit}`;
    return isTotalCounter(counter) ? `${limit} ${unit}` : `${limit} ${unit} a month`;
  });
}
