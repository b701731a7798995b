/**
 * The career planner: from the user's current role to a target role, on O*NET occupations and
 * BLS wages. How viable the move is (how related the two occupations are, how many of the
 * target's skills the user listed, the wage step and the time they give it), a phased plan
 * sized to the timeframe, the salary path from BLS medians, the skills to learn, and related
 * occupations that fit the skills the user has. Deterministic; nothing about the user is
 * invented: their skills and interests are quoted, everything else is about the occupations.
 */
import {
  occupationData,
  occupationRecord,
  similarOccupations,
  type OccupationRecord,
} from '../occupation/data';
import { relatednessToAll } from '../occupation/related';
import { lookupSkill, findSkills, getSkill } from '../taxonomy';
import { stem } from '../text/stem';
import { BLS_SOURCE, marketFor, type Market } from '../salary/market';
import { usd } from '../salary/money';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from '../salary/resolve';
import { SALARY_INDUSTRIES } from '../salary/factors';
import { GROUP_SKILLS, associationFor, bridgeFor, certificationsFor, licensed } from './catalog';

export const PLANNER_INDUSTRIES = [...SALARY_INDUSTRIES, 'education', 'marketing'] as const;
export const PLANNER_EXPERIENCE = ['entry', 'mid', 'senior', 'lead'] as const;
export const TIMEFRAMES = ['6months', '1year', '2years', '3years', '5years'] as const;
export type PlannerIndustry = (typeof PLANNER_INDUSTRIES)[number];
export type PlannerExperience = (typeof PLANNER_EXPERIENCE)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];

export const TIMEFRAME_MONTHS: Record<Timeframe, number> = {
  '6months': 6,
  '1year': 12,
  '2years': 24,
  '3years': 36,
  '5years': 60,
};
const TIMEFRAME_WORDS: Record<Timeframe, string> = {
  '6months': '6 months',
  '1year': '1 year',
  '2years': '2 years',
  '3years': '3 years',
  '5years': '5 years',
};

export interface CareerInput {
  currentRole: string;
  targetRole: string;
  industry?: PlannerIndustry | null;
  experience?: PlannerExperience | null;
  skills?: readonly string[];
  interests?: string | null;
  timeframe?: Timeframe | null;
  /** O*NET-SOC codes the user picked instead of the matcher's guesses */
  currentOccupationCode?: string | null;
  targetOccupationCode?: string | null;
}

export interface CareerStep {
  phase: string;
  goals: string[];
  actions: string[];
  skills: string[];
  milestones: string[];
}

export interface AlternativePath {
  code: string;
  title: string;
  /**
   * "related": close to the goal; "bridge": related to both the current occupation and the
   * goal; "skills": uses the user's skills (when the goal matched no occupation)
   */
  kind: 'related' | 'bridge' | 'skills';
  /** how related it is to the goal, 0..100 (0 when the goal matched no occupation) */
  relatedness: number;
  /** BLS national median, annual USD (null when BLS publishes none) */
  medianWage: number | null;
  /** share of the user's listed skills the occupation uses, 0..100 */
  skillOverlap: number;
  reason: string;
}

export interface ViabilityFactor {
  name: 'relatedness' | 'skill coverage' | 'wage step' | 'timeframe' | 'experience';
  value: string;
  detail: string;
}

export interface CareerPlan {
  /** 0..100: 80 means the timeframe matches our estimate of the time the move takes */
  pathViability: number;
  viabilityExplanation: string;
  viabilityFactors: ViabilityFactor[];
  /** our estimate of the months the move takes */
  estimatedMonths: number;
  recommendedSteps: CareerStep[];
  /** annual USD from BLS medians; null when BLS publishes no figure */
  salaryProgression: {
    current: number | null;
    year1: number | null;
    year2: number | null;
    year3: number | null;
  };
  salaryNote: string;
  skillGaps: string[];
  /** how the skill gaps were chosen and ordered */
  skillGapsNote: string;
  /** the user's own skills the target uses */
  transferableSkills: string[];
  certifications: string[];
  quickWins: string[];
  alternativePaths: AlternativePath[];
  networkingTargets: string[];
  challenges: string[];
  currentOccupation: Omit<ResolvedOccupation, 'alternatives'>;
  currentAlternatives: ResolvedOccupation['alternatives'];
  targetOccupation: Omit<ResolvedOccupation, 'alternatives'>;
  targetAlternatives: ResolvedOccupation['alternatives'];
  sources: string[];
}

