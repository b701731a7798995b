import { and, desc, eq } from 'drizzle-orm';
import { owned, type Executor, paged, type Page } from '../../db/query';
import { salaryAnalyses } from '../../db/schema';

export type SalaryAnalysisRow = typeof salaryAnalyses.$inferSelect;

/** Salary analyses: every query is the owner's. */
export function salaryRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(salaryAnalyses, userId), eq(salaryAnalyses.id, id));
  return {
    async create(values: typeof salaryAnalyses.$inferInsert): Promise<SalaryAnalysisRow> {
      const [row] = await db.insert(salaryAnalyses).values(values).returning();
      return row!;
    },
    list(userId: string, page: Page = {}) {
      return paged(
        db
          .select({
            id: salaryAnalyses.id,
            jobTitle: salaryAnalyses.jobTitle,
            location: salaryAnalyses.location,
            occupationTitle: salaryAnalyses.occupationTitle,
            currentSalary: salaryAnalyses.currentSalary,
            targetSalary: salaryAnalyses.targetSalary,
            confidence: salaryAnalyses.confidence,
            createdAt: salaryAnalyses.createdAt,
          })
          .from(salaryAnalyses)
          .where(owned(salaryAnalyses, userId))
          .orderBy(desc(salaryAnalyses.createdAt), desc(salaryAnalyses.id))
          .$dynamic(),
        { limit: page.limit ?? 100, offset: page.offset },
      );
    },
    async get(userId: string, id: number): Promise<SalaryAnalysisRow | undefined> {
      const [row] = await db.select().from(salaryAnalyses).where(mine(userId, id));
      return row;
    },
    async remove(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(salaryAnalyses)
        .where(mine(userId, id))
        .returning({ id: salaryAnalyses.id });
      return rows.length > 0;
    },
  };
}
export type SalaryRepo = ReturnType<typeof salaryRepo>;
