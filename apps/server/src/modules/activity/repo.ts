import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { owned, pickColumns, type Executor } from '../../db/query';
import { activities } from '../../db/schema';

/**
 * Every activity type by name (`<thing>_<past tense verb>`). Empty here on purpose: each module
 * declares the types it records in its own descriptor (`modules/<name>/index.ts`, by
 * declaration merging into `ActivityTypes` of `activity/service`) and lists them there, so a new
 * tool edits no file of the activity log. The dashboard's four are the contract's
 * `DASHBOARD_ACTIVITY_TYPES`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface ActivityTypes {}
export type ActivityType = keyof ActivityTypes & string;

export type ActivityRow = typeof activities.$inferSelect;

/** One thing a user did, as a service records it. */
export interface ActivityEntry {
  userId: string;
  type: ActivityType;
  /** The id of the row the activity produced, in its own table. */
  refId?: string | number | null;
  title: string;
  score?: number | null;
  /** A little context (mode, provider, ...); never a document. */
  data?: Record<string, unknown> | null;
  /** Defaults to the database's now(). */
  createdAt?: Date;
}

/** Per activity type: how many, how many since each given date, and the average score. */
export interface ActivityTypeStats {
  count: number;
  countSince: number[];
  averageScore: number | null;
}

export function activityRepo(db: Executor) {
  return {
    async record(entry: ActivityEntry): Promise<ActivityRow> {
      const [row] = await db
        .insert(activities)
        .values({
          userId: entry.userId,
          type: entry.type,
          refId: entry.refId == null ? null : String(entry.refId),
          title: entry.title,
          score: entry.score ?? null,
          data: entry.data ?? null,
          ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
        })
        .returning();
      return row!;
    },

    /**
     * Counts by type (in total and since each date of `since`) and the average score by
     * type, for one user, in one query.
     */
    async statsByType(
      userId: string,
      since: readonly Date[] = [],
    ): Promise<Map<ActivityType, ActivityTypeStats>> {
      const rows = await db
        .select({
          type: activities.type,
          count: sql<number>`count(*)`.mapWith(Number),
          averageScore: sql<string | null>`avg(${activities.score})`,
          ...Object.fromEntries(
            since.map((d, i) => [
              `since${i}`,
              sql<number>`count(*) filter (where ${activities.createdAt} >= ${d.toISOString()}::timestamptz)`.mapWith(
                Number,
              ),
            ]),
          ),
        })
        .from(activities)
        .where(owned(activities, userId))
        .groupBy(activities.type);
      return new Map(
        rows.map((r) => {
          const row = r as typeof r & Record<string, number>;
          return [
            r.type as ActivityType,
            {
              count: r.count,
              countSince: since.map((_, i) => row[`since${i}`] ?? 0),
              averageScore: r.averageScore == null ? null : Number(r.averageScore),
            },
          ];
        }),
      );
    },

    /** Every activity of one type for one user, oldest first (for counts a query cannot make). */
    ofType: (userId: string, type: ActivityType) =>
      db
        .select(pickColumns(activities, 'title', 'score', 'data', 'createdAt'))
        .from(activities)
        .where(and(owned(activities, userId), eq(activities.type, type)))
        .orderBy(activities.createdAt, activities.id),

    /** The user's latest activities of these types, newest first. */
    recent: (userId: string, types: readonly ActivityType[], limit: number) =>
      db
        .select()
        .from(activities)
        .where(and(owned(activities, userId), inArray(activities.type, [...types])))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit),
  };
}
export type ActivityRepo = ReturnType<typeof activityRepo>;
