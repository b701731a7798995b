/** The interview arena's shapes: question types, questions, answer analyses. */

export const INTERVIEW_TYPES = [
  'technical',
  'behavioral',
  'system-design',
  'case-study',
  'leadership',
] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Where a question came from: the bank, the posting (a skill, a responsibility, its seniority) or the resume. */
export type QuestionSource =
  'bank' | 'job-skill' | 'job-responsibility' | 'job-seniority' | 'resume-gap' | 'resume-claim';

export interface InterviewQuestion {
  /** "q" plus the position (q0, q1, ...), as the spec's local question ids */
  id: string;
  text: string;
  /** the interview type */
  category: InterviewType;
  /** by position: 1-3 easy, 4-7 medium, the rest hard */
  difficulty: Difficulty;
  source: QuestionSource;
  /** what the question probes ("debugging", "Apache Kafka"): repeat attempts on one competency are compared */
  competency: string;
  /** the posting's skill the question names, when it names one */
  skill?: string;
}

export interface QuestionSet {
  title: string;
  interviewType: InterviewType;
  questions: InterviewQuestion[];
}

export type StarPart = 'situation' | 'task' | 'action' | 'result';

export interface StarPartScore {
  present: boolean;
  /** 0-100 */
  score: number;
  /** the answer's own sentence that shows this part, '' when absent */
  excerpt: string;
  feedback: string;
}

export interface AnswerInsights {
  wordCount: number;
  sentenceCount: number;
  /** "um", "like", "you know" ... with their counts */
  fillerWords: { word: string; count: number }[];
  fillerCount: number;
  /** numbers and percentages the answer gives ("40%", "3 weeks") */
  numbers: string[];
  /** the posting's and the question's terms the answer used */
  jobTermsUsed: string[];
  /** the posting's terms it could have used */
  jobTermsMissed: string[];
  /** content words used three times or more */
  repeatedWords: { word: string; count: number }[];
  /** what the answer covered, in a few words each */
  talkingPoints: string[];
  /** sentences with "I" doing something, and with "we" */
  iStatements: number;
  weStatements: number;
  /** spoken answers only */
  wordsPerMinute?: number;
  talkTimeSeconds?: number;
}

export interface AnswerAnalysis {
  /** 0-100, from the rubric; the same answer always scores the same */
  score: number;
  /** the same number out of 5 (one decimal) */
  scoreOutOf5: number;
  star: Record<StarPart, StarPartScore>;
  /** what drove the score: relevance, specifics, length, fillers (each 0-100) */
  factors: { structure: number; relevance: number; specifics: number; delivery: number };
  feedback: string;
  strengths: string[];
  suggestions: string[];
  insights: AnswerInsights;
}
