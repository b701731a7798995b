import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/query';
import { billingEvents, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

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
  };
}
export type BillingRepo = ReturnType<typeof billingRepo>;
