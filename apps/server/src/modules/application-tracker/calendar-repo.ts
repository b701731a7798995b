import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '@careerforge/contract';
import { owned, pickColumns, type Executor } from '../../db/query';
import { applicationTrackerSettings, applications } from '../../db/schema';
import type { CalendarRow } from './calendar';

export type TrackerSettingsRow = typeof applicationTrackerSettings.$inferSelect;

/** The tracker's settings row and the applications its calendar reads. */
export function calendarRepo(db: Executor) {
  const settings = applicationTrackerSettings;
  /** Writes some settings of the user, making their row when there is none. */
  const upsert = async (userId: string, values: Partial<typeof settings.$inferInsert>) => {
    const [row] = await db
      .insert(settings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: settings.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  };

  return {
    async settings(userId: string): Promise<TrackerSettingsRow | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.userId, userId));
      return row;
    },

    setFollowUpDays: (userId: string, followUpDays: number | null) =>
      upsert(userId, { followUpDays }),

    setFeed: (userId: string, digest: string, createdAt: Date) =>
      upsert(userId, { calendarFeedDigest: digest, calendarFeedCreatedAt: createdAt }),

    async clearFeed(userId: string) {
      await db
        .update(settings)
        .set({ calendarFeedDigest: null, calendarFeedCreatedAt: null, updatedAt: new Date() })
        .where(eq(settings.userId, userId));
    },

    /** The owner of a feed and their settings, by the digest of its token. */
    async byFeedDigest(digest: string): Promise<TrackerSettingsRow | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.calendarFeedDigest, digest));
      return row;
    },

    /** The user's applications that can give an event (an interview, a deadline, or active). */
    calendarRows: (userId: string): Promise<CalendarRow[]> =>
      db
        .select(
          pickColumns(
            applications,
            'id',
            'jobTitle',
            'company',
            'status',
            'statusDate',
            'interviewAt',
            'interviewDate',
            'offerDeadline',
            'jobUrl',
            'location',
            'notes',
            'updatedAt',
          ),
        )
        .from(applications)
        .where(
          and(
            owned(applications, userId),
            or(
              isNotNull(applications.interviewAt),
              isNotNull(applications.interviewDate),
              isNotNull(applications.offerDeadline),
              inArray(applications.status, [...ACTIVE_STATUSES]),
            ),
          ),
        )
        .orderBy(applications.id),
  };
}
export type CalendarRepo = ReturnType<typeof calendarRepo>;