/* ---------- skills ---------- */

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface SkillKey {
  text: string;
  norm: string;
  /** the normalised name with a space either side, for whole-word containment */
  padded: string;
  id: number | undefined;
}

const keyCache = new Map<string, SkillKey>();

function keyOf(text: string): SkillKey {
  let k = keyCache.get(text);
  if (!k) {
    const n = norm(text);
    k = { text, norm: n, padded: ` ${n} `, id: lookupSkill(text)?.id };
    if (keyCache.size < 20_000) keyCache.set(text, k);
  }
  return k;
}

/** Everyday office tools nearly every job uses: listed last among the gaps. */
const EVERYDAY_TOOLS =
  /^((microsoft )?(outlook|office( software)?|teams|windows|word|powerpoint|sharepoint)|google (docs|sheets|drive|workspace( software)?)|cisco webex|zoom|slack|web browser software|email software)$/i;

/** The user's skill names a target skill, by name, alias (taxonomy) or as a whole word ("Excel" in "Microsoft Excel"). */
function sameSkill(user: SkillKey, target: SkillKey): boolean {
  if (!user.norm || !target.norm) return false;
  if (user.norm === target.norm) return true;
  if (user.id !== undefined && user.id === target.id) return true;
  if (user.norm.length >= 2 && target.padded.includes(user.padded)) return true;
  return target.norm.length >= 3 && user.padded.includes(target.padded);
}

/** The user's skill demonstrates the target one in the taxonomy (Git -> Version Control, PostgreSQL -> SQL). */
function implies(user: SkillKey, target: SkillKey): boolean {
  if (user.id === undefined || target.id === undefined) return false;
  return getSkill(user.id).implies.includes(target.id);
}

/**
 * A technology as people say it: the skill taxonomy's name when the O*NET name holds it
 * ("Structured query language SQL" -> "SQL", "Microsoft Power BI" -> "Power BI"); otherwise
 * O*NET's own name ("Epic Systems" stays: the taxonomy files it under a broader skill).
 */
function displaySkill(name: string): string {
  const found = lookupSkill(name)?.name;
  if (!found || found === name) return name;
  return ` ${norm(name)} `.includes(` ${norm(found)} `) ? found : name;
}

/** How many in-demand technologies lead the list before the work skills join in. */
const DEMAND_LEAD = 6;

/**
 * The skills an occupation asks for, most important first: the technologies O*NET flags as in
 * demand in its job postings (the ones most often in demand across its field first; everyday
 * office tools last), then its work skills (the taxonomy's reading of its description, its
 * group's core skills) interleaved with its other technologies. Names as people say them.
 */
