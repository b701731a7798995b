import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/* Career plans: each one the user made, kept so they can come back to it. */

export const careerPlans = pgTable(
  'career_plans',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    currentRole: text('current_role').notNull(),
    targetRole: text('target_role').notNull(),
    timeframe: text('timeframe'),
    pathViability: integer('path_viability').notNull(),
    provider: text('provider').notNull(),
    /** the request as checked by the contract */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** the answer as sent (the contract's CareerPlanResult) */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('career_plans_user_idx').on(t.userId, t.createdAt)],
);
