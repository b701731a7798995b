import { Check } from 'lucide-react';
import {
  PLANS,
  planLimitLines,
  type BillingInterval,
  type Plan,
  type PlanId,
  type Subscription,
} from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import {
  billedAnnuallyText,
  canCancel,
  periodEndText,
  planPrice,
  yearlySavingText,
} from '../lib/pricing';
import { FreeModeNotice } from './free-mode-notice';

/** The Monthly/Yearly toggle, with what paying yearly saves. */
function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (v: BillingInterval) => void;
}) {
  const option = (v: BillingInterval, label: string) => (
    <button
      type="button"
      aria-pressed={value === v}
      onClick={() => onChange(v)}
      className={cn(
        'rounded-md px-4 py-1.5 text-sm font-medium transition-colors',
        value === v
          ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
          : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <div
        role="group"
        aria-label="Billing interval"
        className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {option('month', 'Monthly')}
        {option('year', 'Yearly')}
      </div>
      <Badge tone="success">{yearlySavingText(PLANS)}</Badge>
    </div>
  );
}

/** The user's plan and the ways to change it, as every plan card's button reads them. */
interface PlanChoice {
  subscription: Subscription | undefined;
  /** the plan an upgrade is under way to */
  pending: PlanId | null;
  onUpgrade: (plan: PlanId) => void;
  onCancel: () => void;
}

/** A plan's button: free for ever, cancel (or when it ends) on the current plan, else upgrade. */
function PlanAction({
  plan,
  subscription,
  pending,
  onUpgrade,
  onCancel,
}: PlanChoice & { plan: Plan }) {
  const current = subscription?.plan === plan.id;
  const ending = current && subscription?.cancelAtPeriodEnd ? periodEndText(subscription) : null;
  if (plan.id === 'free') {
    return (
      <Button variant="outline" className="w-full" disabled>
        Free Forever
      </Button>
    );
  }
  if (current && subscription) {
    return canCancel(subscription) ? (
      <Button variant="outline" className="w-full" onClick={onCancel}>
        Cancel Subscription
      </Button>
    ) : (
      <p className="text-center text-sm font-medium text-slate-600 dark:text-slate-300">
        {ending ?? 'Your current plan'}
      </p>
    );
  }
  return (
    <Button
      variant={plan.popular ? 'primary' : 'outline'}
      className="w-full"
      disabled={pending !== null || !subscription}
      onClick={() => onUpgrade(plan.id)}
    >
      {pending === plan.id ? 'Processing...' : `Upgrade to ${plan.name}`}
    </Button>
  );
}

/** One plan: its badges, name, price, limits and features, and its button. */
function PlanCard({
  plan,
  interval,
  choice,
}: {
  plan: Plan;
  interval: BillingInterval;
  choice: PlanChoice;
}) {
  const current = choice.subscription?.plan === plan.id;
  const price = planPrice(plan, interval);
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col',
        plan.popular && 'border-brand-600 ring-1 ring-brand-600 dark:border-brand-500',
        current && 'border-emerald-600 ring-2 ring-emerald-600/60 dark:border-emerald-500',
      )}
    >
      {/* side by side, the names line up; stacked on a phone, a card without badges has no gap */}
      <div
        className={cn(
          'mb-3 min-h-6 flex-wrap gap-2',
          plan.popular || current ? 'flex' : 'hidden md:flex',
        )}
      >
        {plan.popular && <Badge tone="brand">Most Popular</Badge>}
        {current && <Badge tone="success">Current Plan</Badge>}
      </div>
      <h2 id={headingId} className="text-xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price.amount}</span>
        <span className="text-slate-600 dark:text-slate-300">{price.per}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {interval === 'year' && plan.price.year > 0 ? billedAnnuallyText(plan.price.year) : ''}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {[...planLimitLines(plan), ...plan.features].map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanAction plan={plan} {...choice} />
      </div>
    </Card>
  );
}

/**
 * The Plans tab: the interval toggle and the three plan cards from the contract's PLANS (the one
 * catalogue /pricing shows too): each card's limits, then its features.
 */
export function PlansTab({
  interval,
  onIntervalChange,
  ...choice
}: PlanChoice & {
  interval: BillingInterval;
  onIntervalChange: (v: BillingInterval) => void;
}) {
  return (
    <div>
      <FreeModeNotice subscription={choice.subscription} context="plans" />
      <IntervalToggle value={interval} onChange={onIntervalChange} />
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval} choice={choice} />
        ))}
      </div>
    </div>
  );
}
