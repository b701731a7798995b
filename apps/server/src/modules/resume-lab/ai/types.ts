import type { tailorResponseSchema } from '@careerforge/contract';
import type { AtsReport, TailorMode, TailorResult } from '@careerforge/engine';
import type { z } from 'zod';
import type { AiTask } from '../../../ai';

/** The Resume Lab's AI task: tailor a resume to a job (`tailorResume`). */

export interface TailorTask {
  resumeText: string;
  jobDescription: string;
  mode: TailorMode;
  /** null when the user gave none */
  companyName: string | null;
  jobTitle: string | null;
}

export interface TailorOutcome extends TailorResult {
  /** the breakdown of the resume as it was sent, before tailoring */
  originalReport: AtsReport;
  /** who wrote the text: "local" or "<provider>:<model>" */
  provider: string;
}

declare module '../../../ai/types' {
  interface AiTasks {
    tailorResume: AiTask<TailorTask, TailorOutcome>;
  }
}

/** What the tailor route answers is what every AI provider returns (checked by the compiler). */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type TailorOutcomeMatchesContract = [
  SameShape<z.infer<typeof tailorResponseSchema>, TailorOutcome>,
] extends [true]
  ? true
  : never;
const tailorOutcomeMatchesContract: TailorOutcomeMatchesContract = true;
void tailorOutcomeMatchesContract;
