import type { ReactNode } from 'react';
import { atsEmoji, scoreTextClass, scoreTone } from '../ui/score';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/api';
import type { LiveScore } from './use-live-score';

/** A large score with the one it is compared with ("Before: 74% (+6)"). */
export function ScoreTile({
  label,
  score,
  before,
  beforeLabel = 'Before',
  pending = false,
}: {
  label: string;
  score: number | null | undefined;
  before?: number | null | undefined;
  beforeLabel?: string;
  pending?: boolean;
}) {
  const delta = score != null && before != null ? score - before : 0;
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'rounded-xl border border-slate-200 p-4 transition-opacity dark:border-slate-700',
        pending && 'opacity-70',
      )}
      aria-busy={pending || undefined}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
      <p className={cn('mt-1 text-4xl font-bold', scoreTextClass[scoreTone(score)])}>
        {score == null ? (
          <span className="text-2xl">Not scored</span>
        ) : (
          <>
            <span aria-hidden>{atsEmoji(score)} </span>
            {score}%
          </>
        )}
      </p>
      {before != null && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {beforeLabel}: {before}%{' '}
          {delta !== 0 && (
            <span
              className={
                delta > 0
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-red-700 dark:text-red-400'
              }
            >
              ({delta > 0 ? '+' : ''}
              {delta})
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/** The live score's state, read out politely: updating, failed, or why there is none. */
/** A resume's two scores against a job, ATS and keyword match. */
export interface ScoresOf {
  ats: number | null | undefined;
  keywords: number | null | undefined;
}

const pairTiles = [
  { key: 'ats', label: 'ATS score' },
  { key: 'keywords', label: 'Keyword match' },
] as const;

/** The ATS and keyword scores side by side, each beside its earlier value when there is one. */
export function ScorePair({
  now,
  before,
  beforeLabel,
  pending,
  className = 'grid gap-4 sm:grid-cols-2',
}: {
  now: ScoresOf;
  before?: ScoresOf | undefined;
  beforeLabel?: string;
  pending: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {pairTiles.map(({ key, label }) => (
        <ScoreTile
          key={key}
          label={label}
          score={now[key]}
          before={before?.[key]}
          beforeLabel={beforeLabel}
          pending={pending}
        />
      ))}
    </div>
  );
}

export function ScoreStatus({ children, error }: { children: ReactNode; error?: boolean }) {
  return (
    <p
      role="status"
      className={cn(
        'text-sm',
        error ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300',
      )}
    >
      {children}
    </p>
  );
}

/**
 * The live score's status for a text: none while it is blank, the error, "Updating…" while typing,
 * otherwise `idle` (what the shown score is of).
 */
export function LiveScoreStatus({
  text,
  live,
  idle,
}: {
  text: string;
  live: Pick<LiveScore, 'pending' | 'error'>;
  idle: ReactNode;
}) {
  if (!text.trim()) return <ScoreStatus>Add the resume text to score it.</ScoreStatus>;
  if (live.error)
    return (
      <ScoreStatus error>
        The score could not be updated: {errorMessage(live.error, 'please try again.')}
      </ScoreStatus>
    );
  if (live.pending) return <ScoreStatus>Updating the score…</ScoreStatus>;
  return <ScoreStatus>{idle}</ScoreStatus>;
}
