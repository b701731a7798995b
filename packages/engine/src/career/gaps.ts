/**
 * The user's skills against the target's: the ones that transfer, the gaps (new work first,
 * what the current occupation already does last) and the coverage, a share that means what it
 * says: of the skills we list for the target (everyday office tools aside), how many the
 * user's skills name, by name, the taxonomy's aliases, an acronym or a tool that implies it.
 */
import { occupationRecord } from '../occupation/data';
import { findSkills, getSkill } from '../taxonomy';
import { stem } from '../text/stem';
import { EVERYDAY_TOOLS, implies, keyOf, sameSkill, targetSkills, type SkillKey } from './skills';

export interface SkillMatch {
  transferable: string[];
  skillGaps: string[];
  skillGapsNote: string;
  /** 0..1: covered / considered */
  coverage: number;
  /** the target skills the user's skills cover, among those considered */
  covered: string[];
  /** how many target skills the coverage counts */
  considered: number;
}

/** Most skills the coverage counts: the target's core list, most important first. */
const CONSIDERED = 12;

export function matchSkills(a: {
  skills: SkillKey[];
  /** target occupation code, or null when the target matched nothing */
  target: string | null;
  tgtTitle: string;
  /** current occupation code, or null when it matched nothing */
  current: string | null;
  currentRole: string;
  curTitle: string;
}): SkillMatch {
  const wanted = a.target ? targetSkills(a.target) : [];
  const transferable: string[] = [];
  const gaps: string[] = [];
  const coveredAll = new Set<string>();
  const used = new Set<string>();
  for (const w of wanted) {
    const wk = keyOf(w);
    const have = a.skills.find((s) => sameSkill(s, wk) || implies(s, wk));
    if (!have) {
      gaps.push(w);
      continue;
    }
    coveredAll.add(w);
    const shown = have.norm === wk.norm ? have.text : `${have.text} (${w})`;
    // one entry per skill of the user's, as they wrote it
    if (!used.has(have.norm)) transferable.push(shown);
    used.add(have.norm);
  }
  const considered = wanted.filter((w) => !EVERYDAY_TOOLS.test(w)).slice(0, CONSIDERED);
  const covered = considered.filter((w) => coveredAll.has(w));
  const coverage = considered.length ? covered.length / considered.length : 0;

  // what the current occupation already does (its skills, the work its title names) comes
  // after what is new: likely familiar, though not on the user's list
  const curKeys = [
    ...(a.current ? targetSkills(a.current) : []),
    ...findSkills(a.currentRole.slice(0, 200)).map((m) => getSkill(m.skillId).name),
  ].map(keyOf);
  const titleStems = new Set(
    `${a.currentRole} ${a.curTitle}`
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

  const rec = a.target ? occupationRecord(a.target) : undefined;
  const inDemandCount = rec ? rec.inDemand.length : 0;
  const skillGapsNote = !a.target
    ? 'The target matched no occupation, so there is no skill list to compare with: choose the closest occupation.'
    : `Most important first: ${
        inDemandCount
          ? `the ${inDemandCount} technologies O*NET flags as in demand in job postings for ${a.tgtTitle} (those most often in demand across its field first) and its core work, then`
          : `O*NET flags no technology as in demand for ${a.tgtTitle}, so the list starts with its core work and`
      } its field's skills, with the other technologies its field uses. Tools O*NET lists for it that belong to other fields (rarely asked for in its postings) are left out. Skills on your list${a.skills.length ? '' : ' (you listed none)'} are not gaps; those your current occupation usually uses come last.`;
  return {
    transferable,
    skillGaps,
    skillGapsNote,
    coverage,
    covered,
    considered: considered.length,
  };
}
