/**
 * How well a resume meets a posting, for a cover letter: the engine's own match (the ATS
 * score's match part and its required hard skills, see ats/score.ts), so the letter writer and
 * the ATS page agree. A resume that meets few of the posting's requirements gets a plain
 * warning, and its letter claims no match it cannot show.
 */
import { scoreBreakdown } from '../ats/score';
import type { OriginalFacts } from '../truth';
import type { JobAnalysis } from '../types';

export interface LetterFit {
  /** the engine's match score of the resume against the posting, 0..100 */
  score: number;
  /** the posting's required hard skills the resume shows (directly or through a broader skill) */
  requiredFound: string[];
  /** the posting's required hard skills the resume does not show, as the posting writes them */
  requiredMissing: string[];
  /** few of the posting's requirements are in the resume */
  poor: boolean;
}

/** Below this match score (the ATS page's "Weak" band starts at 35) a letter calls the fit poor. */
export const POOR_MATCH = 35;

/** The fit of a resume (its facts) to an analysed posting. */
export function letterFit(facts: OriginalFacts, job: JobAnalysis): LetterFit {
  const { report, parts } = scoreBreakdown(facts.profile, job);
  const required = [...report.hardSkills.found, ...report.hardSkills.missing].filter(
    (h) => h.required,
  );
  const found = required.filter((h) => h.found || h.partial);
  const missing = required.filter((h) => !h.found && !h.partial);
  // the core of the posting: its required skills, not the languages it would like spoken
  const core = required.filter((h) => h.category !== 'spoken-language');
  const share = core.length ? core.filter((h) => h.found || h.partial).length / core.length : 0;
  const poor = core.length
    ? (report.matchScore < POOR_MATCH && share < 0.5) ||
      (core.length >= 3 && share < 0.25 && (parts.title ?? 0) < 50)
    : report.matchScore < POOR_MATCH;
  return {
    score: report.matchScore,
    requiredFound: found.map((h) => h.skill),
    requiredMissing: [...new Set(missing.map((h) => h.jobTerm || h.skill))],
    poor,
  };
}

function listOf(items: string[], max: number): string {
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The warning a letter for a poorly matching resume carries (null when the fit is not poor). */
export function fitWarning(fit: LetterFit | null, jobTitle = ''): string | null {
  if (!fit?.poor) return null;
  const what = fit.requiredMissing.length
    ? `it does not show ${listOf(fit.requiredMissing, 6)}`
    : `no title or skill of yours is close to ${jobTitle ? `"${jobTitle}"` : 'the role'}`;
  return `Your resume shows few of this posting's requirements: its match score is ${fit.score} of 100, and ${what}. The letter does not claim what your resume does not show; check that this is a job you mean to apply for, or add experience your resume leaves out.`;
}
