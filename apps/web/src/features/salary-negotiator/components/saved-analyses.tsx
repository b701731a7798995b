import { FolderOpen, Trash2 } from 'lucide-react';
import type { SalaryAnalysisSummary } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDate, usd } from '../../../lib/format';
import { useRemoveSalaryAnalysis, useSalaryAnalyses } from '../api/salary';

/** The user's past analyses: open one again, or delete it. */
export function SavedAnalyses({ onOpen }: { onOpen: (a: SalaryAnalysisSummary) => void }) {
  const { data, isPending, isError, error } = useSalaryAnalyses();
  const remove = useRemoveSalaryAnalysis();
  let body;
  if (isPending)
    body = (
      <LoadingRegion label="Loading your analyses">
        <Skeleton className="h-16" />
      </LoadingRegion>
    );
  else if (isError)
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Unable to load your analyses. {errorMessage(error, 'Please try refreshing the page')}
      </p>
    );
  else if (!data.length)
    body = (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No analyses yet. Each analysis you run is kept here so you can come back to it.
      </p>
    );
  else
    body = (
      <ul className="grid gap-2" aria-label="Your salary analyses">
        {data.slice(0, 10).map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
          >
            <span>
              <span className="font-medium">{a.jobTitle}</span>
              {a.location ? `, ${a.location}` : ''}: {usd(a.currentSalary)}
              {a.targetSalary ? ` to ${usd(a.targetSalary)}` : ''}{' '}
              <span className="text-slate-600 dark:text-slate-400">
                ({a.occupationTitle}, {formatDate(a.createdAt)})
              </span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onOpen(a)}>
                <FolderOpen className="h-4 w-4" aria-hidden />
                Open
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete the analysis for ${a.jobTitle}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(a.id)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card as="section" aria-labelledby="salary-saved-heading" className="mt-8">
      <h2 id="salary-saved-heading" className="text-base font-semibold">
        Your analyses
      </h2>
      <div className="mt-3">{body}</div>
    </Card>
  );
}
