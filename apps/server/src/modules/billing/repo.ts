import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { UsageCounter } from '@careerforge/contract';
import type { ActivityType } from '@careerforge/contract';
import type { Executor } from '../../db/query';
import {
  activities,
  applications,
  billingEvents,
  interviewSessions,
  subscriptions,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The activities each period counter counts (the tools record them with their own rows). */
const COUNTED_ACTIVITIES: Partial<Record<UsageCounter, ActivityType[]>> = {
  resumes: ['resume_tailored'],
  coverLetters: ['cover_letter_generated'],
  exports: ['resume_exported', 'cover_letter_exported'],
};

export function billingRepo(db: Executor) {
  return {
    async get(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },
    async byCustomer(customerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, customerId));
      return row;
    },
    /** Creates or replaces the user's subscription row with these fields. */
    async upsert(userId: string, values: Partial<typeof subscriptions.$inferInsert>) {
      const [row] = await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
    /** Every row that has a Stripe customer (for reconciling). */
    withCustomer: () =>
      db.select().from(subscriptions).where(isNotNull(subscriptions.stripeCustomerId)),
    /** Records a Stripe event id; false when it was already recorded (a replay). */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return rows.length > 0;
    },

    /** This period's usage: the counters' rows since `start` (applications: all tracked). */
    async usage(userId: string, start: Date): Promise<Record<UsageCounter, number>> {
      const since = start.toISOString();
      const counted = Object.entries(COUNTED_ACTIVITIES) as [UsageCounter, ActivityType[]][];
      const types = counted.flatMap(([, t]) => t);
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
      const byType = new Map(rows.map((r) => [r.type, r.n]));
      const [interviews] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.userId, userId),
            gte(interviewSessions.createdAt, sql`${since}::timestamptz`),
          ),
        );
      const [tracked] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(applications)
        .where(eq(applications.userId, userId));
      const sum = (c: UsageCounter) =>
        (COUNTED_ACTIVITIES[c] ?? []).reduce((n, t) => n + (byType.get(t) ?? 0), 0);
      return {
        resumes: sum('resumes'),
        coverLetters: sum('coverLetters'),
        interviews: interviews?.n ?? 0,
        applications: tracked?.n ?? 0,
        exports: sum('exports'),
      };
    },
  };
}
export type BillingRepo = ReturnType<typeof billingRepo>;
