import { savedResultRows, type Executor } from '../../db/query';
import { salaryAnalyses } from '../../db/schema';

export type SalaryAnalysisRow = typeof salaryAnalyses.$inferSelect;

/** Salary analyses: every query is the owner's. */
export const salaryRepo = (db: Executor) =>
  savedResultRows(db, salaryAnalyses, {
    id: salaryAnalyses.id,
    jobTitle: salaryAnalyses.jobTitle,
    location: salaryAnalyses.location,
    occupationTitle: salaryAnalyses.occupationTitle,
    currentSalary: salaryAnalyses.currentSalary,
    targetSalary: salaryAnalyses.targetSalary,
    confidence: salaryAnalyses.confidence,
    createdAt: salaryAnalyses.createdAt,
  });
export type SalaryRepo = ReturnType<typeof salaryRepo>;
