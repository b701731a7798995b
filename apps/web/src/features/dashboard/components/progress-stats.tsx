import type { LucideIcon } from 'lucide-react';
import { Gauge, Mail, MessagesSquare, FileText, UserPen } from 'lucide-react';
import type { Dashboard } from '@careerforge/contract';
import { scoreTextClass, scoreTone } from '../../../components/ui/score';
import { cn } from '../../../lib/cn';
import { Card } from '../../../components/ui/card';
import { TitledSection } from '../../../components/ui/section-heading';

function Stat({
  label,
  value,
  icon: Icon,
  valueClass,
  spoken,
  detail,
  className,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  valueClass?: string;
  /** What a screen reader says instead of the value (for a dash). */
  spoken?: string | undefined;
  /** A line under the value saying what it counts. */
  detail?: string | undefined;
  className?: string;
}) {
  return (
    <Card padding="sm" className={cn('flex flex-col', className)}>
      <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Icon className="h-4 w-4 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className={cn('mt-auto pt-2 text-3xl font-bold tabular-nums', valueClass)}>
        {spoken ? (
          <>
            <span aria-hidden="true">{value}</span>
            <span className="sr-only">{spoken}</span>
          </>
        ) : (
          value
        )}
        {detail && (
          <span className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-400">
            {detail}
          </span>
        )}
      </dd>
    </Card>
  );
}

/** The five counters: what the user has done with Careerforge so far (jobs, not re-runs). */
export function ProgressStats({ stats }: { stats: Dashboard['stats'] }) {
  const average = stats.averageATSScore > 0 ? stats.averageATSScore : null;
  return (
    <TitledSection id="progress-heading" title="Your Progress">
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <Stat
          label="Jobs Tailored For"
          value={String(stats.resumesCreated)}
          icon={FileText}
          detail={
            stats.tailoringsRun > stats.resumesCreated
              ? `${stats.tailoringsRun} tailoring runs; re-runs for one job count once`
              : undefined
          }
        />
        <Stat
          label="Interviews Practiced"
          value={String(stats.interviewsPracticed)}
          icon={MessagesSquare}
        />
        <Stat label="Cover Letters" value={String(stats.coverLettersGenerated)} icon={Mail} />
        <Stat
          label="LinkedIn Optimizations"
          value={String(stats.linkedinOptimizations)}
          icon={UserPen}
        />
        <Stat
          label="Average ATS Score"
          value={average == null ? '–' : `${average}%`}
          icon={Gauge}
          className="col-span-2 md:col-span-1"
          spoken={average == null ? 'No score yet' : undefined}
          detail={average == null ? undefined : 'Latest score of each job'}
          valueClass={
            average == null
              ? 'text-slate-500 dark:text-slate-400'
              : scoreTextClass[scoreTone(average)]
          }
        />
      </dl>
    </TitledSection>
  );
}
