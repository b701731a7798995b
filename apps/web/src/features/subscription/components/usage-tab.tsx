import {
  USAGE_COUNTERS,
  USAGE_LABELS,
  type Subscription,
  type UsageCounter,
} from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import {
  periodEndText,
  statusLabel,
  statusTone,
  usageBand,
  usagePercent,
  usageWarning,
  type UsageBand,
} from '../lib/pricing';
import { FreeModeNotice } from './free-mode-notice';
import { NoSubscription } from './no-subscription';

const BAR: Record<UsageBand, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};

function UsageCard({
  counter,
  used,
  limit,
}: {
  counter: UsageCounter;
  used: number;
  limit: number | null;
}) {
  const { title } = USAGE_LABELS[counter];
  const percent = usagePercent(used, limit);
  const band = usageBand(percent);
  const warning = usageWarning(used, limit);
  const headingId = `usage-${counter}`;
  return (
    <Card as="li" padding="md" aria-labelledby={headingId} data-testid={`usage-${counter}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="font-medium">
          {title}
        </h3>
        <p className="whitespace-nowrap text-sm tabular-nums">
          <span className="text-lg font-semibold" data-testid="usage-count">
            {used}
          </span>
          <span className="text-slate-600 dark:text-slate-300">
            {' / '}
            {limit === null ? (
              <>
                <span aria-hidden>∞</span>
                <span className="sr-only">unlimited</span>
              </>
            ) : (
              limit
            )}
          </span>
        </p>
      </div>
      <ProgressBar
        label={`${title} used`}
        percent={limit === null ? null : percent}
        value={percent}
        valueText={limit === null ? `${used} used, unlimited` : `${used} of ${limit} used`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        fillClassName={cn('h-full rounded-full transition-all', BAR[band])}
      />
      <p className="mt-2 min-h-5 text-sm">
        {warning ? (
          <span className="font-medium text-red-700 dark:text-red-400">{warning}</span>
        ) : limit === null ? (
          <span className="text-slate-600 dark:text-slate-300">Unlimited on this plan</span>
        ) : (
          <span className="text-slate-600 dark:text-slate-300">{percent}% used</span>
        )}
      </p>
    </Card>
  );
}

/** The Usage tab: the plan's header and one card per usage counter, with the spec's bars. */
export function UsageTab({
  subscription,
  loading,
  error,
  onChoosePlan,
}: {
  subscription: Subscription | undefined;
  loading: boolean;
  error: unknown;
  onChoosePlan: () => void;
}) {
  if (loading) return <Spinner label="Loading usage data..." />;
  if (!subscription)
    return (
      <NoSubscription title="No subscription found" error={error} onChoosePlan={onChoosePlan} />
    );
  const period = periodEndText(subscription);
  const from = formatDate(subscription.usagePeriod.start);
  const to = formatDate(subscription.usagePeriod.end);
  return (
    <div>
      <FreeModeNotice subscription={subscription} context="usage" />
      <Card padding="md" className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold">Current Plan: {subscription.planName}</h2>
            <Badge tone={statusTone(subscription.status)}>{statusLabel(subscription.status)}</Badge>
          </div>
          {period && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{period}</p>}
        </div>
        {from && to && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Usage counted from {from} to {to}
          </p>
        )}
      </Card>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {USAGE_COUNTERS.map((c) => (
          <UsageCard
            key={c}
            counter={c}
            used={subscription.usage[c]}
            limit={subscription.limits[c]}
          />
        ))}
      </ul>
    </div>
  );
}
