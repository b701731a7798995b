import { savedResultRows, type Executor } from '../../db/query';
import { careerPlans } from '../../db/schema';

export type CareerPlanRow = typeof careerPlans.$inferSelect;

/** Career plans: every query is the owner's. */
export const careerRepo = (db: Executor) =>
  savedResultRows(db, careerPlans, {
    id: careerPlans.id,
    currentRole: careerPlans.currentRole,
    targetRole: careerPlans.targetRole,
    timeframe: careerPlans.timeframe,
    pathViability: careerPlans.pathViability,
    createdAt: careerPlans.createdAt,
  });
export type CareerRepo = ReturnType<typeof careerRepo>;
