import { FileText, Flame, Mic, Minus, Target, TrendingDown, TrendingUp } from 'lucide-react';
import type { Analytics } from '@careerforge/contract';
import { Card, SectionCard } from '../../../components/ui/card';
import { Chart } from '../../../components/ui/chart';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, plural } from '../../../lib/format';
import { useAnalytics } from '../api/analytics';
import { applicationCount, atsColourClass, monthShare } from '../lib/ats';
import { LoadFailed } from './load-failed';
import { TitledSection } from '../../../components/ui/section-heading';

const TREND = 5;

function StatCard({
  icon,
  label,
  value,
  note,
  valueClass,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  note: string;
  valueClass?: string;
}) {
  return (
    <Card padding="md" className="flex flex-col gap-1">
      <div className="flex items-center justify-between text-sm font-medium text-slate-600 dark:text-slate-300">
        <span>{label}</span>
        {icon}
      </div>
      <p className={`text-3xl font-bold tracking-tight ${valueClass ?? ''}`}>{value}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>
    </Card>
  );
}

function Progress({ label, value, of }: { label: string; value: number; of: number }) {
  const p = monthShare(value, of);
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          {value} / {of}
        </span>
      </div>
      <ProgressBar
        label={label}
        percent={p}
        value={p}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        fillClassName="h-full rounded-full bg-brand-700"
      />
    </div>
  );
}

function TrendIcon({ trend }: { trend: 'increasing' | 'decreasing' | 'stable' }) {
  if (trend === 'increasing')
    return (
      <TrendingUp
        className="h-4 w-4 text-emerald-700 dark:text-emerald-300"
        aria-label="increasing"
      />
    );
  if (trend === 'decreasing')
    return (
      <TrendingDown className="h-4 w-4 text-red-700 dark:text-red-300" aria-label="decreasing" />
    );
  return <Minus className="h-4 w-4 text-slate-500" aria-label="steady" />;
}

const weekLabel = (d: string) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Stacked bars of the last 12 weeks' activity; every figure is in the hidden table. */
function WeeklyChart({ weeks }: { weeks: Analytics['activityByWeek'] }) {
  const labels = weeks.map((w) => weekLabel(w.weekStart));
  const totals = weeks.map((w) => w.resumesTailored + w.interviewsPracticed + w.applications);
  const total = totals.reduce((x, y) => x + y, 0);
  const most = Math.max(0, ...totals);
  const caption = 'Activity per week, the last 12 weeks';
  return (
    <Chart
      kind="bar"
      stacked
      labels={labels}
      series={[
        {
          label: 'Resumes tailored',
          data: weeks.map((w) => w.resumesTailored),
          colour: 'brand',
        },
        {
          label: 'Interviews practised',
          data: weeks.map((w) => w.interviewsPracticed),
          colour: 'violet',
        },
        { label: 'Applications', data: weeks.map((w) => w.applications), colour: 'sky' },
      ]}
      summary={
        total === 0
          ? `${caption}: nothing yet.`
          : `${caption}: ${total} actions in all, the most (${most}) in the week of ${labels[totals.indexOf(most)]}.`
      }
      table={{ caption, categoryHeader: 'Week of' }}
    />
  );
}

