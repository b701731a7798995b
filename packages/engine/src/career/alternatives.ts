/**
 * Other roles worth a look: the goal's neighbours, bridges between the current occupation and
 * the goal, or (when the goal matched nothing) occupations that use the user's skills.
 */
import { occupationData, occupationRecord, type OccupationRecord } from '../occupation/data';
import { usd } from '../salary/money';
import { ALL_OCCUPATIONS } from '../salary/resolve';
import { relatednessOf } from './relevance';
import { EVERYDAY_TOOLS, displaySkill, keyOf, sameSkill, type SkillKey } from './skills';
import type { AlternativePath } from './types';
import { amountAt, nationalMarket } from './wages';

/** An occupation's technologies: its O*NET list and the ones flagged in demand. */
function techNames(o: {
  technologySkills: readonly string[];
  inDemand: readonly string[];
}): Set<string> {
  return new Set([...o.inDemand, ...o.technologySkills]);
}

/** The shared technologies of two occupations, the target's in-demand ones first, as people say them. */
function sharedTech(o: OccupationRecord, target: OccupationRecord | undefined): string[] {
  if (!target) return [];
  const mine = techNames(o);
  const out: string[] = [];
  for (const t of [...target.inDemand, ...target.technologySkills])
    if (mine.has(t) && !EVERYDAY_TOOLS.test(t) && !/^Microsoft Excel$/.test(t)) {
      const name = displaySkill(t);
      if (!out.includes(name)) out.push(name);
    }
  return out;
}

/** Relatedness at which an occupation counts as close to the goal. */
const NEAR_GOAL = 0.3;
/** A bridge is related to both ends at least this much, and to each more than they are to each other. */
const BRIDGE_MIN = 0.15;
const BRIDGE_MARGIN = 0.05;

/**
 * Each user skill with the technology names it names, worked out once over the shared list,
 * and its weight: a skill many occupations use (Excel) says little about where the user fits;
 * a rare one (Epic, Kubernetes) says much, so each is weighted by its inverse document frequency.
 */
function skillWeights(
  skills: SkillKey[],
  occupations: readonly OccupationRecord[],
  tech: readonly string[],
) {
  const skillTech = skills.map((s) => {
    const names = new Set<string>();
    for (const t of tech) if (sameSkill(s, keyOf(t))) names.add(t);
    return names;
  });
  const n = occupations.length;
  const df = skillTech.map(
    (names) => occupations.filter((o) => o.technologySkills.some((t) => names.has(t))).length,
  );
  const weight = df.map((d) => (d ? Math.log(n / d) / Math.log(n) : 0));
  return { skillTech, weight, totalWeight: weight.reduce((a, b) => a + b, 0) };
}

/**
 * Other roles worth a look, ranked by how related they are to the goal (O*NET's "Related
 * Occupations" are not in our data, so relatedness comes from the SOC classification, shared
 * technologies and the words of titles and descriptions: occupation/related.ts), with the
 * user's listed skills as a tie-breaker; and bridge roles, related to both the current
 * occupation and the goal, only when the data shows one. A target that matched nothing falls
 * back to the occupations that use the user's skills and sit near their current one.
 */
