import type { LetterAnalysis, LetterClaim, LetterTone, TruthReport } from '@careerforge/engine';
import type { AiTask } from '../../../ai';

/** The cover letter tool's AI tasks: write a letter, and analyse one against the job. */

/* ---------- write-cover-letter ---------- */

export interface CoverLetterTask {
  /** the chosen resume's text; null when the user chose none */
  resumeText: string | null;
  jobDescription: string;
  companyName: string | null;
  jobTitle: string | null;
  tone: LetterTone;
}

export interface CoverLetterOutcome {
  content: string;
  /** each sentence about the candidate with the resume line it rests on */
  claims: LetterClaim[];
  requirementsCovered: string[];
  truth: TruthReport;
  /** sentences dropped for naming facts the resume does not hold */
  removed: string[];
  /** what the writer should know (a refused rewrite, a letter without a resume) */
  notes: string[];
  /**
   * a plain warning when the resume shows few of the posting's requirements (the engine's own
   * match), else null
   */
  warning: string | null;
  provider: string;
}

/* ---------- analyze-cover-letter ---------- */

export interface LetterAnalysisTask {
  letter: string;
  jobDescription: string;
  companyName: string | null;
  jobTitle: string | null;
  /** the resume the letter was written from, when the user chose one */
  resumeText?: string | null;
}

declare module '../../../ai/types' {
  interface AiTasks {
    writeCoverLetter: AiTask<CoverLetterTask, CoverLetterOutcome>;
    analyzeCoverLetter: AiTask<LetterAnalysisTask, LetterAnalysis>;
  }
}
