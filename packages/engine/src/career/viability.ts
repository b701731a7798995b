/**
 * How long a move takes and how viable it is in the user's timeframe: an estimate from how
 * related the occupations are, how many of the target's skills the user has, the wage step,
 * their experience and any licence, with the reasons that made it long.
 */
import { usd } from '../salary/money';
import type { PlannerExperience, Timeframe, ViabilityFactor } from './types';
import { TIMEFRAME_MONTHS, TIMEFRAME_WORDS } from './types';

export interface ViabilityInput {
  same: boolean;
  /** 0..1 */
  relatedness: number;
  sameLine: boolean;
  coverage: number;
  /** skills of the user's that the target uses, and the count considered */
  covered: readonly string[];
  considered: number;
  listedSkills: number;
  curMedian: number | null;
  tgtMedian: number | null;
  experience: PlannerExperience | null | undefined;
  intoManagement: boolean;
  /** the target needs a licence the current work does not give */
  newLicence: boolean;
  /** how sure the title matches are, 0..1 */
  matchSure: number;
  timeframe: Timeframe;
  /** the months the roadmap covers */
  roadmapMonths?: number;
  curTitle: string;
  tgtTitle: string;
}

export function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** Our estimate of the months the move takes, and what made it longer than a close move. */
export function estimateMonths(a: ViabilityInput): { months: number; reasons: string[] } {
  const ratio = a.curMedian && a.tgtMedian ? a.tgtMedian / a.curMedian : 1;
  // 3 months for a close move, up to ~5 years for an unrelated one
  const closeness = a.same ? 1 : 0.6 * a.relatedness + 0.4 * a.coverage;
  let needed = 3 + 51 * (1 - closeness);
  const reasons: string[] = [];
  if (!a.same && a.relatedness < 0.35) reasons.push('the two occupations are in different fields');
  if (!a.same && a.coverage < 0.5)
    reasons.push(
      `your skills cover ${a.covered.length} of the ${a.considered} skills we list for the target`,
    );
  if (ratio > 1.6) needed += 12;
  else if (ratio > 1.3) needed += 6;
  if (ratio > 1.3)
    reasons.push(`a big wage step (+${Math.round((ratio - 1) * 100)}% at the median)`);
  if (a.experience === 'entry') {
    needed += 6;
    reasons.push('entry-level experience');
  }
  if ((a.experience === 'senior' || a.experience === 'lead') && a.intoManagement) needed -= 6;
  if (a.newLicence) {
    needed += 12;
    reasons.push('the target usually requires a licence or credential');
  }
  return { months: Math.max(3, Math.round(needed)), reasons };
}

export function viability(
  a: ViabilityInput,
  estimatedMonths: number,
): { pathViability: number; r: number } {
  const r = TIMEFRAME_MONTHS[a.timeframe] / estimatedMonths;
  let v = r >= 1 ? 0.8 + 0.15 * Math.min(1, r - 1) : 0.15 + 0.65 * r;
  if (a.matchSure < 0.5) v *= 0.6 + 0.8 * a.matchSure; // unsure what the roles are: say less
  return { pathViability: Math.max(5, Math.min(97, Math.round(v * 100))), r };
}

/** What the roadmap covers, in a sentence, when it is not simply the whole timeframe. */
export function roadmapSentence(
  timeframe: Timeframe,
  estimatedMonths: number,
  roadmapMonths: number,
  reasons: readonly string[],
): string {
  const words = TIMEFRAME_WORDS[timeframe];
  if (roadmapMonths < TIMEFRAME_MONTHS[timeframe])
    return `We estimate this move at about ${estimatedMonths} months, so the roadmap covers ${roadmapMonths} months of your ${words}; the rest is margin.`;
  if (estimatedMonths > roadmapMonths)
    return `The roadmap fits into your ${words}, but we estimate this move at about ${estimatedMonths} months${reasons.length ? ` (${reasons.join('; ')})` : ''}: expect it to take longer, or plan an intermediate role.`;
  return '';
}

export function viabilityFactors(a: ViabilityInput, estimatedMonths: number): ViabilityFactor[] {
  const ratio = a.curMedian && a.tgtMedian ? a.tgtMedian / a.curMedian : 1;
  const factors: ViabilityFactor[] = [
    {
      name: 'relatedness',
      value: pct(a.relatedness),
      detail: a.same
        ? 'Both roles are the same occupation.'
        : `${a.curTitle} and ${a.tgtTitle}: ${a.relatedness >= 0.55 ? 'closely related' : a.relatedness >= 0.35 ? 'in the same field' : 'in different fields'} (O*NET-SOC classification and shared technologies${a.sameLine ? '; your target title names your current line of work' : ''}).`,
    },
    {
      name: 'skill coverage',
      value: pct(a.coverage),
      detail: !a.listedSkills
        ? 'You listed no skills, so none count toward the target.'
        : !a.considered
          ? 'We have no skill list for the target to compare with.'
          : `Your skills cover ${a.covered.length} of the ${a.considered} skills we list for ${a.tgtTitle} (by name, close name or a tool that implies it)${a.covered.length ? `: ${a.covered.join(', ')}` : ''}.`,
    },
    {
      name: 'wage step',
      value:
        a.curMedian && a.tgtMedian
          ? `${ratio >= 1 ? '+' : ''}${Math.round((ratio - 1) * 100)}%`
          : 'unknown',
      detail:
        a.curMedian && a.tgtMedian
          ? `BLS national median ${usd(a.curMedian)} now, ${usd(a.tgtMedian)} in the target.`
          : 'BLS publishes no median for one of the occupations.',
    },
    {
      name: 'timeframe',
      value: TIMEFRAME_WORDS[a.timeframe],
      detail: `You gave ${TIMEFRAME_WORDS[a.timeframe]}; our estimate for this move: about ${estimatedMonths} months.${a.roadmapMonths !== undefined && a.roadmapMonths < TIMEFRAME_MONTHS[a.timeframe] ? ` The roadmap covers ${a.roadmapMonths} months.` : ''}`,
    },
  ];
  if (a.experience)
    factors.push({
      name: 'experience',
      value: a.experience,
      detail:
        a.experience === 'entry'
          ? 'Entry level: a few months more to build a record.'
          : (a.experience === 'senior' || a.experience === 'lead') && a.intoManagement
            ? 'Senior experience shortens a move into management.'
            : 'No change to the estimate.',
    });
  return factors;
}
