/** The keywords of an About: the user's and the role's, where the About shows each, and whether a text has one. */
import { occupationByCode, matchOccupation } from '../occupation';
import { findSkills, lookupSkill, tokenizeText } from '../taxonomy';
import { loose } from './text';

export interface Keyword {
  /** as the user or the occupation model names it */
  label: string;
  origin: 'user' | 'role';
  /** its skill in the taxonomy, when it names one */
  skillId?: number;
  /** the matching keys of its words, space-separated (used to match it when it names no skill) */
  keys?: string;
  /** how the About writes it, when the About shows it */
  surface?: string;
  source?: string;
}

/** The role's typical technology skills from the occupation model, when the title is clear. */
export function roleSkills(role: string): string[] {
  const m = role.trim() ? matchOccupation(role.slice(0, 200)) : null;
  if (!m || m.confidence < 0.6) return [];
  const occ = occupationByCode(m.code);
  if (!occ) return [];
  return occ.technologySkills.slice(0, 8).map((name) => lookupSkill(name)?.name ?? name);
}

/** The matching keys of a text's words, in order and space-separated, as the ATS reads them. */
function keySequence(text: string): string {
  return tokenizeText(text)
    .map((t) => t.key)
    .join(' ');
}

/** How a keyword is matched: by its skill when the taxonomy knows it, else by the keys of its words. */
export function keywordOf(label: string, origin: Keyword['origin']): Keyword {
  const skill = lookupSkill(label);
  const keys = keySequence(label);
  return skill ? { label, origin, skillId: skill.id, keys } : { label, origin, keys };
}

/**
 * Whether a text has a keyword, matched as the ATS matches a posting's terms against a resume: a
 * skill by any of its names read in context (findSkills), another term by the stems of its words
 * in order ("training" is in "I trained 15 new nurses"). `skillIds` are the text's skills when
 * already found.
 */
export function keywordMatcher(text: string, skillIds?: Set<number>): (k: Keyword) => boolean {
  let ids = skillIds;
  let keys: string | undefined;
  return (k) => {
    if (k.skillId !== undefined) {
      ids ??= new Set(findSkills(text).map((m) => m.skillId));
      return ids.has(k.skillId);
    }
    if (!k.keys) return false;
    keys ??= ` ${keySequence(text)} `;
    return keys.includes(` ${k.keys} `);
  };
}

/**
 * Where the About shows a keyword: the sentence that names its skill, or else has its words in
 * some form, and the words to name it with (the skill's mention, the About's words, or the
 * keyword itself when the About writes another form of them: "training" for "trained").
 */
export function findSupport(
  k: Keyword,
  sentences: string[],
  mentionsBySentence: Map<number, string>[],
): { surface: string; source: string } | undefined {
  if (k.skillId !== undefined)
    for (let i = 0; i < sentences.length; i++) {
      const surface = mentionsBySentence[i]!.get(k.skillId);
      if (surface) return { surface, source: sentences[i]! };
    }
  // its words, or another form of them ("I teach 26 students" shows teaching): the rewrite then
  // names it as the keyword does, which is how a screening system finds it
  const want = k.keys?.split(' ') ?? [];
  if (!want.length) return undefined;
  for (const s of sentences) {
    const toks = tokenizeText(s);
    for (let i = 0; i + want.length <= toks.length; i++) {
      if (want.some((w, j) => toks[i + j]!.key !== w)) continue;
      const words = s.slice(toks[i]!.start, toks[i + want.length - 1]!.end);
      return { surface: loose(words) === loose(k.label) ? words : k.label, source: s };
    }
  }
  return undefined;
}
