/**
 * The numbers of an ATS report: every part measured for one resume against one posting, before
 * any of it is put in words (explain.ts) or assembled into the report (score.ts).
 */
import type { JobReading } from '../job/analyze';
import { familyFit } from './family';
import {
  coverage,
  educationFit,
  hardFit,
  keywordFit,
  seniorityFit,
  skillFocus,
  skillHits,
} from './fit';
import { titleMatch } from './title';
import { gateResults, gateScore } from './gates';
import { hygieneChecks } from './hygiene';
import { FOCUS_FULL, RELATED_WORK, type ScoreParts } from './parts';
import type { ResumeProfile } from './profile';
import { skillProfileFit } from './skill-profile';

const KEYWORD_WEIGHTS = { hard: 0.8, soft: 0.1, other: 0.1 } as const;

export const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** Each part's reading, and the parts as numbers. */
export interface Measured {
  hard: ReturnType<typeof skillHits>;
  soft: ReturnType<typeof skillHits>;
  hardCov: number | null;
  focus: number | null;
  keywords: ReturnType<typeof keywordFit>;
  keywordMatchScore: number;
  title: ReturnType<typeof titleMatch>;
  family: ReturnType<typeof familyFit>;
  skillProfile: ReturnType<typeof skillProfileFit>;
  gates: ReturnType<typeof gateResults>;
  education: ReturnType<typeof educationFit>;
  seniority: ReturnType<typeof seniorityFit>;
  /** how related the work is: the better of the title match and the hard-skill coverage */
  relatedWork: number;
  /** the share of seniority and years that counts (1 from RELATED_WORK up) */
  relatedShare: number;
  experienceScore: number | null;
  hygiene: ReturnType<typeof hygieneChecks>;
  hygieneScore: number;
  parts: ScoreParts;
}

/**
 * keywordMatchScore: hard-skill fit 80%, soft skills 10%, other recurring job words 10%, the
 * weights re-spread over the parts the posting has.
 */
function keywordMatch(hardFitScore: number | null, soft: number | null, other: number | null) {
  const kParts: Array<[number | null, number]> = [
    [hardFitScore, KEYWORD_WEIGHTS.hard],
    [soft, KEYWORD_WEIGHTS.soft],
    [other, KEYWORD_WEIGHTS.other],
  ];
  const kW = kParts.reduce((n, [v, w]) => n + (v === null ? 0 : w), 0);
  return clamp(kW ? kParts.reduce((n, [v, w]) => n + (v ?? 0) * w, 0) / kW : 0);
}

/** Years against the posting's: a shortfall on years it only prefers costs half. */
function yearsMet(job: JobReading, profile: ResumeProfile): number | null {
  const yrs = job.yearsRequired;
  const met = yrs ? Math.min(100, (100 * profile.years) / yrs) : null;
  return met === null ? null : job.yearsPreferred ? 100 - (100 - met) / 2 : met;
}

/** Every part of the score for this resume and posting. */
export function measure(profile: ResumeProfile, job: JobReading): Measured {
  const hard = skillHits(job, profile, false);
  const soft = skillHits(job, profile, true);
  const hardCov = coverage(hard);
  const focus = skillFocus(job, profile);
  const softCov = coverage(soft);
  const keywords = keywordFit(job, profile);
  const title = titleMatch(job, profile);
  const education = educationFit(job, profile);
  const seniority = seniorityFit(job, profile);
  const gates = gateResults(job, profile);
  const family = familyFit(job, profile);
  const skillProfile = skillProfileFit(job, profile);
  // seniority and years count in full only in related work
  const relatedWork = Math.max(title.score ?? 0, hardCov ?? 0);
  const relatedShare = Math.min(1, relatedWork / RELATED_WORK);
  const years = yearsMet(job, profile);
  const experienceScore = years === null ? null : years * relatedShare;

  const hygiene = hygieneChecks(profile);
  const hTotal = hygiene.checks.reduce((n, c) => n + c.weight, 0);
  const hygieneScore = clamp(
    (100 * hygiene.checks.reduce((n, c) => n + (c.passed ? c.weight : 0), 0)) / hTotal,
  );

  const parts: ScoreParts = {
    hardSkills: hardCov,
    skillFocus: focus === null ? null : Math.min(100, (100 * focus) / FOCUS_FULL),
    softSkills: softCov,
    keywords: keywords.coverage,
    title: title.score,
    seniority: seniority.score * relatedShare,
    education: education.score,
    experience: experienceScore,
    family: family.score,
    gates: gateScore(gates),
    skillProfile: skillProfile.score,
    hygiene: hygieneScore,
  };
  return {
    hard,
    soft,
    hardCov,
    focus,
    keywords,
    keywordMatchScore: keywordMatch(hardFit(hardCov, focus), softCov, keywords.coverage),
    title,
    family,
    skillProfile,
    gates,
    education,
    seniority,
    relatedWork,
    relatedShare,
    experienceScore,
    hygiene,
    hygieneScore,
    parts,
  };
}
