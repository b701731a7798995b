import { Target } from 'lucide-react';
import type { Dashboard } from '@careerforge/contract';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { goalPercent } from '../lib/goals';
import { plural } from '../../../lib/format';

function GoalBar({
  label,
  period,
  progress,
  goal,
}: {
  label: string;
  period: string;
  progress: number;
  goal: number;
}) {
  const pct = goalPercent(progress, goal);
  const target = goal > 0 ? goal : 1;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-medium">{label}</h3>
        <span className="text-sm font-semibold tabular-nums">{pct}%</span>
      </div>
      <ProgressBar
        label={`${label} progress`}
        percent={pct}
        value={pct}
        valueText={`${pct}%: ${progress} of ${target}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        fillClassName={cn(
          'h-full rounded-full transition-[width]',
          pct >= 100 ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-brand-600 dark:bg-brand-500',
        )}
      />
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
        {pct >= 100
          ? `Goal reached: ${plural(progress, 'job')} tailored for ${period}.`
          : `${progress} of ${target} jobs tailored for ${period}`}
      </p>
    </div>
  );
}

export function GoalsCard({ goals }: { goals: Dashboard['goals'] }) {
  return (
    <Card className="p-5" aria-labelledby="goals-heading" role="region">
      <h2 id="goals-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Target className="h-5 w-5 text-brand-700 dark:text-brand-100" aria-hidden />
        Goals
      </h2>
      <div className="mt-4 grid gap-6">
        <GoalBar
          label="Weekly Goal"
          period="this week"
          progress={goals.weeklyProgress}
          goal={goals.weeklyGoal}
        />
        <GoalBar
          label="Monthly Goal"
          period="this month"
          progress={goals.monthlyProgress}
          goal={goals.monthlyGoal}
        />
      </div>
    </Card>
  );
}