function targetSkills(code: string): string[] {
  const rec = occupationRecord(code);
  if (!rec) return [];
  const seen = new Set<string>();
  const fresh = (s: string) => {
    const n = norm(s);
    if (!n || seen.has(n)) return false;
    seen.add(n);
    return true;
  };
  const demand = rec.inDemand.map(displaySkill).filter(fresh);
  const demandCore = demand.filter((t) => !EVERYDAY_TOOLS.test(t));
  const demandEveryday = demand.filter((t) => EVERYDAY_TOOLS.test(t));
  const technical = /^(15|17|19)-/.test(code);
  // a developer's tool O*NET lists for a non-technical occupation (Apache Maven for health
  // services managers) is not a skill to learn for it, unless its postings ask for it
  const tech = rec.technologySkills
    .filter((t) => technical || !occupationData().developerTools.has(t))
    .map(displaySkill)
    .filter(fresh);
  const everyday = tech.filter((t) => EVERYDAY_TOOLS.test(t));
  const specific = [
    ...demandCore.slice(DEMAND_LEAD),
    ...tech.filter((t) => !EVERYDAY_TOOLS.test(t)),
  ];
  const work: string[] = [];
  for (const m of findSkills(`${rec.description} ${rec.title}`)) {
    const skill = getSkill(m.skillId);
    if (
      skill.category !== 'certification' &&
      skill.category !== 'spoken-language' &&
      fresh(skill.name)
    )
      work.push(skill.name);
  }
  for (const s of GROUP_SKILLS[code.slice(0, 2)] ?? []) if (fresh(s)) work.push(s);
  const out: string[] = [...demandCore.slice(0, DEMAND_LEAD)];
  // technical occupations then go on with their tools (one work skill, then two
  // technologies): for them the tools are the work
  if (technical) {
    let w = 0;
    let t = 0;
    while (w < work.length || t < specific.length) {
      if (w < work.length) out.push(work[w++]!);
      for (let i = 0; i < 2 && t < specific.length; i++) out.push(specific[t++]!);
    }
    return [...out, ...demandEveryday, ...everyday];
  }
  // the others with their work skills; of the technologies O*NET does not flag as in demand
  // (often rare tools a few employers use) only three, after the work
  const restCount = Math.max(0, demandCore.length - DEMAND_LEAD);
  const inDemandRest = specific.slice(0, restCount);
  const otherTech = specific.slice(restCount);
  return [
    ...out,
    ...inDemandRest,
    ...work,
    ...otherTech.slice(0, 3),
    ...demandEveryday,
    ...everyday,
  ];
}

/** The user's skills: as typed, trimmed, deduplicated, at most 40. */
function userSkills(skills: readonly string[] | undefined): SkillKey[] {
  const seen = new Set<string>();
  const out: SkillKey[] = [];
  for (const raw of skills ?? []) {
    const t = raw.trim().slice(0, 80);
    const n = norm(t);
    if (!n || seen.has(n)) continue;
    seen.add(n);
    out.push(keyOf(t));
    if (out.length >= 40) break;
  }
  return out;
}

const GENERIC_TITLE_WORDS = new Set(
  'senior junior lead head chief principal staff associate assistant manager director supervisor specialist officer coordinator analyst consultant executive worker the and of for in i ii iii sr jr'.split(
    ' ',
  ),
);

/** The typed titles share a word that names the work ("nurse" in "Registered Nurse" and "Nurse Manager"). */
function sharesLineOfWork(current: string, target: string): boolean {
  const words = (t: string) =>
    new Set(
      (t.toLowerCase().match(/[a-z]{3,}/g) ?? [])
        .filter((w) => !GENERIC_TITLE_WORDS.has(w))
        .map((w) => w.replace(/(ing|ers|er|s)$/, '')),
    );
  const a = words(current);
  for (const w of words(target)) if (w.length >= 3 && a.has(w)) return true;
  return false;
}

/* ---------- wages ---------- */

function nationalMarket(code: string): Market | null {
  return marketFor(code, null);
}

function amountAt(m: Market | null, p: 10 | 25 | 50 | 75 | 90): number | null {
  return m?.national.find((x) => x.percentile === p)?.amount ?? null;
}

/* ---------- the plan ---------- */

