import type { SalaryAnalysis, SalaryInput } from '@careerforge/engine';
import type { AiTask, Written } from '../../../ai';

/** The salary negotiator's AI task (`salaryAnalysis`). */

/** The salary negotiator's input: amounts in annual US dollars, checked by the contract. */
export type SalaryTask = SalaryInput;

/** The engine's numbers, and words by whichever provider wrote them. */
export type SalaryOutcome = Written<SalaryAnalysis>;

declare module '../../../ai/types' {
  interface AiTasks {
    salaryAnalysis: AiTask<SalaryTask, SalaryOutcome>;
  }
}
