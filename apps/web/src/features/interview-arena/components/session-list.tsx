import type { UseQueryResult } from '@tanstack/react-query';
import type { InterviewSession } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { TYPE_LABELS, outOf5 } from '../lib/state';
import { ErrorText } from '../../../components/ui/error-text';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Sessions with their progress and score, each reopened with a click. */
export function SessionList({
  query,
  onOpen,
  limit,
}: {
  query: UseQueryResult<InterviewSession[]>;
  onOpen: (id: number) => void;
  limit?: number;
}) {
  if (query.isPending) return <Spinner label="Loading sessions" />;
  if (query.isError) return <ErrorText>Failed to fetch sessions</ErrorText>;
  const list = limit ? query.data.slice(0, limit) : query.data;
  if (!list.length)
    return (
      <EmptyState
        title="No sessions yet"
        description="Generate questions from a job description in the Practice tab to start your first session."
      />
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {list.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{s.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {TYPE_LABELS[s.interviewType]} · {s.completedQuestions}/{s.totalQuestions} answered ·{' '}
              {date(s.createdAt)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            {s.averageScore !== null && (
              <span className="text-sm font-semibold">
                {outOf5(s.averageScore)}/5{' '}
                <span className="font-normal text-slate-500 dark:text-slate-400">
                  ({s.averageScore}/100)
                </span>
              </span>
            )}
            <Button size="sm" variant="outline" onClick={() => onOpen(s.id)}>
              Open<span className="sr-only"> {s.title}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
