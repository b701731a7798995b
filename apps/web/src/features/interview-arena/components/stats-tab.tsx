import { Spinner } from '../../../components/ui/spinner';
import { useProgress, useSessions } from '../api/interviews';
import { TYPE_LABELS, outOf5 } from '../lib/state';
import { FigureCards } from './figure-cards';
import { SessionList } from './session-list';
import { ErrorText } from '../../../components/ui/error-text';
import { TitledSection } from '../../../components/ui/section-heading';
import { plural } from '../../../lib/format';

/** A row of small bars, one per score (0-100), oldest first. */
function Sparkline({ scores, label }: { scores: number[]; label: string }) {
  if (!scores.length) return <span className="text-sm text-slate-500">No answers yet</span>;
  return (
    <span
      className="flex h-8 items-end gap-0.5"
      role="img"
      aria-label={`${label}: ${scores.join(', ')}`}
    >
      {scores.map((s, i) => (
        <span
          key={i}
          className="w-2 rounded-sm bg-brand-600"
          style={{ height: `${Math.max(8, s)}%` }}
        />
      ))}
    </span>
  );
}
type Progress = NonNullable<ReturnType<typeof useProgress>['data']>;

/** Sessions, answers, average and trend of each interview type. */
function ByTypeSection({ byType }: { byType: Progress['byType'] }) {
  return (
    <TitledSection id="by-type-heading" title="Performance by interview type" spaced>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th className="py-2 pr-4">Type</th>
              <th className="py-2 pr-4">Sessions</th>
              <th className="py-2 pr-4">Answers</th>
              <th className="py-2 pr-4">Average</th>
              <th className="py-2">Trend (last 10)</th>
            </tr>
          </thead>
          <tbody>
            {byType.map((t) => (
              <tr key={t.interviewType} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-2 pr-4 font-medium">{TYPE_LABELS[t.interviewType]}</td>
                <td className="py-2 pr-4">{t.sessions}</td>
                <td className="py-2 pr-4">{t.answers}</td>
                <td className="py-2 pr-4">
                  {t.averageScore !== null
                    ? `${outOf5(t.averageScore)}/5 (${t.averageScore})`
                    : '–'}
                </td>
                <td className="py-2">
                  <Sparkline scores={t.trend} label={`${TYPE_LABELS[t.interviewType]} scores`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}

/** The average score of each STAR part, week by week. */
function StarTrendSection({ starTrend }: { starTrend: Progress['starTrend'] }) {
  return (
    <section aria-labelledby="star-heading">
      <h2 id="star-heading" className="mb-1 text-lg font-semibold">
        STAR parts over time
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        Average score of each part of your answers, week by week.
      </p>
      {starTrend.length === 0 ? (
        <p className="text-sm text-slate-500">Answer a question to start the trend.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th className="py-2 pr-4">Week of</th>
                <th className="py-2 pr-4">Situation</th>
                <th className="py-2 pr-4">Task</th>
                <th className="py-2 pr-4">Action</th>
                <th className="py-2">Result</th>
              </tr>
            </thead>
            <tbody>
              {starTrend.map((w) => (
                <tr key={w.week} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-4">{w.week}</td>
                  <td className="py-2 pr-4">{w.situation}</td>
                  <td className="py-2 pr-4">{w.task}</td>
                  <td className="py-2 pr-4">{w.action}</td>
                  <td className="py-2">{w.result}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Totals, the 5 most recent sessions, average per interview type and the trends. */
export function StatsTab({ onOpenSession }: { onOpenSession: (id: number) => void }) {
  const progress = useProgress();
  const sessions = useSessions();
  const p = progress.data;
  if (progress.isPending) return <Spinner label="Loading your stats" />;
  if (!p) return <ErrorText>Your stats could not be loaded. Please try again.</ErrorText>;
  return (
    <div className="grid gap-8">
      <FigureCards
        figures={[
          { label: 'Sessions', value: String(p.totals.sessions) },
          { label: 'Questions answered', value: String(p.totals.answers) },
          {
            label: 'Average score',
            value:
              p.totals.averageScore !== null
                ? `${outOf5(p.totals.averageScore)}/5 (${p.totals.averageScore})`
                : '–',
          },
          {
            label: 'Best score',
            value: p.totals.bestScore !== null ? `${p.totals.bestScore}/100` : '–',
          },
          { label: 'Total XP', value: String(p.totalXP) },
          { label: 'Level', value: String(p.level) },
          {
            label: 'Current streak',
            value: plural(p.currentStreak, 'day'),
          },
          { label: 'In time (timed modes)', value: String(p.underTimeLimit) },
        ]}
      />

      <TitledSection id="recent-heading" title="Recent sessions" spaced>
        <SessionList query={sessions} onOpen={onOpenSession} limit={5} />
      </TitledSection>

      <ByTypeSection byType={p.byType} />

      <StarTrendSection starTrend={p.starTrend} />
    </div>
  );
}
