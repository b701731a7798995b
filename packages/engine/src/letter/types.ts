/**
 * The cover letter writer's public types: what it is given (the input and options), what it
 * gives back (the letter, its claims, the requirements it covers, the truthfulness report, the
 * fit warning and the signature), shared by write.ts, review.ts and the writer's steps.
 */
import type { TruthReport } from '../types';
import type { LetterFit } from './fit';
import type { LetterTone } from './phrases';

export interface CoverLetterInput {
  resumeText?: string | null;
  jobDescription: string;
  companyName?: string;
  jobTitle?: string;
  tone: LetterTone;
  /** the name to sign with when the resume shows none (the account's name, say) */
  candidateName?: string;
}

export interface LetterClaim {
  sentence: string;
  /** the exact resume line the sentence rests on */
  source: string;
  /** the job's requirements (skill names) the sentence answers, if any */
  requirements: string[];
}

export interface CoverLetter {
  content: string;
  claims: LetterClaim[];
  /** the job's required skills the letter pairs with evidence from the resume */
  requirementsCovered: string[];
  truth: TruthReport;
  /** sentences the truthfulness check removed (none for a letter the engine wrote well) */
  removed: string[];
  /** how well the resume meets the posting (null without a resume) */
  fit: LetterFit | null;
  /** a plain warning when the resume shows few of the posting's requirements, else null */
  warning: string | null;
  /** the name the letter is signed with ('' when neither the resume nor the input gives one) */
  signature: string;
}

export interface CoverLetterOptions {
  /** the date "Present" means (see EngineOptions) */
  asOf?: { year: number; month?: number };
}
