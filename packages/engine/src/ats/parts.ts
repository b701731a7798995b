/**
 * The parts of the ATS score's match, their weights and how they combine: what score.ts measures,
 * bench/eval.ts fits (`npx tsx bench/eval.ts --fit --write` rewrites PART_WEIGHTS here) and the
 * report shows. The notes at the top of score.ts say what each part is.
 */
/** The parts of the match, each 0..100, null when the posting does not ask about it. */
export interface ScoreParts {
  hardSkills: number | null;
  skillFocus: number | null;
  softSkills: number | null;
  keywords: number | null;
  title: number | null;
  seniority: number | null;
  education: number | null;
  experience: number | null;
  /** the posting's kind of work (frontend, data science, clinical...) in the resume */
  family: number | null;
  /** the posting's hard gates (clearance, work authorisation, licence, a higher degree) the resume meets */
  gates: number | null;
  /** where the posting's hard skills and the resume's point among O*NET's occupations, alike or apart */
  skillProfile: number | null;
  /** weighted share of passed resume checks */
  hygiene: number;
}
export type PartName = Exclude<keyof ScoreParts, 'hygiene'>;
export const PART_NAMES: readonly PartName[] = [
  'hardSkills',
  'skillFocus',
  'softSkills',
  'keywords',
  'title',
  'seniority',
  'education',
  'experience',
  'family',
  'gates',
  'skillProfile',
];

/**
 * Weights of the match parts (they sum to 1). Fitted by `npx tsx bench/eval.ts --fit --write`:
 * logistic regression with non-negative weights on the parts (bench/lib/fit.ts), on all pairs of
 * both public evaluation sets (one resume vs 513 labelled postings; same-field vs other-field
 * resume and posting pairs), after repeated 10 x 5-fold cross-validation measured the method;
 * rounded to two decimals. Hard skills keep at least 0.10 and other keywords at least 0.05 (the
 * fit's floors, FLOORS in bench/eval.ts): on the data alone they come out near 0, and then adding
 * a skill the posting asks for, truthfully, would barely move the score. The hard requirements
 * (gates) are measured and shown but given no weight (LEAVE_OUT in bench/eval.ts).
 */
export const PART_WEIGHTS: Readonly<Record<PartName, number>> = {
  hardSkills: 0.1,
  skillFocus: 0.19,
  softSkills: 0,
  keywords: 0.05,
  title: 0.03,
  seniority: 0.09,
  education: 0,
  experience: 0.02,
  family: 0.33,
  gates: 0,
  skillProfile: 0.19,
};
/** How much of the match a resume that fails every check loses (see the notes above). */
export const HYGIENE_SHARE = 0.1;
/**
 * Skill focus counts in full once this share of the resume's hard-skill evidence is on the
 * posting's skills: every resume also names skills a given posting does not ask for.
 */
export const FOCUS_FULL = 60;
/** Seniority and years count in full once the title or the hard skills match this well. */
export const RELATED_WORK = 60;

/** The weighted mean of the parts present, then scaled by hygiene. Unrounded. */
export function combineParts(
  parts: ScoreParts,
  weights: Readonly<Record<PartName, number>> = PART_WEIGHTS,
  hygieneShare = HYGIENE_SHARE,
): { matchScore: number; atsScore: number; spread: Record<PartName, number> } {
  let total = 0;
  let sum = 0;
  for (const k of PART_NAMES) {
    const v = parts[k];
    if (v === null || !weights[k]) continue;
    total += weights[k];
    sum += weights[k] * v;
  }
  const spread = {} as Record<PartName, number>;
  for (const k of PART_NAMES) spread[k] = parts[k] === null || !total ? 0 : weights[k] / total;
  const matchScore = total ? sum / total : 0;
  const atsScore = matchScore * (1 - hygieneShare + (hygieneShare * parts.hygiene) / 100);
  return { matchScore, atsScore, spread };
}
