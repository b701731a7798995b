import { ownedRows, type Executor, type Page } from '../../db/query';
import { careerPlans } from '../../db/schema';

export type CareerPlanRow = typeof careerPlans.$inferSelect;

/** Career plans: every query is the owner's. */
export function careerRepo(db: Executor) {
  const rows = ownedRows(db, careerPlans);
  return {
    create: rows.create,
    list: (userId: string, page: Page = {}) =>
      rows.list(
        userId,
        { limit: page.limit ?? 100, offset: page.offset },
        {
          id: careerPlans.id,
          currentRole: careerPlans.currentRole,
          targetRole: careerPlans.targetRole,
          timeframe: careerPlans.timeframe,
          pathViability: careerPlans.pathViability,
          createdAt: careerPlans.createdAt,
        },
      ),
    get: rows.get,
    remove: rows.remove,
  };
}
export type CareerRepo = ReturnType<typeof careerRepo>;
