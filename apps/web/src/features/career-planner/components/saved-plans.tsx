import { FolderOpen, Trash2 } from 'lucide-react';
import { TIMEFRAME_LABELS, type CareerPlanSummary } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCareerPlans, useRemoveCareerPlan } from '../api/career';

/** The user's saved plans: every plan generated is kept; open one again, or delete it. */
export function SavedPlans({ onOpen }: { onOpen: (p: CareerPlanSummary) => void }) {
  const { data, isPending, isError, error } = useCareerPlans();
  const remove = useRemoveCareerPlan();
  let body;
  if (isPending)
    body = (
      <LoadingRegion label="Loading your plans">
        <Skeleton className="h-16" />
      </LoadingRegion>
    );
  else if (isError)
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Unable to load your plans. {errorMessage(error, 'Please try refreshing the page')}
      </p>
    );
  else if (!data.length)
    body = (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No plans yet. Every plan you generate is saved here so you can come back to it.
      </p>
    );
  else
    body = (
      <ul className="grid gap-2" aria-label="Your saved plans">
        {data.slice(0, 10).map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
          >
            <span>
              <span className="font-medium">
                {p.currentRole} to {p.targetRole}
              </span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                (
                {p.timeframe
                  ? TIMEFRAME_LABELS[p.timeframe as keyof typeof TIMEFRAME_LABELS]
                  : '1 year'}
                , viability {p.pathViability}%, {formatDate(p.createdAt)})
              </span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onOpen(p)}>
                <FolderOpen className="h-4 w-4" aria-hidden />
                Open
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete the plan ${p.currentRole} to ${p.targetRole}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card as="section" aria-labelledby="career-saved-heading" className="mt-8">
      <h2 id="career-saved-heading" className="text-base font-semibold">
        Your saved plans
      </h2>
      <div className="mt-3">{body}</div>
    </Card>
  );
}
