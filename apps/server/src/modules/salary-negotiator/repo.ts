import { ownedRows, type Executor, type Page } from '../../db/query';
import { salaryAnalyses } from '../../db/schema';

export type SalaryAnalysisRow = typeof salaryAnalyses.$inferSelect;

/** Salary analyses: every query is the owner's. */
export function salaryRepo(db: Executor) {
  const rows = ownedRows(db, salaryAnalyses);
  return {
    create: rows.create,
    list: (userId: string, page: Page = {}) =>
      rows.list(
        userId,
        { limit: page.limit ?? 100, offset: page.offset },
        {
          id: salaryAnalyses.id,
          jobTitle: salaryAnalyses.jobTitle,
          location: salaryAnalyses.location,
          occupationTitle: salaryAnalyses.occupationTitle,
          currentSalary: salaryAnalyses.currentSalary,
          targetSalary: salaryAnalyses.targetSalary,
          confidence: salaryAnalyses.confidence,
          createdAt: salaryAnalyses.createdAt,
        },
      ),
    get: rows.get,
    remove: rows.remove,
  };
}
export type SalaryRepo = ReturnType<typeof salaryRepo>;
