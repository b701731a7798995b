/** The shapes of the LinkedIn About optimizer's input, options and result. */
import type { TruthReport } from '../types';

export interface AboutInput {
  currentAbout: string;
  targetRole: string;
  industry?: string;
  keywords?: string[];
}

export interface AboutScorePart {
  id: string;
  label: string;
  /** 0-100 */
  score: number;
  /** share of the score it feeds, the weights of a score summing to 1 */
  weight: number;
  scoreOf: 'engagement' | 'recruiter';
  detail: string;
}

export interface AboutClaim {
  /** the sentence of the optimized About */
  sentence: string;
  /** the exact sentence of the user's About it rests on */
  source: string;
}

export interface AboutResult {
  optimizedAbout: string;
  engagementScore: number;
  recruiterAppeal: number;
  scoreParts: AboutScorePart[];
  /** the original About's scores, measured the same way */
  original: { engagementScore: number; recruiterAppeal: number; words: number };
  improvements: string[];
  keywordsUsed: string[];
  suggestions: string[];
  claims: AboutClaim[];
  truth: TruthReport;
}

export interface AboutOptions {
  /** the word range LinkedIn recommends (default 150-300) */
  minWords?: number;
  maxWords?: number;
  /**
   * A rewrite written elsewhere (a language model): checked, traced and scored exactly as the
   * engine's own would be; the improvements then only say what the check changed.
   */
  rewrite?: string;
}
