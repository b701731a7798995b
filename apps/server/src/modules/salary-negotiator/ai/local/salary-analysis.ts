import { analyzeSalary } from '@careerforge/engine';
import type { SalaryOutcome, SalaryTask } from '../types';

/** The engine computes the market and writes the script, justifications and tips. */
export async function salaryAnalysis(task: SalaryTask): Promise<SalaryOutcome> {
  return { ...analyzeSalary(task), provider: 'local' };
}
