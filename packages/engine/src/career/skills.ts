/**
 * Skills in the planner: the skills a target occupation asks for (only those its field uses,
 * most important first), the user's own skills and how one names the other.
 */
import { occupationData, occupationRecord } from '../occupation/data';
import { lookupSkill, findSkills, getSkill } from '../taxonomy';
import { wordSet } from '../text/words';
import { fieldTechnologies, usedInField } from './relevance';
import { coreWorkFor, groupSkillsFor } from './work-skills';

export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SkillKey {
  text: string;
  norm: string;
  /** the normalised name with a space either side, for whole-word containment */
  padded: string;
  /** the taxonomy skill the whole name is (or an alias of) */
  id: number | undefined;
  /** the name is the taxonomy skill's own name, not one of its aliases */
  canonical: boolean;
  /** acronyms the name spells out ("PMS" in "Property Management System (PMS)"), lower case */
  acronyms: readonly string[];
}

const keyCache = new Map<string, SkillKey>();

export function keyOf(text: string): SkillKey {
  let k = keyCache.get(text);
  if (!k) {
    const n = norm(text);
    const acronyms = (text.match(/\b[A-Z]{3,5}\b/g) ?? []).map((a) => a.toLowerCase());
    const found = lookupSkill(text);
    k = {
      text,
      norm: n,
      padded: ` ${n} `,
      id: found?.id,
      canonical: !!found && norm(found.name) === n,
      acronyms,
    };
    if (keyCache.size < 20_000) keyCache.set(text, k);
  }
  return k;
}

/** Everyday office tools nearly every job uses: listed last among the gaps, not counted in coverage. */
export const EVERYDAY_TOOLS =
  /^((microsoft )?(outlook|office( software)?|teams|windows|word|powerpoint|sharepoint)|google (docs|sheets|drive|workspace( software)?)|cisco webex|zoom|slack|web browser software|email software)$/i;

/**
 * The user's skill names a target skill: by name, a taxonomy alias of it, as a whole word
 * ("Excel" in "Microsoft Excel") or by the acronym the target spells out ("Opera PMS" and
 * "Property Management System (PMS)").
 */
export function sameSkill(user: SkillKey, target: SkillKey): boolean {
  if (!user.norm || !target.norm) return false;
  if (user.norm === target.norm) return true;
  // one is an alias of the other ("Epic" of "Electronic Health Records"); two aliases of one
  // broad skill are not the same skill ("classroom management" and "curriculum development")
  if (user.id !== undefined && user.id === target.id && (user.canonical || target.canonical))
    return true;
  if (user.norm.length >= 2 && target.padded.includes(user.padded)) return true;
  if (target.norm.length >= 3 && user.padded.includes(target.padded)) return true;
  return target.acronyms.some((a) => user.padded.includes(` ${a} `));
}

/** The user's skill demonstrates the target one in the taxonomy (Git -> Version Control, PostgreSQL -> SQL). */
export function implies(user: SkillKey, target: SkillKey): boolean {
  if (user.id === undefined || target.id === undefined) return false;
  return getSkill(user.id).implies.includes(target.id);
}

/**
 * A technology as people say it: the skill taxonomy's name when the O*NET name holds it
 * ("Structured query language SQL" -> "SQL", "Microsoft Power BI" -> "Power BI"); otherwise
 * O*NET's own name ("Epic Systems" stays: the taxonomy files it under a broader skill).
 */
export function displaySkill(name: string): string {
  const found = lookupSkill(name)?.name;
  if (!found || found === name) return name;
  return ` ${norm(name)} `.includes(` ${norm(found)} `) ? found : name;
}

/**
 * A name without its acronyms and a trailing "software", to find two names of one thing:
 * "Hotel Management System (PMS)" and "Hotel management system software".
 */
function baseName(s: string): string {
  return norm(s.replace(/\(?\b[A-Z]{2,5}\b\)?/g, ' ')).replace(/ software$/, '') || norm(s);
}

/** How many in-demand technologies lead the list before the work skills join in. */
const DEMAND_LEAD = 6;

/** a, b, a, b, ... then the rest of the longer one */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

/**
 * The skills an occupation asks for, most important first, only those its field uses (see
 * relevance.ts: a controller's list drops Yardi and Primavera, rare tools of other fields).
 * Technical occupations (computer, engineering, science) lead with the technologies their
 * postings ask for, then their work skills and other tools: for them the tools are the work.
 * The others lead with their core work (curated: work-skills.ts) alternating with the
 * technologies their postings ask for, then their field's skills and the few other tools their
 * field uses. Everyday office tools come last. Names as people say them, one per skill.
 */
