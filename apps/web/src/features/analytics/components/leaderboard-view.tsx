import { useState, type FormEvent } from 'react';
import { Award, Medal, Trophy } from 'lucide-react';
import { LEADERBOARD_ALIAS_MAX, LEADERBOARD_POINTS, type Leaderboard } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, SectionCard } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDate, initials } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useJoinLeaderboard, useLeaderboard, useLeaveLeaderboard } from '../api/analytics';
import { atsColourClass } from '../lib/ats';
import { LoadFailed } from './load-failed';

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

function RankMark({ rank }: { rank: number }) {
  if (rank === 1) return <Trophy className="h-6 w-6 text-amber-500" aria-label="Rank 1" />;
  if (rank === 2) return <Medal className="h-6 w-6 text-slate-400" aria-label="Rank 2" />;
  if (rank === 3) return <Award className="h-6 w-6 text-orange-700" aria-label="Rank 3" />;
  return <span className="text-sm font-semibold tabular-nums">#{rank}</span>;
}

/** Joining (with an optional alias) and leaving: nobody is listed until they join. */
function Membership({ me }: { me: Leaderboard['me'] }) {
  const join = useJoinLeaderboard();
  const leave = useLeaveLeaderboard();
  const [alias, setAlias] = useState(me.alias ?? '');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const m = await join.mutateAsync(alias.trim() || null);
      toast({
        title: 'You joined the leaderboard',
        description: `Others see you as ${m.displayName}.`,
      });
    } catch (err) {
      setError(errorMessage(err, 'Unable to join the leaderboard. Please try again.'));
    }
  };
  const doLeave = async () => {
    try {
      await leave.mutateAsync();
      toast({
        title: 'You left the leaderboard',
        description: 'You are no longer listed or counted.',
      });
    } catch (err) {
      setError(errorMessage(err, 'Unable to leave the leaderboard. Please try again.'));
    }
  };
  return (
    <Card as="section" aria-labelledby="membership" padding="md">
      <h2 id="membership" className="font-semibold">
        {me.optedIn
          ? `You are on the leaderboard as ${me.displayName}`
          : 'You are not on the leaderboard'}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The leaderboard is opt-in. Members are shown by an alias or by first name and last initial,
        never by e-mail or photo, and ranked by effort and improvement, never by job outcomes.{' '}
        {me.optedIn
          ? `Others see you as ${me.displayName}${me.displayName.endsWith('.') ? '' : '.'}`
          : `If you join, others see you as ${me.displayName} (or the alias you pick).`}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          label="Alias (optional)"
          value={alias}
          onChange={(e) => setAlias(e.target.value)}
          maxLength={LEADERBOARD_ALIAS_MAX}
          error={error}
          className="min-w-56"
        />
        <Button type="submit" disabled={join.isPending}>
          {me.optedIn ? 'Update alias' : 'Join the leaderboard'}
        </Button>
        {me.optedIn && (
          <Button variant="outline" onClick={doLeave} disabled={leave.isPending}>
            Leave the leaderboard
          </Button>
        )}
      </form>
    </Card>
  );
}

/** One ranked user: rank, initials, name, join date, figures and last activity. */
function LeaderRow({ r }: { r: Leaderboard['leaderboard'][number] }) {
  return (
    <li
      className={`flex flex-wrap items-center gap-3 py-3 ${r.isYou ? 'bg-brand-50/60 dark:bg-brand-900/20' : ''}`}
    >
      <div className="flex w-8 justify-center">
        <RankMark rank={r.rank} />
      </div>
      <span
        aria-hidden
        className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold dark:bg-slate-700"
      >
        {initials(r.user.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          {r.user.name}
          {r.isYou && <Badge tone="brand">You</Badge>}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Joined {day(r.user.joinDate)}</p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="inline">Resumes: </dt>
          <dd className="inline font-medium tabular-nums">{r.stats.totalResumesTailored}</dd>
        </div>
        <div>
          <dt className="inline">Interviews: </dt>
          <dd className="inline font-medium tabular-nums">{r.stats.totalInterviewsPracticed}</dd>
        </div>
        {r.stats.averageATSScore > 0 && (
          <div>
            <dt className="inline">Avg ATS: </dt>
            <dd
              className={`inline font-medium tabular-nums ${atsColourClass(r.stats.averageATSScore)}`}
            >
              {r.stats.averageATSScore}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline">Score: </dt>
          <dd className="inline font-medium tabular-nums">{r.activityScore}</dd>
        </div>
      </dl>
      {r.stats.lastActivity && (
        <p className="w-full pl-11 text-xs text-slate-600 sm:w-auto sm:pl-0 dark:text-slate-400">
          Last active: {day(r.stats.lastActivity)}
        </p>
      )}
    </li>
  );
}

/** What earns points, and when the list was computed. */
function HowRankedCard({ generatedAt }: { generatedAt: Leaderboard['generatedAt'] }) {
  const P = LEADERBOARD_POINTS;
  return (
    <SectionCard id="how-ranked" title="How the score is made" titleSize="base" padding="md">
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>
          {P.resumeTailored} points per resume tailored to a job (tailoring the same resume to the
          same job again counts once)
        </li>
        <li>{P.interviewPracticed} points per interview practised</li>
        <li>{P.coverLetterOrLinkedin} points per cover letter or LinkedIn About written</li>
        <li>
          {P.atsGain} point per point a later version of your resume scores above your first for the
          same job (your best job counts; re-running the same resume does not), and{' '}
          {P.interviewGain} per point of interview score gained
        </li>
        <li>{P.streakDay} points per day of your current streak</li>
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Applications, interviews landed and offers never count: the ranking is about practice and
        improvement. The list is computed at most once a minute (this one at{' '}
        {new Date(generatedAt).toLocaleTimeString('en-US', {
          hour: 'numeric',
          minute: '2-digit',
        })}
        ).
      </p>
    </SectionCard>
  );
}

/** The spec's 'Top Performers', polled every 60 seconds. */
export function LeaderboardView() {
  const q = useLeaderboard();
  if (q.isPending) return <Spinner label="Loading leaderboard" />;
  if (q.isError) return <LoadFailed />;
  const board = q.data;
  return (
    <div className="grid gap-6">
      <Membership me={board.me} key={String(board.me.optedIn) + (board.me.alias ?? '')} />
      <SectionCard
        id="top-performers"
        title={
          <>
            Top Performers{' '}
            <span className="text-base font-normal text-slate-600 dark:text-slate-300">
              ({board.totalUsers} professionals active)
            </span>
          </>
        }
      >
        {board.leaderboard.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            No leaderboard data available yet. Be the first to start using the platform!
          </p>
        ) : (
          <ol
            className="mt-4 max-h-96 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800"
            tabIndex={0}
            aria-label="Leaderboard"
          >
            {board.leaderboard.map((r) => (
              <LeaderRow key={r.user.id} r={r} />
            ))}
          </ol>
        )}
      </SectionCard>
      <HowRankedCard generatedAt={board.generatedAt} />
    </div>
  );
}