function phasesFor(timeframe: Timeframe): string[] {
  switch (timeframe) {
    case '6months':
      return ['Months 1-2: Foundation', 'Months 3-4: Build', 'Months 5-6: Transition'];
    case '1year':
      return [
        'Months 1-3: Foundation',
        'Months 4-6: Build',
        'Months 7-9: Visibility',
        'Months 10-12: Transition',
      ];
    case '2years':
      return [
        'Months 1-6: Foundation',
        'Months 7-12: Build',
        'Months 13-18: Visibility',
        'Months 19-24: Transition',
      ];
    case '3years':
      return [
        'Months 1-6: Foundation',
        'Months 7-18: Build',
        'Months 19-30: Visibility',
        'Months 31-36: Transition',
      ];
    case '5years':
      return ['Year 1: Foundation', 'Year 2: Build', 'Year 3: Visibility', 'Years 4-5: Transition'];
  }
}

function chunk<T>(items: readonly T[], parts: number): T[][] {
  const out: T[][] = Array.from({ length: parts }, () => []);
  items.forEach((item, i) =>
    out[Math.min(parts - 1, Math.floor((i * parts) / Math.max(1, items.length)))]!.push(item),
  );
  return out;
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

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
 * Other roles worth a look, ranked by how related they are to the goal (O*NET's "Related
 * Occupations" are not in our data, so relatedness comes from the SOC classification, shared
 * technologies and the words of titles and descriptions: occupation/related.ts), with the
 * user's listed skills as a tie-breaker; and bridge roles, related to both the current
 * occupation and the goal, only when the data shows one. A target that matched nothing falls
 * back to the occupations that use the user's skills and sit near their current one.
 */
function alternativePaths(
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
  const relT = validTarget ? relatednessToAll(target) : null;
  const relC = validCurrent ? relatednessToAll(current) : null;
  // how related the two ends are to each other: a bridge must beat it on both sides
  const ends = relT && currentRec ? relT[currentRec.index]! : 0;
  // each user skill -> the technology names it names, worked out once over the shared list
  const skillTech = skills.map((s) => {
    const names = new Set<string>();
    for (const t of tech) if (sameSkill(s, keyOf(t))) names.add(t);
    return names;
  });
  // a skill many occupations use (Excel) says little about where the user fits; a rare one
  // (Epic, Kubernetes) says much: weight each by its inverse document frequency
  const n = occupations.length;
  const df = skillTech.map(
    (names) => occupations.filter((o) => o.technologySkills.some((t) => names.has(t))).length,
  );
  const weight = df.map((d) => (d ? Math.log(n / d) / Math.log(n) : 0));
  const totalWeight = weight.reduce((a, b) => a + b, 0);

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

/**
 * A career plan from the current role to the target role. Titles are matched to O*NET
 * occupations (or the codes the user picked); a title that matches nothing answers with a
 * low viability and says so.
 */
export function planCareer(input: CareerInput): CareerPlan {
  const timeframe: Timeframe = input.timeframe ?? '1year';
  const months = TIMEFRAME_MONTHS[timeframe];
  const cur = resolveOccupation(
    input.currentRole.trim().slice(0, 200),
    input.currentOccupationCode,
  );
  const tgt = resolveOccupation(input.targetRole.trim().slice(0, 200), input.targetOccupationCode);
  const targetRole = input.targetRole.trim().slice(0, 200);
  const skills = userSkills(input.skills);
  const known = tgt.code !== ALL_OCCUPATIONS.code;
  const tgtTitle = known ? tgt.title : targetRole;
  /** the roles in the user's words, for the plan's sentences (O*NET titles are plural) */
  const role = targetRole;
  const currentRole = input.currentRole.trim().slice(0, 200);

  // skills: the target's, split into the ones the user listed and the gaps
  const wanted = known ? targetSkills(tgt.code) : [];
  const wantedKeys = wanted.map(keyOf);
  const transferable: string[] = [];
  const gaps: string[] = [];
  const used = new Set<string>();
  wantedKeys.forEach((w, i) => {
    const have = skills.find((s) => sameSkill(s, w) || implies(s, w));
    if (!have) {
      gaps.push(wanted[i]!);
      return;
    }
    const shown = have.norm === w.norm ? have.text : `${have.text} (${wanted[i]})`;
    // one entry per skill of the user's, as they wrote it
    if (!used.has(have.norm)) transferable.push(shown);
    used.add(have.norm);
  });
  // what the current occupation already does (its tools, the work its description names, its
  // field's core skills) comes after what is new: likely familiar, though not on the user's list
  const curRec = cur.code !== ALL_OCCUPATIONS.code ? occupationRecord(cur.code) : undefined;
  const curKeys = [
    ...(curRec ? targetSkills(curRec.code) : []),
    ...findSkills(input.currentRole.slice(0, 200)).map((m) => getSkill(m.skillId).name),
  ].map(keyOf);
  // and the work the current title names ("Software Development" for a "Software Developer")
  const titleStems = new Set(
    `${input.currentRole} ${cur.title}`
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .map(stem),
  );
  const namedByTitle = (g: string) => {
    const words = g
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2);
    return words.length > 0 && words.every((w) => titleStems.has(stem(w)));
  };
  const familiar = (g: string) => namedByTitle(g) || curKeys.some((t) => sameSkill(keyOf(g), t));
  const skillGaps = [...gaps.filter((g) => !familiar(g)), ...gaps.filter(familiar)].slice(0, 12);
  const tgtRec = known ? occupationRecord(tgt.code) : undefined;
  const inDemandCount = tgtRec ? tgtRec.inDemand.length : 0;
  const skillGapsNote = !known
    ? 'The target matched no occupation, so there is no skill list to compare with: choose the closest occupation.'
    : `Most important first: ${
        inDemandCount
          ? `the ${inDemandCount} technologies O*NET flags as in demand in job postings for ${tgtTitle} lead (those most often in demand across its field first), then`
          : `O*NET flags no technology as in demand for ${tgtTitle}, so the list starts with`
      } the work its description names and its field's core skills, with its other technologies. Skills on your list${skills.length ? '' : ' (you listed none)'} are not gaps; those your current occupation usually uses come last.`;
  const considered = Math.min(wanted.length, 16);
  const coverage = considered ? Math.min(1, transferable.length / Math.min(considered, 10)) : 0;

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
  const tgtP25 = amountAt(tgtMarket, 25);
  const ratio = curMedian && tgtMedian ? tgtMedian / curMedian : 1;

  // time the move takes: 6 months for a close move, up to ~5 years for an unrelated one,
  // more for a big wage step, less with senior experience into management
  const closeness = same ? 1 : 0.6 * relatedness + 0.4 * coverage;
  let needed = 3 + 51 * (1 - closeness);
  if (ratio > 1.6) needed += 12;
  else if (ratio > 1.3) needed += 6;
  if (input.experience === 'entry') needed += 6;
  if ((input.experience === 'senior' || input.experience === 'lead') && tgt.code.startsWith('11-'))
    needed -= 6;
  if (known && licensed(tgt.code) && !same && cur.code.slice(0, 4) !== tgt.code.slice(0, 4))
    needed += 12;
  const estimatedMonths = Math.max(3, Math.round(needed));
  const r = months / estimatedMonths;
  let viability = r >= 1 ? 0.8 + 0.15 * Math.min(1, r - 1) : 0.15 + 0.65 * r;
  const matchSure = Math.min(
    cur.method === 'none' ? 0 : cur.confidence,
    tgt.method === 'none' ? 0 : tgt.confidence,
  );
  if (matchSure < 0.5) viability *= 0.6 + 0.8 * matchSure; // unsure what the roles are: say less
  const pathViability = Math.max(5, Math.min(97, Math.round(viability * 100)));

  const viabilityFactors: ViabilityFactor[] = [
    {
      name: 'relatedness',
      value: pct(relatedness),
      detail: same
        ? 'Both roles are the same occupation.'
        : `${cur.title} and ${tgtTitle}: ${relatedness >= 0.55 ? 'closely related' : relatedness >= 0.35 ? 'in the same field' : 'in different fields'} (O*NET-SOC classification and shared technologies${sameLine ? '; your target title names your current line of work' : ''}).`,
    },
    {
      name: 'skill coverage',
      value: pct(coverage),
      detail: skills.length
        ? `You listed ${transferable.length} of the ${wanted.length} skills ${tgtTitle} asks for.`
        : 'You listed no skills, so none count toward the target.',
    },
    {
      name: 'wage step',
      value:
        curMedian && tgtMedian
          ? `${ratio >= 1 ? '+' : ''}${Math.round((ratio - 1) * 100)}%`
          : 'unknown',
      detail:
        curMedian && tgtMedian
          ? `BLS national median ${usd(curMedian)} now, ${usd(tgtMedian)} in the target.`
          : 'BLS publishes no median for one of the occupations.',
    },
    {
      name: 'timeframe',
      value: TIMEFRAME_WORDS[timeframe],
      detail: `Our estimate for this move: about ${estimatedMonths} months.`,
    },
  ];
  if (input.experience)
    viabilityFactors.push({
      name: 'experience',
      value: input.experience,
      detail:
        input.experience === 'entry'
          ? 'Entry level: a few months more to build a record.'
          : (input.experience === 'senior' || input.experience === 'lead') &&
              tgt.code.startsWith('11-')
            ? 'Senior experience shortens a move into management.'
            : 'No change to the estimate.',
    });
  const viabilityExplanation = `${pathViability}%: ${
    r >= 1
      ? `your ${TIMEFRAME_WORDS[timeframe]} covers our estimate of about ${estimatedMonths} months for this move`
      : `your ${TIMEFRAME_WORDS[timeframe]} is shorter than our estimate of about ${estimatedMonths} months for this move`
  } (80% = the timeframe matches the estimate). The estimate grows as the occupations are less related, as fewer of the target's skills are on your list and with a big wage step.${matchSure < 0.5 ? ' One of the roles matched no occupation well, so the figure is uncertain.' : ''}`;

  // salary progression: the current median until the move, then the target's 25th
  // percentile (where a newcomer usually enters), rising to its median over two years
  // senior people, and people moving within their field, usually enter above the 25th
  const entersHigher =
    input.experience === 'senior' || input.experience === 'lead' || relatedness >= 0.35;
  const entryStart =
    tgtP25 !== null && tgtMedian !== null
      ? entersHigher
        ? (tgtP25 + tgtMedian) / 2
        : tgtP25
      : null;
  const yearValue = (y: number): number | null => {
    const m = 12 * y;
    if (m < months || entryStart === null || tgtMedian === null) return curMedian;
    const share = Math.min(1, (m - months) / 24);
    return Math.round((entryStart + (tgtMedian - entryStart) * share) / 10) * 10;
  };
  const salaryProgression = {
    current: curMedian,
    year1: yearValue(1),
    year2: yearValue(2),
    year3: yearValue(3),
  };
  const salaryNote = `From BLS OEWS May 2023 national figures: "current" is the median for ${cur.title}; once the move is made (after ${TIMEFRAME_WORDS[timeframe]}) the figures start at ${entersHigher ? 'midway between the 25th percentile and the median (senior experience, or a move within your field)' : 'the 25th percentile, where newcomers usually enter,'} of ${tgtTitle} and rise to its median (${tgtMedian === null ? 'not published' : usd(tgtMedian)}) over two years. No raises are assumed before the move. Your own pay may differ.`;

  // certifications
  // certifications that fit the target; one from the current field only as a bridge to it
  const certifications = tgtRec
    ? certificationsFor(tgt.code, [...tgtRec.inDemand, ...tgtRec.technologySkills.slice(0, 6)])
    : [];
  if (!certifications.length)
    certifications.push(
      `Check which certifications postings for ${tgtTitle} ask for: our data lists none for this occupation.`,
    );
  const bridge =
    known && cur.code !== ALL_OCCUPATIONS.code ? bridgeFor(cur.code, tgt.code) : undefined;
  if (bridge?.certification) certifications.push(`Bridge from your field: ${bridge.certification}`);

  // the plan
  const phases = phasesFor(timeframe);
  const gapChunks = chunk(skillGaps.slice(0, 8), Math.max(1, phases.length - 1));
  const recommendedSteps: CareerStep[] = phases.map((phase, i) => {
    const last = i === phases.length - 1;
    const phaseSkills = last ? transferable.slice(0, 4) : (gapChunks[i] ?? []);
    if (i === 0)
      return {
        phase,
        goals: [`Confirm ${role} is the right target`, 'Know exactly which skills to build'],
        actions: [
          `Read 10 current job postings for ${role} and mark the skills each asks for`,
          `Talk to two people who work as ${role}`,
          phaseSkills.length
            ? `Start learning ${phaseSkills.join(', ')}`
            : 'List the skills you already use that the target needs',
        ],
        skills: phaseSkills,
        milestones: [
          'A list of target skills ranked by how often postings ask for them',
          'Two informational conversations held',
        ],
      };
    if (last)
      return {
        phase,
        goals: [`Land a ${role} role`],
        actions: [
          `Tailor your resume to each ${role} posting, leading with ${transferable.length ? transferable.slice(0, 3).join(', ') : 'the skills you have built'}`,
          'Apply to roles where you meet most of the listed requirements',
          'Practise interviews with examples from your own work',
          'Use the salary negotiator before you accept an offer',
        ],
        skills: phaseSkills,
        milestones: ['Interviews for the target role', 'An offer in hand'],
      };
    const build = i === 1;
    return {
      phase,
      goals: build
        ? [
            `Build working skill in ${phaseSkills.length ? phaseSkills.join(', ') : 'the target skills'}`,
            'Show it in real work',
          ]
        : ['Make the move visible', 'Close the remaining gaps'],
      actions: build
        ? [
            phaseSkills.length
              ? `Complete a course or project using ${phaseSkills.slice(0, 2).join(' and ')}`
              : 'Complete a course or project in the target skills',
            `Take on a task in your current job that looks like ${role} work`,
            certifications[0] && !certifications[0].startsWith('Check ')
              ? `Prepare for ${certifications[0]}`
              : 'Choose one certification postings ask for',
          ]
        : [
            'Put the new skills and projects on your resume and LinkedIn, with results',
            associationFor(tgt.code)
              ? `Join the ${associationFor(tgt.code)}`
              : `Join a community of ${role}`,
            'Ask for referrals from the people you have met',
          ],
      skills: phaseSkills,
      milestones: build
        ? [
            'One finished project or course you can show',
            'Feedback from someone in the target role',
          ]
        : ['Resume and profile updated for the target', 'Three referrals or warm introductions'],
    };
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
  const industry = input.industry ? ` in ${input.industry}` : '';
  const networkingTargets = [
    `People working as ${role}${industry}: ask for informational interviews`,
    `Hiring managers and recruiters who fill ${role} roles${industry}`,
    `Former colleagues who moved from ${currentRole} into ${role} or a related role`,
  ];
  const association = known ? associationFor(tgt.code) : undefined;
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
      `Time: ${TIMEFRAME_WORDS[timeframe]} is shorter than our estimate of about ${estimatedMonths} months; plan for a longer path or an intermediate role.`,
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
    'Viability, time estimate, certifications and associations: Careerforge estimates and curated lists, explained beside each figure.',
  ];
  return {
    pathViability,
    viabilityExplanation,
    viabilityFactors,
    estimatedMonths,
    recommendedSteps,
    salaryProgression,
    salaryNote,
    skillGaps,
    skillGapsNote,
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
