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
import { occupationRecord, similarOccupations } from '../occupation/data';
import { BLS_SOURCE } from '../salary/market';
import { usd } from '../salary/money';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from '../salary/resolve';
import { alternativePaths } from './alternatives';
import { associationFor, bridgeFor, certificationsFor, licensed } from './catalog';
import { matchSkills } from './gaps';
import { roadmapMonths, roadmapSteps } from './roadmap';
import { salaryPath } from './salary';
import { sharesLineOfWork, userSkills } from './skills';
import { TIMEFRAME_WORDS, type CareerInput, type CareerPlan, type Timeframe } from './types';
import {
  estimateMonths,
  roadmapSentence,
  viability,
  viabilityFactors,
  type ViabilityInput,
} from './viability';
import { amountAt, nationalMarket } from './wages';

export * from './types';

/** "3 months", "1 year", "18 months" */
function monthsWords(m: number): string {
  if (m % 12 === 0) return m === 12 ? '1 year' : `${m / 12} years`;
  return `${m} months`;
}

/**
 * A career plan from the current role to the target role. Titles are matched to O*NET
 * occupations (or the codes the user picked); a title that matches nothing answers with a
 * low viability and says so.
 */
export function planCareer(input: CareerInput): CareerPlan {
  const timeframe: Timeframe = input.timeframe ?? '1year';
  const cur = resolveOccupation(
    input.currentRole.trim().slice(0, 200),
    input.currentOccupationCode,
  );
  const tgt = resolveOccupation(input.targetRole.trim().slice(0, 200), input.targetOccupationCode);
  const targetRole = input.targetRole.trim().slice(0, 200);
  const skills = userSkills(input.skills);
  const known = tgt.code !== ALL_OCCUPATIONS.code;
  const curKnown = cur.code !== ALL_OCCUPATIONS.code && !!occupationRecord(cur.code);
  const tgtTitle = known ? tgt.title : targetRole;
  /** the roles in the user's words, for the plan's sentences (O*NET titles are plural) */
  const role = targetRole;
  const currentRole = input.currentRole.trim().slice(0, 200);

  // skills: the target's, split into the ones the user listed and the gaps
  const match = matchSkills({
    skills,
    target: known ? tgt.code : null,
    tgtTitle,
    current: curKnown ? cur.code : null,
    currentRole,
    curTitle: cur.title,
  });
  const { transferable, skillGaps } = match;

  // relatedness of the two occupations (SOC structure and shared technologies)
  const same = known && cur.code === tgt.code;
  const classified =
    !known || cur.code === ALL_OCCUPATIONS.code ? 0 : similarOccupations(cur.code, tgt.code);
  // "Nurse" -> "Nurse Manager": a target title that names the current line of work is a step
  // up in it, however far apart the SOC classification files the two
  const sameLine = sharesLineOfWork(currentRole, targetRole);
  const relatedness = sameLine ? Math.max(classified, 0.6) : classified;

  // wages
  const curMarket = nationalMarket(cur.code);
  const tgtMarket = known ? nationalMarket(tgt.code) : null;
  const curMedian = amountAt(curMarket, 50);
  const tgtMedian = amountAt(tgtMarket, 50);
  const ratio = curMedian && tgtMedian ? tgtMedian / curMedian : 1;

  // the time the move takes, and how viable it is in the timeframe
  const matchSure = Math.min(
    cur.method === 'none' ? 0 : cur.confidence,
    tgt.method === 'none' ? 0 : tgt.confidence,
  );
  const v: ViabilityInput = {
    same,
    relatedness,
    sameLine,
    coverage: match.coverage,
    covered: match.covered,
    considered: match.considered,
    listedSkills: skills.length,
    curMedian,
    tgtMedian,
    experience: input.experience,
    intoManagement: tgt.code.startsWith('11-'),
    newLicence:
      known && licensed(tgt.code) && !same && cur.code.slice(0, 4) !== tgt.code.slice(0, 4),
    matchSure,
    timeframe,
    curTitle: cur.title,
    tgtTitle,
  };
  const { months: estimatedMonths, reasons } = estimateMonths(v);
  const { pathViability, r } = viability(v, estimatedMonths);
  const planMonths = roadmapMonths(timeframe, estimatedMonths);
  const viabilityFactors_ = viabilityFactors({ ...v, roadmapMonths: planMonths }, estimatedMonths);
  const roadmapNote = roadmapSentence(timeframe, estimatedMonths, planMonths, reasons);
  const viabilityExplanation = `${pathViability}%: ${
    r >= 1
      ? `your ${TIMEFRAME_WORDS[timeframe]} covers our estimate of about ${estimatedMonths} months for this move`
      : `your ${TIMEFRAME_WORDS[timeframe]} is shorter than our estimate of about ${estimatedMonths} months for this move`
  } (80% = the timeframe matches the estimate). The estimate grows as the occupations are less related, as fewer of the target's skills are on your list and with a big wage step.${roadmapNote ? ` ${roadmapNote}` : ''}${matchSure < 0.5 ? ' One of the roles matched no occupation well, so the figure is uncertain.' : ''}`;

  // salary path: the current median until the move, then the target's figures
  const tgtRec = known ? occupationRecord(tgt.code) : undefined;
  const curRec = curKnown ? occupationRecord(cur.code) : undefined;
  const { salaryProgression, salaryNote } = salaryPath({
    curTitle: cur.title,
    tgtTitle,
    curMarket,
    tgtMarket,
    sameRow: !!tgtRec?.wageCode && tgtRec.wageCode === curRec?.wageCode,
    // senior people, and people moving within their field, usually enter above the 25th
    entersHigher:
      input.experience === 'senior' || input.experience === 'lead' || relatedness >= 0.35,
    withinField: relatedness >= 0.35,
    moveMonths: planMonths,
    moveWords: monthsWords(planMonths),
  });

  // certifications that fit the target; one from the current field only as a bridge to it
  // a credential the person names, or the licence of the occupation they already work in, is
  // theirs: never one to prepare for
  const held = (cert: string) =>
    (same && licensed(tgt.code) && /\blicen[cs]/i.test(cert)) ||
    skills.some((s) => {
      const name = cert.split(' (')[0]!.toLowerCase();
      return new RegExp(`(^|[^a-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).test(
        s.text.toLowerCase(),
      );
    });
  const certifications = tgtRec
    ? certificationsFor(tgt.code, [
        ...tgtRec.inDemand,
        ...tgtRec.technologySkills.slice(0, 6),
      ]).filter((c) => !held(c))
    : [];
  if (!certifications.length)
    certifications.push(
      `Check which certifications postings for ${tgtTitle} ask for: our data lists none for this occupation.`,
    );
  const bridge =
    known && cur.code !== ALL_OCCUPATIONS.code ? bridgeFor(cur.code, tgt.code) : undefined;
  if (bridge?.certification) certifications.push(`Bridge from your field: ${bridge.certification}`);

  const association = known ? associationFor(tgt.code) : undefined;
  const recommendedSteps = roadmapSteps({
    months: planMonths,
    role,
    skillGaps,
    transferable,
    certifications,
    association: associationFor(tgt.code),
    // within the field the list names skills the person may use without having listed them
    show: same || relatedness >= 0.35,
  });

  // quick wins
  const quickWins: string[] = [];
  if (transferable.length)
    quickWins.push(
      `Lead your resume and LinkedIn with the skills you already have that ${role} uses: ${transferable.slice(0, 4).join(', ')}.`,
    );
  if (skillGaps[0])
    quickWins.push(
      `Start on ${skillGaps[0]}: it is the first skill on the target's list that is not on yours.`,
    );
  quickWins.push(
    `Message one person working as ${role} this week and ask for a 20-minute conversation.`,
  );
  quickWins.push(`Save 10 ${role} postings and note which requirements you already meet.`);
  if (input.interests && input.interests.trim())
    quickWins.push(
      `Look for ${role} roles that touch what you said interests you: "${input.interests.trim().slice(0, 120)}".`,
    );

  // networking
  const loose = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const industry = input.industry ? ` in ${input.industry}` : '';
  const networkingTargets = [
    `People working as ${role}${industry}: ask for informational interviews`,
    `Hiring managers and recruiters who fill ${role} roles${industry}`,
    loose(currentRole) === loose(role)
      ? `Former colleagues who now work as ${role} at other employers: ask how they moved`
      : `Former colleagues who moved from ${currentRole} into ${role} or a related role`,
  ];
  if (association) networkingTargets.push(association);
  if (bridge?.association) networkingTargets.push(`Bridge from your field: ${bridge.association}`);
  networkingTargets.push('Alumni of your school or training program who work in the target field');

  // challenges
  const challenges: string[] = [];
  if (curMedian && tgtMedian && ratio < 0.95)
    challenges.push(
      `Pay: the BLS median for ${tgtTitle} (${usd(tgtMedian)}) is below that of ${cur.title} (${usd(curMedian)}); expect a cut at first.`,
    );
  else if (ratio > 1.3)
    challenges.push(
      `A big pay step (+${Math.round((ratio - 1) * 100)}% at the median): employers will want evidence you can do the work at that level.`,
    );
  if (r < 1)
    challenges.push(
      `Time: ${TIMEFRAME_WORDS[timeframe]} is shorter than our estimate of about ${estimatedMonths} months${reasons.length ? `, because ${reasons.join('; ')}` : ''}. The roadmap fits into your ${TIMEFRAME_WORDS[timeframe]}, so each phase is tight: plan for a longer path or an intermediate role.`,
    );
  if (skillGaps.length >= 8)
    challenges.push(`Many new skills: ${skillGaps.length} on the target's list are not on yours.`);
  if (known && licensed(tgt.code) && !same)
    challenges.push(
      `${tgtTitle} usually requires a licence or credential: check your state's requirements before you plan the timeline.`,
    );
  if (known && tgt.code.startsWith('11-') && !cur.code.startsWith('11-'))
    challenges.push(
      'Management roles ask for evidence of leading people or budgets: look for a lead or project role on the way.',
    );
  if (cur.method === 'none' || tgt.method === 'none')
    challenges.push(
      `We could not match ${cur.method === 'none' ? `"${input.currentRole.trim()}"` : `"${targetRole}"`} to an occupation: choose the closest occupation so the plan can use real data.`,
    );
  else if (matchSure < 0.5)
    challenges.push(
      'One of the roles matched an occupation only loosely: check the matched occupations and pick another if needed.',
    );
  if (!challenges.length)
    challenges.push('A close move: the main risk is standing still. Set dates for each phase.');

  const strip = ({ alternatives: _a, ...o }: ResolvedOccupation) => o;
  const sources = [
    `Occupations, titles and technology skills: O*NET 29.2 Database, U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0.`,
    `Wages: ${BLS_SOURCE}, national figures.`,
    'Viability, time estimate, core work skills, certifications and associations: Careerforge estimates and curated lists, explained beside each figure.',
  ];
  return {
    pathViability,
    viabilityExplanation,
    viabilityFactors: viabilityFactors_,
    estimatedMonths,
    recommendedSteps,
    salaryProgression,
    salaryNote,
    skillGaps,
    skillGapsNote: match.skillGapsNote,
    transferableSkills: transferable,
    certifications,
    quickWins,
    alternativePaths: alternativePaths(skills, cur.code, tgt.code, {
      current: curMedian,
      target: tgtMedian,
    }),
    networkingTargets,
    challenges,
    currentOccupation: strip(cur),
    currentAlternatives: cur.alternatives,
    targetOccupation: strip(tgt),
    targetAlternatives: tgt.alternatives,
    sources,
  };
}
