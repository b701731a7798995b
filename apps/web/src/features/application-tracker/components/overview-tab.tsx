import { applicationMetrics, type Application } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card, SectionCard } from '../../../components/ui/card';
import { DefinitionTip } from '../../../components/ui/definition-tip';
import { EmptyState } from '../../../components/ui/empty-state';
import { useInsights } from '../api/applications';
import { formatDay } from '../lib/format';
import { METRIC_DEFINITIONS, rateText } from '../lib/metrics';
import { PriorityBadge, StaleBadge, StatusBadge } from './badges';

const RECENT = 5;

/**
 * The spec's four stat cards. The counts are the list's current statuses; the response rate is
 * the server's one figure (the same the Analytics tab and its funnel show). Each label carries
 * its definition one hover or focus away.
 */
export function StatCards({ applications }: { applications: Application[] }) {
  const m = applicationMetrics(applications);
  const insights = useInsights();
  const cards = [
    { label: 'Total Applications', value: String(m.total), definition: METRIC_DEFINITIONS.total },
    {
      label: 'Response Rate',
      value: rateText(insights.data?.metrics, 'responseRate'),
      definition: METRIC_DEFINITIONS.responseRate,
    },
    { label: 'Interviews', value: String(m.interviews), definition: METRIC_DEFINITIONS.interviews },
    { label: 'Offers Received', value: String(m.offers), definition: METRIC_DEFINITIONS.offers },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((c, i) => (
        <Card key={c.label} padding="md" className="flex flex-col">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">
            <DefinitionTip
              term={c.label}
              definition={c.definition}
              // the right-hand cards open their tooltip leftwards, inside the page
              align={i % 2 === 1 ? 'end' : 'start'}
            />
          </dt>
          <dd
            className="order-first text-3xl font-bold tracking-tight"
            data-testid={`stat-${c.label}`}
          >
            {c.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** The tracker with nothing in it yet, and the way to add the first application. */
export function NoApplications({
  onAdd,
  description,
}: {
  onAdd: () => void;
  description?: string;
}) {
  return (
    <EmptyState
      title="No applications tracked yet"
      description={description}
      action={<Button onClick={onAdd}>Add Your First Application</Button>}
    />
  );
}

/** Four stat cards and the first five applications, or the empty state. */
export function OverviewTab({
  applications,
  onAdd,
}: {
  applications: Application[];
  onAdd: () => void;
}) {
  if (!applications.length)
    return (
      <NoApplications
        onAdd={onAdd}
        description="Add the jobs you apply to, or import them from a spreadsheet or another tracker, and follow each one through the pipeline."
      />
    );
  return (
    <div className="grid gap-6">
      <StatCards applications={applications} />
      <SectionCard id="recent-applications" title="Recent Applications">
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {applications.slice(0, RECENT).map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{a.jobTitle}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {a.company} · {formatDay(a.applicationDate)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <StatusBadge status={a.status} />
                <PriorityBadge priority={a.priority} />
                {a.stale && <StaleBadge />}
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
