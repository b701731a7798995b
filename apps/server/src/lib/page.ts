import type { Page } from '../db/query';

/** One page of a list already in memory (sorted by rules SQL does not hold). */
export function pageOf<T>(rows: T[], page: Page = {}): T[] {
  const start = page.offset ?? 0;
  return rows.slice(start, page.limit === undefined ? undefined : start + page.limit);
}
