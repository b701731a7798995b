/**
 * The planner's wording: the viability explanation, the certifications to prepare for, quick
 * wins, people to talk to and the challenges of the move. The user's skills and interests are
 * quoted; everything else is about the occupations.
 */
import { occupationRecord } from '../occupation/data';
import { usd } from '../salary/money';
import { ALL_OCCUPATIONS } from '../salary/resolve';
import { associationFor, bridgeFor, certificationsFor, licensed, type Bridge } from './catalog';
import type { Move } from './move';
import type { SkillKey } from './skills';
import { TIMEFRAME_WORDS, type Timeframe } from './types';

/** The time estimate against the timeframe the user gave. */
export interface Timing {
  timeframe: Timeframe;
  estimatedMonths: number;
  /** what made the estimate longer than a close move */
  reasons: string[];
  /** the timeframe over the estimate: 1 or more when it covers it */
  r: number;
}

/** "72%: your 1 year covers our estimate of about 9 months for this move (...)" */
export function viabilityExplanation(
  pathViability: number,
  t: Timing,
  roadmapNote: string,
  matchSure: number,
): string {
  return `${pathViability}%: ${
    t.r >= 1
      ? `your ${TIMEFRAME_WORDS[t.timeframe]} covers our estimate of about ${t.estimatedMonths} months for this move`
      : `your ${TIMEFRAME_WORDS[t.timeframe]} is shorter than our estimate of about ${t.estimatedMonths} months for this move`
  } (80% = the timeframe matches the estimate). The estimate grows as the occupations are less related, as fewer of the target's skills are on your list and with a big wage step.${roadmapNote ? ` ${roadmapNote}` : ''}${matchSure < 0.5 ? ' One of the roles matched no occupation well, so the figure is uncertain.' : ''}`;
}

/** The bridge from the current field to the target, when the catalogue has one. */
export function bridgeOf(move: Move): Bridge | undefined {
  const { known, cur, tgt } = move;
  return known && cur.code !== ALL_OCCUPATIONS.code ? bridgeFor(cur.code, tgt.code) : undefined;
}

/**
 * Certifications that fit the target; one from the current field only as a bridge to it. A
 * credential the person names, or the licence of the occupation they already work in, is
 * theirs: never one to prepare for.
 */
export function certificationsOf(move: Move, skills: SkillKey[]): string[] {
  const { known, same, tgt, tgtTitle } = move;
  const held = (cert: string) =>
    (same && licensed(tgt.code) && /\blicen[cs]/i.test(cert)) ||
    skills.some((s) => {
      const name = cert.split(' (')[0]!.toLowerCase();
      return new RegExp(`(^|[^a-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).test(
        s.text.toLowerCase(),
      );
    });
  const tgtRec = known ? occupationRecord(tgt.code) : undefined;
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
  const bridge = bridgeOf(move);
  if (bridge?.certification) certifications.push(`Bridge from your field: ${bridge.certification}`);
  return certifications;
}

/** Things to do this week: lead with the skills they have, start on the first gap, reach out. */
export function quickWinsOf(
  role: string,
  transferable: string[],
  skillGaps: string[],
  interests: string | null | undefined,
): string[] {
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
  if (interests && interests.trim())
    quickWins.push(
      `Look for ${role} roles that touch what you said interests you: "${interests.trim().slice(0, 120)}".`,
    );
  return quickWins;
}

const loose = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The people to talk to: people in the role, those who hire for it, former colleagues, associations. */
export function networkingTargetsOf(move: Move, industryName: string | null | undefined): string[] {
  const { targetRole: role, currentRole } = move;
  const industry = industryName ? ` in ${industryName}` : '';
  const networkingTargets = [
    `People working as ${role}${industry}: ask for informational interviews`,
    `Hiring managers and recruiters who fill ${role} roles${industry}`,
    loose(currentRole) === loose(role)
      ? `Former colleagues who now work as ${role} at other employers: ask how they moved`
      : `Former colleagues who moved from ${currentRole} into ${role} or a related role`,
  ];
  const association = move.known ? associationFor(move.tgt.code) : undefined;
  if (association) networkingTargets.push(association);
  const bridge = bridgeOf(move);
  if (bridge?.association) networkingTargets.push(`Bridge from your field: ${bridge.association}`);
  networkingTargets.push('Alumni of your school or training program who work in the target field');
  return networkingTargets;
}

/** What makes the move hard: pay, time, many new skills, a licence, management, a loose match. */
export function challengesOf(
  move: Move,
  wages: { curMedian: number | null; tgtMedian: number | null },
  timing: Timing,
  skillGaps: string[],
): string[] {
  const { cur, tgt, known, same, tgtTitle } = move;
  const { curMedian, tgtMedian } = wages;
  const { timeframe, estimatedMonths, reasons } = timing;
  const ratio = curMedian && tgtMedian ? tgtMedian / curMedian : 1;
  const challenges: string[] = [];
  if (curMedian && tgtMedian && ratio < 0.95)
    challenges.push(
      `Pay: the BLS median for ${tgtTitle} (${usd(tgtMedian)}) is below that of ${cur.title} (${usd(curMedian)}); expect a cut at first.`,
    );
  else if (ratio > 1.3)
    challenges.push(
      `A big pay step (+${Math.round((ratio - 1) * 100)}% at the median): employers will want evidence you can do the work at that level.`,
    );
  if (timing.r < 1)
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
      `We could not match ${cur.method === 'none' ? `"${move.currentRoleAsTyped}"` : `"${move.targetRole}"`} to an occupation: choose the closest occupation so the plan can use real data.`,
    );
  else if (move.matchSure < 0.5)
    challenges.push(
      'One of the roles matched an occupation only loosely: check the matched occupations and pick another if needed.',
    );
  if (!challenges.length)
    challenges.push('A close move: the main risk is standing still. Set dates for each phase.');
  return challenges;
}
