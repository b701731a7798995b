/**
 * Calendar days on the server: UTC, written YYYY-MM-DD, weeks from Monday. One module for the
 * tracker, the dashboard, the analytics and the Interview Arena's streaks.
 */

export const DAY_MS = 86_400_000;

/** The UTC calendar day of a time, YYYY-MM-DD. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` after (or before, negative) a YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const d = at(day);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
}

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((at(to).getTime() - at(from).getTime()) / DAY_MS);

/** Midnight (UTC) of the Monday of the week a time falls in. */
export function startOfWeek(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** Midnight (UTC) of the first day of the month a time falls in. */
export const startOfMonth = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The Monday (UTC) of the week a YYYY-MM-DD falls in, as YYYY-MM-DD. */
export const weekStartOf = (day: string): string => dayOf(startOfWeek(at(day)));
