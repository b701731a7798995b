import { cn } from '../../lib/cn';

export type ScoreTone = 'high' | 'mid' | 'low' | 'neutral';

/**
 * Score colours, the spec's ATS cut-offs (the same as the emoji and the report's bands): 90 and
 * above green, 70 to 89 amber, below 70 red; neutral only when there is no score. A rising
 * score goes red, amber, green.
 */
export function scoreTone(score: number | null | undefined): ScoreTone {
  if (score == null || Number.isNaN(score)) return 'neutral';
  if (score >= 90) return 'high';
  if (score >= 70) return 'mid';
  return 'low';
}

/** Salary and career colours (spec part 2 §9): 80 and above green, 60 to 79 yellow, else red. */
export function toolScoreTone(score: number | null | undefined): ScoreTone {
  if (score == null || Number.isNaN(score)) return 'neutral';
  if (score >= 80) return 'high';
  if (score >= 60) return 'mid';
  return 'low';
}

/** ATS emoji: fire at 90 or more, thumbs-up at 70 or more, warning below, lightning with no score. */
export function atsEmoji(score: number | null | undefined): string {
  if (score == null || Number.isNaN(score)) return '⚡';
  if (score >= 90) return '🔥';
  if (score >= 70) return '👍';
  return '⚠️';
}

/** Text colour for a score shown on its own (large figures). */
export const scoreTextClass: Record<ScoreTone, string> = {
  high: 'text-emerald-700 dark:text-emerald-400',
  mid: 'text-amber-700 dark:text-amber-300',
  low: 'text-red-700 dark:text-red-300',
  neutral: 'text-slate-700 dark:text-slate-200',
};

/** A tool's percentage (a path's viability, a salary's confidence) in its score colour. */
export function TonedPercent({
  value,
  size,
  testId,
}: {
  value: number;
  size: 'text-2xl' | 'text-3xl';
  testId: string;
}) {
  const tone = toolScoreTone(value);
  return (
    <span
      className={cn(size, 'font-bold', scoreTextClass[tone])}
      data-tone={tone}
      data-testid={testId}
    >
      {value}%
    </span>
  );
}

const bandWord: Record<ScoreTone, string> = {
  high: 'Strong',
  mid: 'Fair',
  low: 'Needs work',
  neutral: '',
};

/** A score card's head: what is scored, the score out of 100 in its colour, and its band. */
export function ScoreOutOf100({ label, score }: { label: string; score: number }) {
  const tone = scoreTone(score);
  return (
    <>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <p className={cn('mt-1 text-4xl font-bold tabular-nums', scoreTextClass[tone])}>
        {score}
        <span className="text-base font-medium text-slate-500 dark:text-slate-400">/100</span>
      </p>
      <p className={cn('text-sm font-semibold', scoreTextClass[tone])}>{bandWord[tone]}</p>
    </>
  );
}

const badgeClass: Record<ScoreTone, string> = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
  mid: 'bg-amber-50 text-amber-900 ring-amber-700/25 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
  low: 'bg-red-50 text-red-800 ring-red-700/25 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30',
  neutral:
    'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30',
};

/**
 * A labelled score pill, e.g. "🔥 ATS 92%". The emoji is decoration (hidden from screen readers);
 * the label and number carry the meaning. No score reads "Not scored".
 */
export function ScoreBadge({
  label,
  score,
  emoji = false,
  className,
}: {
  label: string;
  score: number | null | undefined;
  emoji?: boolean;
  className?: string;
}) {
  const tone = scoreTone(score);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        badgeClass[tone],
        className,
      )}
      data-tone={tone}
    >
      {emoji && <span aria-hidden="true">{atsEmoji(score)}</span>}
      <span>
        {label} {score == null ? 'Not scored' : `${score}%`}
      </span>
    </span>
  );
}
