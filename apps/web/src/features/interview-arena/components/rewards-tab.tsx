import type { ReactNode } from 'react';
import { Award, Flame, Lock, Trophy } from 'lucide-react';
import { INTERVIEW_CONSTANTS, noXpMessage } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useProgress } from '../api/interviews';
import { ErrorText } from '../../../components/ui/error-text';
import { TitledSection } from '../../../components/ui/section-heading';

const RARITY_TONE = {
  common: 'neutral',
  rare: 'info',
  epic: 'brand',
  legendary: 'warning',
} as const;

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <ProgressBar
      label={label}
      percent={(value / Math.max(1, max)) * 100}
      value={Math.min(value, max)}
      max={max}
      className="h-2 rounded-full bg-slate-200 dark:bg-slate-700"
      fillClassName="h-2 rounded-full bg-brand-600"
    />
  );
}
type Progress = NonNullable<ReturnType<typeof useProgress>['data']>;

/** One goal: its name, where it stands in words, and its bar. */
function GoalCard({
  icon,
  title,
  status,
  bar,
  children,
}: {
  icon?: ReactNode;
  title: ReactNode;
  status: ReactNode;
  bar: { value: number; max: number; label: string };
  children?: ReactNode;
}) {
  return (
    <Card className="grid gap-3">
      <h2
        className={icon ? 'flex items-center gap-2 text-lg font-semibold' : 'text-lg font-semibold'}
      >
        {icon}
        {icon && ' '}
        {title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{status}</p>
      <Bar {...bar} />
      {children}
    </Card>
  );
}

/** Level and XP, the weekly goal, Fire Streak and Interview Master, each with its bar. */
function GoalCards({ p }: { p: Progress }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <GoalCard
        icon={<Trophy className="h-5 w-5 text-amber-600" aria-hidden />}
        title={`Level ${p.level}`}
        status={
          <>
            {p.totalXP} XP in total · {p.xpIntoLevel}/{p.xpPerLevel} to level {p.level + 1}
            {p.improvementXP > 0 && ` · ${p.improvementXP} XP from beating your own scores`}
          </>
        }
        bar={{ value: p.xpIntoLevel, max: p.xpPerLevel, label: 'XP to the next level' }}
      >
        <p className="text-xs text-slate-500 dark:text-slate-400">
          A first answer to a question earns 10 XP plus a fifth of its score, times the game mode;
          beating your own best earns more. {noXpMessage(INTERVIEW_CONSTANTS.minScoreForXp)}
        </p>
      </GoalCard>
      <GoalCard
        title="Weekly goal"
        status={`${p.weeklyProgress} of ${p.weeklyGoal} sessions practised this week`}
        bar={{ value: p.weeklyProgress, max: p.weeklyGoal, label: 'Weekly goal' }}
      />
      <GoalCard
        icon={<Flame className="h-5 w-5 text-orange-600" aria-hidden />}
        title="Fire Streak"
        status={`${p.fireStreak.current}/${p.fireStreak.target} days in a row · longest ${p.longestStreak}`}
        bar={{ value: p.fireStreak.current, max: p.fireStreak.target, label: 'Fire Streak' }}
      />
      <GoalCard
        icon={<Award className="h-5 w-5 text-brand-700" aria-hidden />}
        title="Interview Master"
        status={`${p.interviewMaster.sessions}/${p.interviewMaster.target} sessions practised`}
        bar={{
          value: p.interviewMaster.sessions,
          max: p.interviewMaster.target,
          label: 'Interview Master',
        }}
      />
    </div>
  );
}

/** One achievement: unlocked with its date, or locked with its progress. */
function AchievementItem({ a }: { a: Progress['achievements'][number] }) {
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border p-4',
        a.unlocked
          ? 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {a.unlocked ? (
        <Trophy className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      ) : (
        <Lock className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
      )}
      <div className="grid flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {a.name}
          <Badge tone={RARITY_TONE[a.rarity]}>{a.rarity}</Badge>
          <span className="sr-only">{a.unlocked ? 'unlocked' : 'locked'}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{a.description}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {a.unlocked && a.unlockedAt
            ? `Unlocked ${new Date(a.unlockedAt).toLocaleDateString()}`
            : `${a.progress}/${a.target}`}
        </p>
      </div>
    </li>
  );
}

/** Level and XP, the weekly goal, Fire Streak and Interview Master, and the achievements. */
export function RewardsTab() {
  const { data: p, isPending, isError } = useProgress();
  if (isPending) return <Spinner label="Loading your rewards" />;
  if (isError || !p)
    return <ErrorText>Your rewards could not be loaded. Please try again.</ErrorText>;
  return (
    <div className="grid gap-6">
      <GoalCards p={p} />

      <TitledSection id="achievements-heading" title="Achievements" spaced>
        <ul className="grid gap-3 sm:grid-cols-2">
          {p.achievements.map((a) => (
            <AchievementItem key={a.id} a={a} />
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