export function targetSkills(code: string): string[] {
  const rec = occupationRecord(code);
  if (!rec) return [];
  const seenNames = new Set<string>();
  // a taxonomy skill by its own name, and the skills named only by an alias of it: one name per
  // skill ("Excel", "Microsoft Excel"), but two aliases of one broad skill stay two skills
  // ("Lesson Planning" and "Classroom Management" are both filed under Teaching)
  const canonicalIds = new Set<number>();
  const aliasIds = new Set<number>();
  const fresh = (s: string) => {
    const k = keyOf(s);
    const base = baseName(s);
    if (!k.norm || seenNames.has(base)) return false;
    if (k.id !== undefined) {
      if (canonicalIds.has(k.id) || (k.canonical && aliasIds.has(k.id))) return false;
      (k.canonical ? canonicalIds : aliasIds).add(k.id);
    }
    seenNames.add(base);
    return true;
  };
  const technical = /^(15|17|19)-/.test(code);
  // a developer's tool O*NET lists for a non-technical occupation (Apache Maven for health
  // services managers) is not a skill to learn for it
  const fits = (t: string) => technical || !occupationData().developerTools.has(t);
  // the curated core work first, so its names (with the acronyms people use) win over O*NET's
  // names of the same thing ("Hotel management system software")
  const core = coreWorkFor(code).filter(fresh);
  const demand = rec.inDemand.filter(fits).map(displaySkill).filter(fresh);
  const demandCore = demand.filter((t) => !EVERYDAY_TOOLS.test(t));
  const demandEveryday = demand.filter((t) => EVERYDAY_TOOLS.test(t));
  const tech = rec.technologySkills
    .filter((t) => fits(t) && usedInField(rec, t))
    .map(displaySkill)
    .filter(fresh);
  const everyday = tech.filter((t) => EVERYDAY_TOOLS.test(t));
  const otherTech = tech.filter((t) => !EVERYDAY_TOOLS.test(t));
  // what the postings of very close occupations ask for (our data keeps 12 tools each)
  const field = fieldTechnologies(rec, technical ? 6 : 4)
    .filter((t) => fits(t) && !EVERYDAY_TOOLS.test(t))
    .map(displaySkill)
    .filter(fresh);
  // the work the description names, where we list no core work ("procurement" in a
  // controller's description is not the core of the job)
  const described: string[] = [];
  if (!core.length)
    for (const m of findSkills(`${rec.description} ${rec.title}`)) {
      const skill = getSkill(m.skillId);
      if (skill.category !== 'certification' && skill.category !== 'spoken-language')
        if (fresh(skill.name)) described.push(skill.name);
    }
  const group = groupSkillsFor(code).filter(fresh);
  const tail = [...demandEveryday, ...everyday];
  if (technical) {
    const work = [...described, ...core, ...group];
    const specific = [...demandCore.slice(DEMAND_LEAD), ...field, ...otherTech];
    const out = [...demandCore.slice(0, DEMAND_LEAD)];
    // one work skill, then two technologies
    let w = 0;
    let t = 0;
    while (w < work.length || t < specific.length) {
      if (w < work.length) out.push(work[w++]!);
      for (let i = 0; i < 2 && t < specific.length; i++) out.push(specific[t++]!);
    }
    return [...out, ...tail];
  }
  // the core work, when we list it, alternates with the tools the postings ask for
  return [
    ...(core.length ? interleave(core, demandCore) : demandCore),
    ...described,
    ...group,
    ...otherTech.slice(0, 3),
    ...field.slice(0, 2),
    ...tail,
  ];
}

/** The user's skills: as typed, trimmed, deduplicated, at most 40. */
export function userSkills(skills: readonly string[] | undefined): SkillKey[] {
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

const GENERIC_TITLE_WORDS = wordSet(
  'senior junior lead head chief principal staff associate assistant manager director supervisor specialist officer coordinator analyst consultant executive worker the and of for in i ii iii sr jr',
);

/** The typed titles share a word that names the work ("nurse" in "Registered Nurse" and "Nurse Manager"). */
export function sharesLineOfWork(current: string, target: string): boolean {
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
