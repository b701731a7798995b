import { and, desc, eq } from 'drizzle-orm';
import { owned, type Executor, paged, type Page } from '../../db/query';
import { careerPlans } from '../../db/schema';

export type CareerPlanRow = typeof careerPlans.$inferSelect;

/** Career plans: every query is the owner's. */
export function careerRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(careerPlans, userId), eq(careerPlans.id, id));
  return {
    async create(values: typeof careerPlans.$inferInsert): Promise<CareerPlanRow> {
      const [row] = await db.insert(careerPlans).values(values).returning();
      return row!;
    },
    list(userId: string, page: Page = {}) {
      return paged(
        db
          .select({
            id: careerPlans.id,
            currentRole: careerPlans.currentRole,
            targetRole: careerPlans.targetRole,
            timeframe: careerPlans.timeframe,
            pathViability: careerPlans.pathViability,
            createdAt: careerPlans.createdAt,
          })
          .from(careerPlans)
          .where(owned(careerPlans, userId))
          .orderBy(desc(careerPlans.createdAt), desc(careerPlans.id))
          .$dynamic(),
        { limit: page.limit ?? 100, offset: page.offset },
      );
    },
    async get(userId: string, id: number): Promise<CareerPlanRow | undefined> {
      const [row] = await db.select().from(careerPlans).where(mine(userId, id));
      return row;
    },
    async remove(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(careerPlans)
        .where(mine(userId, id))
        .returning({ id: careerPlans.id });
      return rows.length > 0;
    },
  };
}
export type CareerRepo = ReturnType<typeof careerRepo>;