export function alternativePaths(
  skills: SkillKey[],
  current: string,
  target: string,
  pay: { current: number | null; target: number | null },
): AlternativePath[] {
  const { occupations, tech } = occupationData();
  const validTarget = target !== ALL_OCCUPATIONS.code && !!occupationRecord(target);
  const validCurrent = current !== ALL_OCCUPATIONS.code && !!occupationRecord(current);
  const targetRec = validTarget ? occupationRecord(target) : undefined;
  const currentRec = validCurrent ? occupationRecord(current) : undefined;
  const relT = validTarget ? relatednessOf(target) : null;
  const relC = validCurrent ? relatednessOf(current) : null;
  // how related the two ends are to each other: a bridge must beat it on both sides
  const ends = relT && currentRec ? relT[currentRec.index]! : 0;
  const { skillTech, weight, totalWeight } = skillWeights(skills, occupations, tech);

  interface Scored {
    o: OccupationRecord;
    kind: AlternativePath['kind'];
    /** relatedness to the goal (for a bridge, to both ends), the order of the list */
    score: number;
    /** share of the user's skills it uses: breaks ties */
    share: number;
    relTarget: number;
    overlap: string[];
  }
  const related: Scored[] = [];
  const bridges: Scored[] = [];
  const bySkills: Scored[] = [];
  for (const o of occupations) {
    if (o.code === target || !o.wageCode) continue;
    // the current job itself and its specialties are not another path
    if (currentRec && o.soc === currentRec.soc) continue;
    const mine = techNames(o);
    const overlap: string[] = [];
    let got = 0;
    skillTech.forEach((names, i) => {
      for (const t of names)
        if (mine.has(t)) {
          overlap.push(skills[i]!.text);
          got += weight[i]!;
          return;
        }
    });
    const share = totalWeight ? got / totalWeight : 0;
    if (relT) {
      const t = relT[o.index]!;
      const c = relC ? relC[o.index]! : 0;
      if (relC && c >= BRIDGE_MIN && t >= BRIDGE_MIN && Math.min(c, t) >= ends + BRIDGE_MARGIN)
        bridges.push({ o, kind: 'bridge', score: Math.sqrt(c * t), share, relTarget: t, overlap });
      else if (t >= NEAR_GOAL)
        related.push({ o, kind: 'related', score: t, share, relTarget: t, overlap });
    } else {
      const c = relC ? relC[o.index]! : 0;
      const score = 0.6 * share + 0.4 * c;
      if (score > 0) bySkills.push({ o, kind: 'skills', score, share, relTarget: 0, overlap });
    }
  }
  // by relatedness (to the hundredth: finer differences mean nothing), then the user's skills
  const order = (a: Scored, b: Scored) =>
    Math.round(100 * b.score) - Math.round(100 * a.score) ||
    b.share - a.share ||
    a.o.code.localeCompare(b.o.code);
  const out: AlternativePath[] = [];
  const perSoc = new Map<string, number>();
  const take = (list: Scored[], limit: number) => {
    for (const s of list.sort(order)) {
      if (out.length >= limit) return;
      if (out.some((a) => a.code === s.o.code)) continue;
      // two at most of one SOC code (Data Scientists and Clinical Data Managers share one)
      if ((perSoc.get(s.o.soc) ?? 0) >= 2) continue;
      const m = nationalMarket(s.o.code);
      const median = amountAt(m, 50);
      // a realistic move: not a steep pay cut, and not a leap (physicians for a nurse) that
      // takes years of new schooling; the band reaches a little past the target's own median
      if (median !== null && pay.current !== null) {
        const ceiling = Math.max(1.8 * pay.current, 1.2 * (pay.target ?? 0));
        if (median < 0.6 * pay.current || median > ceiling) continue;
      }
      perSoc.set(s.o.soc, (perSoc.get(s.o.soc) ?? 0) + 1);
      const shared = sharedTech(s.o, targetRec).slice(0, 3);
      const why: string[] = [];
      if (s.kind === 'bridge')
        why.push(
          `A bridge: related both to your current work (${currentRec!.title}) and to your goal (${targetRec!.title})`,
        );
      else if (s.kind === 'related') why.push(`Close to your goal (${targetRec!.title})`);
      if (s.kind !== 'skills' && shared.length) why.push(`shares ${shared.join(', ')} with it`);
      if (s.overlap.length)
        why.push(`uses ${s.overlap.length} of your skills (${s.overlap.slice(0, 3).join(', ')})`);
      out.push({
        code: s.o.code,
        title: s.o.title,
        kind: s.kind,
        relatedness: Math.round(100 * s.relTarget),
        medianWage: median,
        skillOverlap: skills.length ? Math.round((100 * s.overlap.length) / skills.length) : 0,
        reason:
          `${why.length ? `${why.join('; ')}. ` : ''}BLS national median ${median === null ? 'not published' : usd(median)}.`.replace(
            /^./,
            (c) => c.toUpperCase(),
          ),
      });
    }
  };
  if (relT) {
    // bridges first, two at most and only where the data shows them; then the goal's neighbours
    take(bridges, 2);
    take(related, 5);
  } else take(bySkills, 5);
  return out;
}
