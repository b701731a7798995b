import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CareerPlan, CareerPlanResult } from '@careerforge/contract';
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
    request: jsonb('request').$type<CareerPlan['request']>().notNull(),
    /** the answer as sent */
    result: jsonb('result').$type<CareerPlanResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('career_plans_user_idx').on(t.userId, t.createdAt)],
);
