import type { AnswerAnalysis, InterviewType, QuestionSet } from '@careerforge/engine';
import type { AiTask, Written } from '../../../ai';

/** The Interview Arena's AI tasks: write the questions, and give feedback on an answer. */

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

export type InterviewQuestionsOutcome = Written<QuestionSet>;

/* ---------- interview-answer ---------- */

export interface InterviewAnswerTask {
  question: string;
  answer: string;
  interviewType: InterviewType;
  jobDescription: string | null;
  durationSeconds: number | null;
}

export type InterviewAnswerOutcome = Written<AnswerAnalysis>;

declare module '../../../ai/types' {
  interface AiTasks {
    interviewQuestions: AiTask<InterviewQuestionsTask, InterviewQuestionsOutcome>;
    interviewAnswer: AiTask<InterviewAnswerTask, InterviewAnswerOutcome>;
  }
}
