/** Score display: 90 or more green, 75 or more the middle tone, otherwise neutral. */
export function scoreTone(score: number | null | undefined): 'great' | 'good' | 'neutral' {
  if (score == null) return 'neutral';
  if (score >= 90) return 'great';
  if (score >= 75) return 'good';
  return 'neutral';
}

/** ATS emoji: fire at 90+, thumbs-up at 70+, warning below, lightning when there is no score. */
export function scoreEmoji(score: number | null | undefined): string {
  if (score == null) return '⚡';
  if (score >= 90) return '🔥';
  if (score >= 70) return '👍';
  return '⚠️';
}

export const toneClass = {
  great: 'text-emerald-700 dark:text-emerald-400',
  good: 'text-amber-700 dark:text-amber-400',
  neutral: 'text-slate-700 dark:text-slate-300',
} as const;
