import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { CareerPlan, CareerPlanResult } from '@careerforge/contract';
import { createdAt, ownedTable } from './columns';

/* Career plans: each one the user made, kept so they can come back to it. */

export const careerPlans = ownedTable('career_plans', {
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
});