/** The last scores as a line; the scores themselves and the range stay as text. */
function AtsTrend({ scores }: { scores: number[] }) {
  return (
    <>
      <Chart
        className="mt-4"
        kind="line"
        bare
        labels={scores.map((_, i) => `Score ${i + 1}`)}
        series={[
          {
            label: 'ATS score',
            data: scores,
            colour: 'brand',
            tooltips: scores.map((s) => `ATS score ${s}`),
          },
        ]}
        max={100}
        height={120}
        summary={`ATS score trend over your last ${plural(scores.length, 'tailored resume')}: ${scores.join(', ')}, oldest first.`}
        table={null}
      />
      {/* one score under each point: the chart draws equal slots, as this grid does */}
      <ol
        className="mt-2 grid"
        style={{ gridTemplateColumns: `repeat(${scores.length}, minmax(0, 1fr))` }}
        aria-label="Your last ATS scores, oldest first"
      >
        {scores.map((score, i) => (
          <li
            key={i}
            className={`text-center text-sm font-semibold tabular-nums ${atsColourClass(score)}`}
          >
            {score}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The four headline figures: resumes tailored, interviews practised, ATS score, streak. */
function StatCards({ a }: { a: Analytics }) {
  const s = a.platformStats;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={<FileText className="h-5 w-5" aria-hidden />}
        label="Resumes Tailored"
        value={String(s.totalResumesCreated)}
        note={`${a.timeBasedStats.thisWeek.resumesTailored} this week`}
      />
      <StatCard
        icon={<Mic className="h-5 w-5" aria-hidden />}
        label="Interviews Practiced"
        value={String(s.totalInterviewsPracticed)}
        note={`${a.timeBasedStats.thisWeek.interviewsPracticed} this week`}
      />
      <StatCard
        icon={<Target className="h-5 w-5" aria-hidden />}
        label="Avg ATS Score"
        value={String(s.averageATSScore)}
        note={`Best: ${s.highestATSScore}`}
        valueClass={s.averageATSScore ? atsColourClass(s.averageATSScore) : ''}
      />
      <StatCard
        icon={<Flame className="h-5 w-5" aria-hidden />}
        label="Day Streak"
        value={String(s.currentStreak)}
        note={s.currentStreak > 0 ? 'On fire!' : 'Start your streak!'}
      />
    </div>
  );
}

/** The engine's insights: the companies in focus, recommendations and one career insight. */
function InsightsSection({ insights }: { insights: Analytics['intelligentInsights'] }) {
  return (
    <TitledSection
      id="insights-heading"
      title="AI Career Insights"
      size="xl"
      className="grid gap-4"
    >
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">
        Written by the built-in engine from your own activity and applications.
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SectionCard id="company-focus" title="Company Focus" heading="h3" titleSize="base">
          {insights.companyTargets.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              Track applications to see the companies you focus on.
            </p>
          ) : (
            <ul className="mt-3 grid gap-2 text-sm">
              {insights.companyTargets.map((c) => (
                <li key={c.company} className="flex items-center justify-between gap-2">
                  <div>
                    <p className="font-medium">{c.company}</p>
                    <p className="text-slate-600 dark:text-slate-300">
                      {applicationCount(c.count)}
                      {c.averageScore ? ` · avg ${c.averageScore}` : ''}
                    </p>
                  </div>
                  <TrendIcon trend={c.trend} />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard id="smart-recs" title="Smart Recommendations" heading="h3" titleSize="base">
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm">
            {insights.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard id="oracle" title="Career Oracle Says" heading="h3" titleSize="base">
          <p className="mt-3 text-sm">{insights.careerInsight}</p>
        </SectionCard>
      </div>
    </TitledSection>
  );
}

/** The latest things done, newest first, each with its score or number of questions. */
function RecentActivityCard({ activity }: { activity: Analytics['recentActivity'] }) {
  return (
    <SectionCard id="recent-activity" title="Recent Activity">
      {activity.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          No recent activity. Start using the platform to see your progress!
        </p>
      ) : (
        <ul
          className="mt-3 max-h-60 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800"
          tabIndex={0}
          aria-label="Recent activity"
        >
          {activity.map((r, i) => (
            <li
              key={`${r.timestamp}-${i}`}
              className="flex items-center justify-between gap-3 py-2 text-sm"
            >
              <div>
                <p className="font-medium">{r.title}</p>
                <p className="text-slate-600 dark:text-slate-300">{formatDate(r.timestamp)}</p>
              </div>
              <span className="tabular-nums text-slate-700 dark:text-slate-200">
                {r.type === 'resume_tailored' && r.score != null
                  ? `ATS: ${r.score}`
                  : r.questionsAnswered != null
                    ? plural(r.questionsAnswered, 'question')
                    : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** 'My Analytics': the spec's cards, from the user's own activity, polled every 30 seconds. */
export function MyAnalytics() {
  const q = useAnalytics();
  if (q.isPending) return <Spinner label="Loading analytics" />;
  if (q.isError) return <LoadFailed />;
  const a = q.data;
  const s = a.platformStats;
  const last = a.atsScoreHistory.slice(-TREND);
  // Every grid track is minmax(0, 1fr) and every card holding a chart may shrink (min-w-0):
  // a canvas keeps the pixel width it was drawn at, so an `auto` track would hold the page at
  // its desktop width after the window narrows, and the chart could never follow it.
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <StatCards a={a} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard id="month-card" title="This Month's Activity" className="min-w-0">
          <div className="mt-4 grid gap-4">
            <Progress
              label="Resumes tailored"
              value={a.timeBasedStats.thisMonth.resumesTailored}
              of={s.totalResumesCreated}
            />
            <Progress
              label="Interviews practiced"
              value={a.timeBasedStats.thisMonth.interviewsPracticed}
              of={s.totalInterviewsPracticed}
            />
          </div>
        </SectionCard>
        <SectionCard id="ats-trend" title="ATS Score Trend" className="min-w-0">
          {last.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              Start tailoring resumes to see your ATS score trend
            </p>
          ) : (
            <>
              <AtsTrend scores={last} />
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                Range: {Math.min(...last)} to {Math.max(...last)}
              </p>
            </>
          )}
        </SectionCard>
      </div>

      <SectionCard id="weekly-card" title="Activity by Week" className="min-w-0">
        <div className="mt-4 min-w-0 max-w-full">
          <WeeklyChart weeks={a.activityByWeek} />
        </div>
      </SectionCard>

      <InsightsSection insights={a.intelligentInsights} />

      <RecentActivityCard activity={a.recentActivity} />
    </div>
  );
}
