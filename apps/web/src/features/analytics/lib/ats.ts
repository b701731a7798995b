import { plural } from '../../../lib/format';
/** The analytics page's ATS colours (spec): 90+ sage green, 75+ terra cotta, else slate blue. */
export function atsColourClass(score: number): string {
  if (score >= 90) return 'text-emerald-700 dark:text-emerald-300';
  if (score >= 75) return 'text-orange-700 dark:text-orange-300';
  return 'text-sky-800 dark:text-sky-300';
}

/** "1 application" / "3 applications". */
export const applicationCount = (n: number) => plural(n, 'application');

/** A month's count over the total, the divisor at least 1, as a percent (0 to 100). */
export const monthShare = (month: number, total: number) =>
  Math.min(100, Math.round((month / Math.max(1, total)) * 100));
