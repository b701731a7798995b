import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationInsights,
  type OutcomeGroup,
} from '@careerforge/contract';
import { SectionCard } from '../../../components/ui/card';
import { Chart } from '../../../components/ui/chart';
import { DefinitionTip } from '../../../components/ui/definition-tip';
import { Spinner } from '../../../components/ui/spinner';
import { useInsights } from '../api/applications';
import { STATUS_BARS, formatDay, statusLabel } from '../lib/format';
import { METRIC_DEFINITIONS, rateText, type TrackerMetrics } from '../lib/metrics';
import { Bar } from './bars';
import { plural } from '../../../lib/format';

/** The spec's pipeline card: a count and a proportion bar per status. */
function PipelineCard({ applications }: { applications: Application[] }) {
  const total = applications.length;
  return (
    <SectionCard id="pipeline-card" title="Application Pipeline">
      <ul className="mt-4 grid gap-3">
        {APPLICATION_STATUSES.map((s) => {
          const count = applications.filter((a) => a.status === s).length;
          const percent = total ? (count / total) * 100 : 0;
          return (
            <li key={s} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span>{statusLabel(s)}</span>
                <span className="tabular-nums" data-testid={`pipeline-${s}`}>
                  {count}
                </span>
              </div>
              <Bar
                percent={percent}
                className={STATUS_BARS[s]}
                label={`${statusLabel(s)}: ${count} of ${total}`}
              />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

/** What each funnel step counts: its response and interview steps are the tracker's rates. */
const FUNNEL_DEFINITIONS: Record<ApplicationInsights['funnel'][number]['step'], string> = {
  applied: METRIC_DEFINITIONS.total,
  response: `The response rate. ${METRIC_DEFINITIONS.responseRate}`,
  interview: `The interview rate. ${METRIC_DEFINITIONS.interviewRate}`,
  offer: 'Applications that reached an offer at any point.',
};

/** How many applications ever reached each step, as bars; the figures stay as text below. */
function FunnelChart({ funnel }: { funnel: ApplicationInsights['funnel'] }) {
  const figure = (f: ApplicationInsights['funnel'][number]) => `${f.count} (${f.percent}%)`;
  return (
    <>
      <Chart
        kind="horizontal-bar"
        labels={funnel.map((f) => f.label)}
        series={[
          {
            label: 'Share of applications',
            data: funnel.map((f) => f.percent),
            colour: 'brand',
            tooltips: funnel.map(figure),
          },
        ]}
        max={100}
        valueSuffix="%"
        height={44 * Math.max(1, funnel.length)}
        summary={`Funnel of applications reaching each step: ${funnel
          .map((f) => `${f.label} ${figure(f)}`)
          .join(', ')}.`}
        table={null}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {funnel.map((f, i) => (
          <div key={f.step} className="grid gap-0.5">
            <dt className="text-slate-600 dark:text-slate-300">
              <DefinitionTip
                term={f.label}
                definition={FUNNEL_DEFINITIONS[f.step]}
                align={i % 2 === 1 ? 'end' : 'start'}
              />
            </dt>
            <dd className="font-medium tabular-nums" data-testid={`funnel-${f.step}`}>
              {figure(f)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Applications per week over the last 12 weeks, with the figures in a hidden table. */
function OverTimeChart({ weeks }: { weeks: ApplicationInsights['overTime'] }) {
  const labels = weeks.map((w) => formatDay(w.weekStart).replace(/, \d{4}$/, ''));
  const counts = weeks.map((w) => w.count);
  const total = counts.reduce((a, b) => a + b, 0);
  const most = Math.max(0, ...counts);
  const caption = 'Applications per week, the last 12 weeks';
  return (
    <Chart
      kind="bar"
      labels={labels}
      series={[{ label: 'Applications', data: counts, colour: 'brand' }]}
      summary={
        total === 0
          ? `${caption}: none yet.`
          : `${caption}: ${total} in all, the most (${most}) in the week of ${labels[counts.indexOf(most)]}.`
      }
      table={{ caption, categoryHeader: 'Week of' }}
    />
  );
}

/**
 * The spec's success metrics card: the server's one response rate and one interview rate (the
 * funnel's "Got a response" and "Interviewed" steps), each with its definition.
 */
function SuccessCard({ metrics }: { metrics: TrackerMetrics | undefined }) {
  const rate = (key: 'responseRate' | 'interviewRate', label: string, bar: string) => (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <DefinitionTip term={label} definition={METRIC_DEFINITIONS[key]} />
        <span
          className="tabular-nums"
          data-testid={key === 'responseRate' ? 'response-rate' : 'interview-rate'}
        >
          {rateText(metrics, key)}
        </span>
      </div>
      <Bar percent={metrics?.[key] ?? 0} label={label} className={bar} />
    </div>
  );
  return (
    <SectionCard id="success-card" title="Success Metrics">
      <div className="mt-4 grid gap-4">
        {rate('responseRate', 'Response Rate', 'bg-sky-600')}
        {rate('interviewRate', 'Interview Rate', 'bg-violet-600')}
        <dl className="grid gap-1 text-sm">
          {(
            [
              ['Total Submitted', metrics?.total, METRIC_DEFINITIONS.total],
              ['Interviews Scheduled', metrics?.interviews, METRIC_DEFINITIONS.interviews],
              ['Offers Received', metrics?.offers, METRIC_DEFINITIONS.offers],
              ['Rejected', metrics?.rejected, METRIC_DEFINITIONS.rejected],
            ] as const
          ).map(([k, v, d]) => (
            <div key={k} className="flex justify-between">
              <dt>
                <DefinitionTip term={k} definition={d} />
              </dt>
              <dd className="font-medium tabular-nums">{v ?? '–'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </SectionCard>
  );
}

function OutcomeTable({
  caption,
  groups,
  minimum,
}: {
  caption: string;
  groups: OutcomeGroup[];
  minimum: number;
}) {
  if (!groups.length)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{caption}: nothing to show yet.</p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {['Group', 'Applications', 'Response rate', 'Interview rate'].map((c, i) => (
              // the last column needs no space after it
              <th key={c} scope="col" className={i < 3 ? 'py-1.5 pr-3' : 'py-1.5'}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {g.label}
              </th>
              <td className="py-1.5 pr-3 tabular-nums">{g.applications}</td>
              {g.enough ? (
                <>
                  <td className="py-1.5 pr-3 tabular-nums">{g.responseRate}%</td>
                  <td className="py-1.5 tabular-nums">{g.interviewRate}%</td>
                </>
              ) : (
                <td colSpan={2} className="py-1.5 text-slate-600 dark:text-slate-400">
                  Too few to mean anything (needs {minimum})
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The average days spent in each status before moving on. */
function TimeInStageCard({ timeInStage }: { timeInStage: ApplicationInsights['timeInStage'] }) {
  return (
    <SectionCard id="stage-card" title="Time in Stage">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Average days an application spent in each status before it moved on (the current status
        counts up to today).
      </p>
      <dl className="mt-4 grid gap-1 text-sm">
        {timeInStage
          .filter((t) => t.visits > 0)
          .map((t) => (
            <div key={t.status} className="flex justify-between">
              <dt>{statusLabel(t.status)}</dt>
              <dd className="tabular-nums">
                {t.averageDays} day{t.averageDays === 1 ? '' : 's'}{' '}
                <span className="text-slate-500 dark:text-slate-400">
                  ({plural(t.visits, 'visit')})
                </span>
              </dd>
            </div>
          ))}
      </dl>
    </SectionCard>
  );
}

/** The applications with no answer for 21 days, to follow up or close. */
function StaleCard({ stale }: { stale: ApplicationInsights['stale'] }) {
  return (
    <SectionCard id="stale-card" title="No Answer for 21 Days">
      {stale.count === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Nothing is waiting longer than {stale.days} days.
        </p>
      ) : (
        <ul className="mt-3 grid gap-1 text-sm">
          {stale.applications.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{s.jobTitle}</span> at {s.company}:{' '}
              {statusLabel(s.status)} for {s.daysWaiting} days. Follow up, or close it.
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Response and interview rates by score band, resume version and source. */
function OutcomesCard({ outcomes }: { outcomes: ApplicationInsights['outcomes'] }) {
  return (
    <SectionCard id="outcomes-card" title="What Gets Answers">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Response and interview rates by the ATS score of the resume you sent (taken when you linked
        it), by resume version and by source. A response is any move by the employer (review,
        screen, interview, offer or rejection).
      </p>
      {outcomes.note && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {outcomes.note}
        </p>
      )}
      <div className="mt-4 grid gap-6">
        <OutcomeTable
          caption="By ATS score band"
          groups={outcomes.byScoreBand}
          minimum={outcomes.minimum}
        />
        <OutcomeTable
          caption="By resume version"
          groups={outcomes.byResumeVersion}
          minimum={outcomes.minimum}
        />
        <OutcomeTable caption="By source" groups={outcomes.bySource} minimum={outcomes.minimum} />
      </div>
    </SectionCard>
  );
}

/** The Analytics tab: the spec's two cards, then the stage history's funnel, timings and flags. */
export function InsightsTab({ applications }: { applications: Application[] }) {
  const insights = useInsights();
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <PipelineCard applications={applications} />
        <SuccessCard metrics={insights.data?.metrics} />
      </div>
      {insights.isPending ? (
        <Spinner label="Loading insights..." />
      ) : insights.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Unable to load the insights. Please try refreshing the page.
        </p>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <SectionCard id="funnel-card" title="Funnel">
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                From the stage history: how many applications ever reached each step.
              </p>
              <div className="mt-4">
                <FunnelChart funnel={insights.data.funnel} />
              </div>
            </SectionCard>
            <TimeInStageCard timeInStage={insights.data.timeInStage} />
          </div>
          <SectionCard id="overtime-card" title="Applications Over Time">
            <div className="mt-4">
              <OverTimeChart weeks={insights.data.overTime} />
            </div>
          </SectionCard>
          <StaleCard stale={insights.data.stale} />
          <OutcomesCard outcomes={insights.data.outcomes} />
        </>
      )}
    </div>
  );
}
