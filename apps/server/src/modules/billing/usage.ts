import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { USAGE_COUNTERS, isTotalCounter, type UsageCounter } from '@careerforge/contract';
import type { Executor } from '../../db/query';
import { activities } from '../../db/schema';
import type { ActivityType } from '../activity/service';

/** A table of user-owned rows with a creation time (interview sessions, applications). */
export type OwnedTable = PgTable & { userId: PgColumn; createdAt: PgColumn };

/**
 * What a plan counter counts, as the module that owns the use registers it (`meters` in its
 * descriptor): activities of some types, or the user's rows of one of its tables.
 */
export type UsageSource = { activities: readonly ActivityType[] } | { rows: OwnedTable };

/** Every counter's sources, gathered from the modules (several modules may feed one counter). */
export type UsageSources = Partial<Record<UsageCounter, readonly UsageSource[]>>;

/**
 * This period's usage: each counter's activities and rows since `start`, or in total for a
 * counter that counts in total (tracked applications).
 */
export async function countUsage(
  db: Executor,
  sources: UsageSources,
  userId: string,
  start: Date,
): Promise<Record<UsageCounter, number>> {
  const since = start.toISOString();
  const types = Object.values(sources).flatMap((list) =>
    (list ?? []).flatMap((s) => ('activities' in s ? s.activities : [])),
  );
  const byType = new Map<string, number>();
  if (types.length) {
    const rows = await db
      .select({ type: activities.type, n: sql<number>`count(*)`.mapWith(Number) })
      .from(activities)
      .where(
        and(
          eq(activities.userId, userId),
          inArray(activities.type, types),
          gte(activities.createdAt, sql`${since}::timestamptz`),
        ),
      )
      .groupBy(activities.type);
    for (const r of rows) byType.set(r.type, r.n);
  }
  const usage = {} as Record<UsageCounter, number>;
  for (const counter of USAGE_COUNTERS) {
    let n = 0;
    for (const source of sources[counter] ?? []) {
      if ('activities' in source) {
        for (const t of source.activities) n += byType.get(t) ?? 0;
        continue;
      }
      const table = source.rows;
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(
          isTotalCounter(counter)
            ? eq(table.userId, userId)
            : and(eq(table.userId, userId), gte(table.createdAt, sql`${since}::timestamptz`)),
        );
      n += row?.n ?? 0;
    }
    usage[counter] = n;
  }
  return usage;
}
