import type { AtsReport, TailorMode, TailorResult } from '@careerforge/engine';

export interface TailorTask {
  resumeText: string;
  jobDescription: string;
  mode: TailorMode;
  companyName?: string | undefined;
  jobTitle?: string | undefined;
}

/** "Present" in a resume means this month, so years of experience are counted to today. */
export function engineOptions(now = new Date()) {
  return { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } };
}

export interface TailorOutcome extends TailorResult {
  originalReport: AtsReport;
  provider: string;
}

/**
 * One method per task. `local` answers with the built-in engine; `llm` lets a language
 * model write the text. Whoever writes, the engine computes every score.
 */
export interface AiProvider {
  readonly name: string;
  tailorResume(task: TailorTask): Promise<TailorOutcome>;
}
