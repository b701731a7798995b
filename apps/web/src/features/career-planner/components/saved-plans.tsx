import { TIMEFRAME_LABELS, type CareerPlanSummary } from '@careerforge/contract';
import { SavedList } from '../../../components/ui/saved-list';
import { formatDate } from '../../../lib/format';
import { useCareerPlans, useRemoveCareerPlan } from '../api/career';

/** The user's saved plans: every plan generated is kept; open one again, or delete it. */
export function SavedPlans({ onOpen }: { onOpen: (p: CareerPlanSummary) => void }) {
  const query = useCareerPlans();
  const remove = useRemoveCareerPlan();
  return (
    <SavedList
      id="career-saved"
      title="Your saved plans"
      listLabel="Your saved plans"
      noun="plans"
      empty="No plans yet. Every plan you generate is saved here so you can come back to it."
      query={query}
      removing={remove.isPending}
      onRemove={(id) => remove.mutate(id)}
      onOpen={onOpen}
      deleteLabel={(p) => `Delete the plan ${p.currentRole} to ${p.targetRole}`}
      describe={(p) => (
        <>
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
        </>
      )}
    />
  );
}
