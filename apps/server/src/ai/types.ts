import type { tailorResponseSchema } from '@careerforge/contract';
import type { z } from 'zod';
import type {
  AboutInput,
  AboutResult,
  AtsReport,
  LetterAnalysis,
  LetterClaim,
  LetterTone,
  TailorMode,
  TailorResult,
  TruthReport,
} from '@careerforge/engine';
import type { AnswerAnalysis, InterviewType, QuestionSet } from '@careerforge/engine';

import type { CareerInput, CareerPlan, SalaryAnalysis, SalaryInput } from '@careerforge/engine';
/**
 * The AI layer: one method per task on `AiProvider`, and one file per task for each provider
 * (`local/<task>.ts`, `llm/<task>.ts`). `local` answers with the built-in engine; `llm` lets a
 * language model write the text. Whoever writes, the engine computes every score and the advice.
 *
 * Adding a task: its input and output types here, a method on AiProvider, and a file in each
 * provider folder wired in that provider's index.ts.
 */

/**
 * A task answers once. A task that shows its answer as it is written (the interview arena may)
 * can return an async iterable of parts instead; the shared LLM plumbing is where that belongs.
 */
export type AiTask<Input, Output> = (input: Input) => Promise<Output>;
export type AiStreamingTask<Input, Part> = (input: Input) => AsyncIterable<Part>;

/** "Present" in a resume means this month, so years of experience are counted to today. */
export function engineOptions(now = new Date()) {
  return { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } };
}

/* ---------- tailor-resume ---------- */

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

/* ---------- optimize-about ---------- */

export type AboutTask = AboutInput;

export interface AboutOutcome extends AboutResult {
  provider: string;
}

/* ---------- interview-questions ---------- */

export interface InterviewQuestionsTask {
  interviewType: InterviewType;
  /** null when the user gave none: the questions then come from the bank */
  jobDescription: string | null;
  title: string | null;
  /** the chosen resume's text, for questions at its gaps and claims */
  resumeText: string | null;
  /** varies the bank questions between sessions */
  seed: number;
}

export interface InterviewQuestionsOutcome extends QuestionSet {
  provider: string;
}

/* ---------- interview-answer ---------- */

export interface InterviewAnswerTask {
  question: string;
  answer: string;
  interviewType: InterviewType;
  jobDescription: string | null;
  durationSeconds: number | null;
}

export interface InterviewAnswerOutcome extends AnswerAnalysis {
  provider: string;
}

/* ---------- salary-analysis and career-plan ---------- */

/** The salary negotiator's input: amounts in annual US dollars, checked by the contract. */
export type SalaryTask = SalaryInput;

/** The engine's numbers, and words by whichever provider wrote them. */
export interface SalaryOutcome extends SalaryAnalysis {
  provider: string;
}

export type CareerTask = CareerInput;

export interface CareerOutcome extends CareerPlan {
  provider: string;
}

/* ---------- the provider ---------- */

export interface AiProvider {
  readonly name: string;
  tailorResume: AiTask<TailorTask, TailorOutcome>;
  writeCoverLetter: AiTask<CoverLetterTask, CoverLetterOutcome>;
  analyzeCoverLetter: AiTask<LetterAnalysisTask, LetterAnalysis>;
  salaryAnalysis: AiTask<SalaryTask, SalaryOutcome>;
  careerPlan: AiTask<CareerTask, CareerOutcome>;
  optimizeAbout: AiTask<AboutTask, AboutOutcome>;
  interviewQuestions: AiTask<InterviewQuestionsTask, InterviewQuestionsOutcome>;
  interviewAnswer: AiTask<InterviewAnswerTask, InterviewAnswerOutcome>;
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
