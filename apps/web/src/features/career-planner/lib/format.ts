import type { ScoreTone } from '../../../components/ui/score';

/** US dollars with no decimals (spec part 2 §9): "$85,000". */
export function usd(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;
}

/** Salary and career colours (spec part 2 §9): 80 and above green, 60 to 79 yellow, else red. */
export function toolScoreTone(score: number | null | undefined): ScoreTone {
  if (score == null || Number.isNaN(score)) return 'neutral';
  if (score >= 80) return 'high';
  if (score >= 60) return 'mid';
  return 'low';
}

/** 38 -> "38th". */
export function ordinal(n: number): string {
  const v = Math.round(n);
  const mod100 = v % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${v}th`;
  return `${v}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th'}`;
}
