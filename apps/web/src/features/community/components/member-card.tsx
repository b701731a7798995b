import { communityStatusLabel, type CommunityMember } from '@careerforge/contract';
import { Badge, ExampleBadge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { humanizeKey, initials } from '../../../lib/format';
import { Card } from '../../../components/ui/card';

const statusTone = {
  recently_hired: 'success',
  community_helper: 'info',
  career_changer: 'warning',
} as const;

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone[status as keyof typeof statusTone] ?? 'neutral';
  return <Badge tone={tone}>{communityStatusLabel(status)}</Badge>;
}

export function MemberCard({
  member,
  showAchievements = true,
}: {
  member: CommunityMember;
  showAchievements?: boolean;
}) {
  const achievements = Object.entries(member.achievements).slice(0, 4);
  return (
    <Card as="article" className="flex h-full flex-col">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
        >
          {initials(member.name)}
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold">{member.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{member.role}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <StatusBadge status={member.status} />
        {member.sample && <ExampleBadge />}
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700 dark:text-slate-300">{member.bio}</p>
      {showAchievements && achievements.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          {achievements.map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-slate-600 dark:text-slate-400">{humanizeKey(key)}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

export function MemberCardSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
      <div className="flex items-center gap-3">
        <Skeleton className="h-11 w-11 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-2 h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="mt-4 h-5 w-28 rounded-full" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
    </div>
  );
}
