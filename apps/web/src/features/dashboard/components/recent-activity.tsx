import type { LucideIcon } from 'lucide-react';
import { Activity, FileText, Mail, MessagesSquare, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@careerforge/contract';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScoreBadge } from '../../../components/ui/score';
import { formatDateTime, formatRelativeTime } from '../lib/time';

type ActivityItem = Dashboard['recentActivity'][number];

const activityIcons: Record<string, { icon: LucideIcon; label: string }> = {
  resume_tailored: { icon: FileText, label: 'Resume tailored' },
  interview_practiced: { icon: MessagesSquare, label: 'Interview practiced' },
  cover_letter_generated: { icon: Mail, label: 'Cover letter generated' },
  linkedin_optimized: { icon: UserPen, label: 'LinkedIn optimized' },
};

/** What an activity's score measures: a tailoring's is the ATS score, an About's its engagement. */
const scoreLabels: Record<string, string> = {
  resume_tailored: 'ATS',
  interview_practiced: 'Answer',
  linkedin_optimized: 'Engagement',
};

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  const { icon: Icon, label } = activityIcons[item.type] ?? { icon: Activity, label: 'Activity' };
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-100"
        title={label}
      >
        <Icon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{label}:</span>
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{item.title}</p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={item.timestamp} title={formatDateTime(item.timestamp)}>
              {formatRelativeTime(item.timestamp, now)}
            </time>
          </p>
        </div>
        {item.score != null && scoreLabels[item.type] && (
          <ScoreBadge
            label={scoreLabels[item.type]!}
            score={item.score}
            emoji
            className="self-start sm:mt-0.5"
          />
        )}
      </div>
    </li>
  );
}

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const now = new Date();
  return (
    <Card className="p-5" aria-labelledby="activity-heading" role="region">
      <h2 id="activity-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Activity className="h-5 w-5 text-brand-700 dark:text-brand-100" aria-hidden />
        Recent Activity
      </h2>
      {items.length === 0 ? (
        <EmptyState
          className="mt-4"
          title="No activity yet"
          description="Tailor your first resume to a job description and your progress will show up here."
          action={
            <Link to="/resume-lab" className={buttonClass('primary')}>
              <FileText className="h-4 w-4" aria-hidden />
              Tailor a Resume
            </Link>
          }
        />
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item, i) => (
            <ActivityRow key={`${item.timestamp}-${i}`} item={item} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}
