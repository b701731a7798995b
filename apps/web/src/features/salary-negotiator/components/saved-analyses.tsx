import type { SalaryAnalysisSummary } from '@careerforge/contract';
import { SavedList } from '../../../components/ui/saved-list';
import { formatDate, usd } from '../../../lib/format';
import { useRemoveSalaryAnalysis, useSalaryAnalyses } from '../api/salary';

/** The user's past analyses: open one again, or delete it. */
export function SavedAnalyses({ onOpen }: { onOpen: (a: SalaryAnalysisSummary) => void }) {
  const query = useSalaryAnalyses();
  const remove = useRemoveSalaryAnalysis();
  return (
    <SavedList
      id="salary-saved"
      title="Your analyses"
      listLabel="Your salary analyses"
      noun="analyses"
      empty="No analyses yet. Each analysis you run is kept here so you can come back to it."
      query={query}
      removing={remove.isPending}
      onRemove={(id) => remove.mutate(id)}
      onOpen={onOpen}
      deleteLabel={(a) => `Delete the analysis for ${a.jobTitle}`}
      describe={(a) => (
        <>
          <span className="font-medium">{a.jobTitle}</span>
          {a.location ? `, ${a.location}` : ''}: {usd(a.currentSalary)}
          {a.targetSalary ? ` to ${usd(a.targetSalary)}` : ''}{' '}
          <span className="text-slate-600 dark:text-slate-400">
            ({a.occupationTitle}, {formatDate(a.createdAt)})
          </span>
        </>
      )}
    />
  );
}
