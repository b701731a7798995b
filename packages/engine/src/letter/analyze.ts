/**
 * Cover letter analysis: three scores, strengths, gaps and rewrite suggestions for a letter read
 * against a job description. Deterministic (no clock, no randomness) and linear in the text.
 *
 * Every part is measured 0..100 and reported with its weight (`parts`):
 *
 * - coverage: the share of the job's required skills, by the posting's weight, that the letter names
 *   (taxonomy aliases and stems; an alternative the posting accepts, or a same-family skill when it
 *   says "or similar", counts in full; a narrower skill that implies it, e.g. PostgreSQL for SQL,
 *   counts half; the posting's words inside a longer name, "Lean Six Sigma" for Lean, count in
 *   full). Without required skills, all the job's skills are used. The texts say a skill is named
 *   only when the letter names it: a tool, language, certificate or spoken language by any
 *   spelling of it ("Postgres", "k8s"), a practice in the posting's own words (any inflection).
 *   Other wording of the same skill ("sales" for "selling"), an alternative and a narrower skill
 *   are reported as what they are ("RabbitMQ stands in for Kafka").
 * - keywords: the share, by weight, of the job's other recurring terms and nice-to-have skills used.
 * - length: 100 for 250-400 words, falling linearly to 0 at 0 words and to 20 at 900 words or more.
 * - opening: names the role (40), names the company (40), no cliché opener such as "To whom it may
 *   concern" or "My name is" (20).
 * - closing: a call to action (60) and a sign-off (40).
 * - readability: average sentence length of 12-22 words scores 100; shorter or longer lowers it, and
 *   each sentence over 40 words costs 10.
 * - specificity: figures (15 each, up to 3), named things such as employers or projects (8 each, up
 *   to 4) and action verbs (6 each, up to 5) from a base of 20, less 15 per generic phrase
 *   ("hard-working team player").
 * - tone: 50, plus 12 per enthusiasm/confidence marker (up to 4), less 18 per hedge ("I think").
 * - voice: first person used, and not most sentences opening with "I" or with the same word.
 *
 * specificity, tone, voice and readability are scaled by min(1, words / 120): a few words are too
 * little to show a voice.
 *
 * Scores (rounded):
 * - atsScore = 0.40 coverage + 0.20 keywords + 0.15 length + 0.25 structure,
 *   where structure = 0.4 opening + 0.4 closing + 0.2 readability;
 * - relevanceScore = 0.70 coverage + 0.30 keywords;
 * - personalityScore = 0.25 voice + 0.25 tone + 0.30 specificity + 0.20 (opening + closing) / 2.
 *
 * The pieces: shape.ts reads the letter (body sentences, sign-off, signature), named-skills.ts
 * the skills it names, measures.ts measures the parts and makes the scores, advice.ts writes
 * the strengths, gaps and rewrite suggestions.
 */
import { analyzeJob } from '../job/analyze';
import type { JobAnalysis } from '../types';
import {
  improvementAreas,
  recommendationsFor,
  strengthAreas,
  type LetterRecommendation,
} from './advice';
import { measureLetter, partsOf, scoresOf, type LetterPart } from './measures';
import { MAX_CHARS, shapeOf } from './shape';

export type { LetterPriority, LetterRecommendation, LetterSection } from './advice';
export type { LetterPart } from './measures';

export interface LetterAnalysis {
  atsScore: number;
  personalityScore: number;
  relevanceScore: number;
  strengthAreas: string[];
  improvementAreas: string[];
  recommendations: LetterRecommendation[];
  parts: LetterPart[];
}

export interface LetterAnalysisOptions {
  /** the company as the user typed it; otherwise read from the posting when it says so */
  companyName?: string;
  /** the role as the user typed it; otherwise the posting's title */
  jobTitle?: string;
  /** a job already analysed by `analyzeJob`, to save reading it twice */
  job?: JobAnalysis;
  /**
   * the resume the letter was written from: a missing requirement it names becomes a sentence
   * from it instead of a bracketed prompt, and an unsigned letter is signed with its name
   */
  resumeText?: string;
}

/** "Company: Tidewater Payments" or "Tidewater Payments is hiring ...". */
function companyFromJob(text: string): string {
  const label =
    /^[ \t]*(?:company|employer|organi[sz]ation|company name)[ \t]*:[ \t]*([^\n]{2,80})$/im.exec(
      text,
    );
  if (label?.[1]) return label[1].trim();
  const hiring =
    /\b([A-Z][A-Za-z0-9&.'-]{1,40}(?: [A-Z][A-Za-z0-9&.'-]{1,40}){0,3}) (?:is|are) (?:hiring|looking|seeking|searching)\b/.exec(
      text,
    );
  return hiring?.[1]?.trim() ?? '';
}

/** Analyse a cover letter against a job description. Never throws; same input, same output. */
export function analyzeCoverLetter(
  letter: string,
  jobDescription: string,
  options: LetterAnalysisOptions = {},
): LetterAnalysis {
  const jobText = String(jobDescription ?? '').slice(0, MAX_CHARS);
  const job = options.job ?? analyzeJob(jobText);
  const shape = shapeOf(String(letter ?? ''));
  const role = (options.jobTitle ?? '').trim() || job.title;
  const resumeText = String(options.resumeText ?? '').slice(0, MAX_CHARS);
  const company = (options.companyName ?? '').trim() || companyFromJob(jobText);
  const m = measureLetter(shape, job, role, company);
  return {
    ...scoresOf(m),
    strengthAreas: strengthAreas(m),
    improvementAreas: improvementAreas(m),
    recommendations: recommendationsFor(m, resumeText),
    parts: partsOf(m),
  };
}
