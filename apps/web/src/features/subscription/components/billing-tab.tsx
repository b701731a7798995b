import { ExternalLink } from 'lucide-react';
import { planById, type Subscription } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import {
  billingPriceText,
  canCancel,
  periodEndText,
  statusLabel,
  statusTone,
} from '../lib/pricing';
import { FreeModeNotice } from './free-mode-notice';
import { NoSubscription } from './no-subscription';

/** The Billing tab: plan, period end, price, status, Manage Billing and Cancel Subscription. */
export function BillingTab({
  subscription,
  loading,
  error,
  onChoosePlan,
  onCancel,
}: {
  subscription: Subscription | undefined;
  loading: boolean;
  error: unknown;
  onChoosePlan: () => void;
  onCancel: () => void;
}) {
  if (loading) return <Spinner label="Loading billing details..." />;
  if (!subscription)
    return (
      <NoSubscription title="No active subscription" error={error} onChoosePlan={onChoosePlan} />
    );
  const plan = planById(subscription.plan);
  const period = periodEndText(subscription);
  return (
    <div>
      <FreeModeNotice subscription={subscription} context="billing" />
      <Card className="max-w-2xl">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-300">Plan</p>
            <h2 className="text-2xl font-semibold">{subscription.planName}</h2>
          </div>
          <Badge tone={statusTone(subscription.status)} className="text-sm">
            {statusLabel(subscription.status)}
          </Badge>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">Price</dt>
            <dd className="font-medium">{billingPriceText(plan, subscription.interval)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">Billing period</dt>
            <dd className="font-medium" data-testid="period-end">
              {period ?? 'No renewal: this plan is free'}
            </dd>
          </div>
        </dl>
        {subscription.status === 'past_due' && (
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-100">
            The last payment did not go through. Your plan and its limits stay while Stripe retries;
            update your payment method in Manage Billing to keep it.
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={api.url('billing.portal')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline')}
          >
            Manage Billing
            <ExternalLink className="h-4 w-4" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {canCancel(subscription) && (
            <Button variant="destructive" onClick={onCancel}>
              Cancel Subscription
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
