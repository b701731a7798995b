import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

/* Plans and billing: each user's subscription, and the Stripe events already applied. */

/**
 * A user's plan as last read from Stripe (or set at once when billing is free). Reconciled, not a
 * cache of the last event: every event and `npm run billing:reconcile` re-read the subscription.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: ownerId().primaryKey(),
    plan: text('plan').notNull().default('free'),
    interval: text('interval').notNull().default('month'),
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_customer_idx').on(t.stripeCustomerId),
    uniqueIndex('subscriptions_stripe_idx').on(t.stripeSubscriptionId),
  ],
);

/** Every Stripe event id applied, recorded in the same transaction as its change. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
