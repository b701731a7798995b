/**
 * The career planner: from the user's current role to a target role, on O*NET occupations and
 * BLS wages. How viable the move is (how related the two occupations are, how many of the
 * target's skills the user listed, the wage step and the time they give it), a phased plan
 * sized to the time the move needs within the timeframe, the salary path from BLS figures, the
 * skills to learn (only those the target's field uses), and related occupations that fit the
 * skills the user has. Deterministic; nothing about the user is invented: their skills and
 * interests are quoted, everything else is about the occupations.
 *
 * Modules: skills.ts and relevance.ts (the target's skills), gaps.ts (the user's skills
 * against them), viability.ts (the time estimate), salary.ts, roadmap.ts, alternatives.ts,
 * catalog.ts and work-skills.ts (curated lists).
 */
import { occupationRecord } from '../occupation/data';
import { BLS_SOURCE } from '../salary/market';
import type { ResolvedOccupation } from '../salary/resolve';
import {
  certificationsOf,
  challengesOf,
  networkingTargetsOf,
  quickWinsOf,
  viabilityExplanation,
  type Timing,
} from './advice';
import { alternativePaths } from './alternatives';
import { associationFor, licensed } from './catalog';
import { matchSkills, type SkillMatch } from './gaps';
import { resolveMove, type Move } from './move';
import { roadmapMonths, roadmapSteps } from './roadmap';
import { salaryPath } from './salary';
import { userSkills, type SkillKey } from './skills';
import type { CareerInput, CareerPlan, Timeframe } from './types';
import {
  estimateMonths,
  roadmapSentence,
  viability,
  viabilityFactors,
  type ViabilityInput,
} from './viability';
import { amountAt, nationalMarket } from './wages';

export * from './types';

const SOURCES = [
  `Occupations, titles and technology skills: O*NET 29.2 Database, U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0.`,
  `Wages: ${BLS_SOURCE}, national figures.`,
  'Viability, time estimate, core work skills, certifications and associations: Careerforge estimates and curated lists, explained beside each figure.',
];

/** "3 months", "1 year", "18 months" */
function monthsWords(m: number): string {
  if (m % 12 === 0) return m === 12 ? '1 year' : `${m / 12} years`;
  return `${m} months`;
}

/** The national wages of both occupations and their medians. */
function wagesOf(move: Move) {
  const curMarket = nationalMarket(move.cur.code);
  const tgtMarket = move.known ? nationalMarket(move.tgt.code) : null;
  return {
    curMarket,
    tgtMarket,
    curMedian: amountAt(curMarket, 50),
    tgtMedian: amountAt(tgtMarket, 50),
  };
}

/** What the time estimate and the viability figure are computed from. */
function viabilityInputOf(
  move: Move,
  input: CareerInput,
  match: SkillMatch,
  skills: SkillKey[],
  wages: { curMedian: number | null; tgtMedian: number | null },
  timeframe: Timeframe,
): ViabilityInput {
  const { cur, tgt, known, same } = move;
  return {
    same,
    relatedness: move.relatedness,
    sameLine: move.sameLine,
    coverage: match.coverage,
    covered: match.covered,
    considered: match.considered,
    listedSkills: skills.length,
    curMedian: wages.curMedian,
    tgtMedian: wages.tgtMedian,
    experience: input.experience,
    intoManagement: tgt.code.startsWith('11-'),
    newLicence:
      known && licensed(tgt.code) && !same && cur.code.slice(0, 4) !== tgt.code.slice(0, 4),
    matchSure: move.matchSure,
    timeframe,
    curTitle: cur.title,
    tgtTitle: move.tgtTitle,
  };
}

/** The salary path: the current median until the move, then the target's figures. */
function salaryOf(
  move: Move,
  input: CareerInput,
  wages: ReturnType<typeof wagesOf>,
  planMonths: number,
) {
  const tgtRec = move.known ? occupationRecord(move.tgt.code) : undefined;
  const curRec = move.curKnown ? occupationRecord(move.cur.code) : undefined;
  return salaryPath({
    curTitle: move.cur.title,
    tgtTitle: move.tgtTitle,
    curMarket: wages.curMarket,
    tgtMarket: wages.tgtMarket,
    sameRow: !!tgtRec?.wageCode && tgtRec.wageCode === curRec?.wageCode,
    // senior people, and people moving within their field, usually enter above the 25th
    entersHigher:
      input.experience === 'senior' || input.experience === 'lead' || move.relatedness >= 0.35,
    withinField: move.relatedness >= 0.35,
    moveMonths: planMonths,
    moveWords: monthsWords(planMonths),
  });
}

const strip = ({ alternatives: _a, ...o }: ResolvedOccupation) => o;

/**
 * A career plan from the current role to the target role. Titles are matched to O*NET
 * occupations (or the codes the user picked); a title that matches nothing answers with a
 * low viability and says so.
 */
export function planCareer(input: CareerInput): CareerPlan {
  const timeframe: Timeframe = input.timeframe ?? '1year';
  const move = resolveMove(input);
  const { cur, tgt, known, same, targetRole: role } = move;
  const skills = userSkills(input.skills);

  // skills: the target's, split into the ones the user listed and the gaps
  const match = matchSkills({
    skills,
    target: known ? tgt.code : null,
    tgtTitle: move.tgtTitle,
    current: move.curKnown ? cur.code : null,
    currentRole: move.currentRole,
    curTitle: cur.title,
  });
  const { transferable, skillGaps } = match;
  const wages = wagesOf(move);

  // the time the move takes, and how viable it is in the timeframe
  const v = viabilityInputOf(move, input, match, skills, wages, timeframe);
  const { months: estimatedMonths, reasons } = estimateMonths(v);
  const { pathViability, r } = viability(v, estimatedMonths);
  const timing: Timing = { timeframe, estimatedMonths, reasons, r };
  const planMonths = roadmapMonths(timeframe, estimatedMonths);
  const roadmapNote = roadmapSentence(timeframe, estimatedMonths, planMonths, reasons);

  const { salaryProgression, salaryNote } = salaryOf(move, input, wages, planMonths);
  const certifications = certificationsOf(move, skills);
  const recommendedSteps = roadmapSteps({
    months: planMonths,
    role,
    skillGaps,
    transferable,
    certifications,
    association: associationFor(tgt.code),
    // within the field the list names skills the person may use without having listed them
    show: same || move.relatedness >= 0.35,
  });

  return {
    pathViability,
    viabilityExplanation: viabilityExplanation(pathViability, timing, roadmapNote, move.matchSure),
    viabilityFactors: viabilityFactors({ ...v, roadmapMonths: planMonths }, estimatedMonths),
    estimatedMonths,
    recommendedSteps,
    salaryProgression,
    salaryNote,
    skillGaps,
    skillGapsNote: match.skillGapsNote,
    transferableSkills: transferable,
    certifications,
    quickWins: quickWinsOf(role, transferable, skillGaps, input.interests),
    alternativePaths: alternativePaths(skills, cur.code, tgt.code, {
      current: wages.curMedian,
      target: wages.tgtMedian,
    }),
    networkingTargets: networkingTargetsOf(move, input.industry),
    challenges: challengesOf(move, wages, timing, skillGaps),
    currentOccupation: strip(cur),
    currentAlternatives: cur.alternatives,
    targetOccupation: strip(tgt),
    targetAlternatives: tgt.alternatives,
    sources: [...SOURCES],
  };
}
