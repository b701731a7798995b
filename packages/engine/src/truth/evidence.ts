/**
 * What a resume itself shows about its owner, for every sentence that speaks about them (advice,
 * project ideas, feedback). Three strengths of evidence, each answered in the resume's own words:
 *  - shows: the resume writes the term (any case or inflection; a word of three letters or fewer
 *    in its own case, so "go" is not Go), or names the same tool, language, certificate or spoken
 *    language by another of its taxonomy names (k8s for Kubernetes). A practice is never shown by
 *    an alias: "monitoring" does not show "observability", nor "audit" "compliance".
 *  - uses: the owner lists the skill as one of theirs (a whole item of the skills section or of a
 *    project's technologies), or names a tool or language in a bullet as a product, capitalised
 *    and not as the bullet's first word. A word that merely occurs ("scanning compliance", "the
 *    Licensing Act", "telemetry units") is no use of a skill.
 *  - near: the resume shows something close that an ATS would not count: a role title naming a
 *    branch of the skill (a Backend Engineer does software engineering), a synonym the taxonomy
 *    keeps as a separate skill ("Lead a team" for "manage a team"), a compound word holding it
 *    ("Neuroimmunology" for "immunology").
 * "X, which you already use" needs `uses`; "your resume shows X" needs `shows`; advice to add a
 * skill is not given when the resume `shows` it, and is phrased from what it shows when `near`.
 */
import { profileResume, titleSkills, type ResumeProfile } from '../ats/profile';
import {
  allSkills,
  findSkills,
  getSkill,
  lookupSkill,
  tokenizeText,
  type Skill,
  type SkillCategory,
} from '../taxonomy';
import type { Token } from '../text/tokenize';
import type { EngineOptions } from '../types';

/** Words of the resume, as written, and where they stand. */
export interface Shown {
  words: string;
  /** a role title or the headline, an item of the skills list, or elsewhere in the text */
  where: 'title' | 'skills' | 'text';
}

export interface ResumeEvidence {
  profile: ResumeProfile;
  /** the resume's own words for the term, when it writes it (see the notes above) */
  shows(term: string): string | undefined;
  /** the resume's own words for the skill, when the owner lists or names it as theirs */
  uses(term: string | number): string | undefined;
  /** something close the resume shows (see the notes above) */
  near(term: string, skillId?: number): Shown | undefined;
}

/** Categories whose taxonomy names are names of one thing (a product, a language, a licence). */
const NAMED: ReadonlySet<SkillCategory> = new Set([
  'tool',
  'language',
  'certification',
  'spoken-language',
]);

/**
 * Branches of a broader practice that the taxonomy does not link to it: the title "Backend
 * Engineer" shows software development as surely as "Software Engineer" does.
 */
const BRANCHES: Record<string, readonly string[]> = {
  'Software Development': [
    'Backend Development',
    'Frontend Development',
    'Full-Stack Development',
    'Web Development',
    'Mobile Development',
    'Game Development',
  ],
};

/** Little words a phrase may gain or lose between two spellings ("manage a team", "managing teams"). */
const LINKS = new Set(['a', 'an', 'the', 'of', 'and', '&', 'for', 'in', 'with', 'to', 'on']);

const keysOf = (toks: readonly Token[]) => toks.map((t) => t.key);

/** A word and its plural or singular ("kpi", "kpis"; "policy", "policies"). */
function wordForms(w: string): Set<string> {
  const out = new Set([w, `${w}s`, `${w}es`]);
  if (/[^aeiou]y$/.test(w)) out.add(`${w.slice(0, -1)}ies`);
  if (w.endsWith('ies')) out.add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) out.add(w.slice(0, -2));
  if (w.endsWith('s')) out.add(w.slice(0, -1));
  return out;
}
const phraseKey = (text: string) =>
  tokenizeText(text)
    .map((t) => t.key)
    .filter((k) => !LINKS.has(k))
    .join(' ');

let broader: Map<number, Set<number>> | undefined;
let synonyms: Map<string, number[]> | undefined;

/** The broader skills of each skill: its taxonomy `implies`, transitively, and the branches above. */
function broaderOf(id: number): ReadonlySet<number> {
  if (!broader) {
    broader = new Map();
    const extra = new Map<number, number[]>();
    for (const [parent, kids] of Object.entries(BRANCHES)) {
      const p = lookupSkill(parent);
      if (!p) continue;
      for (const k of kids) {
        const kid = lookupSkill(k);
        if (kid) extra.set(kid.id, [...(extra.get(kid.id) ?? []), p.id]);
      }
    }
    const of = (s: Skill) => [...s.implies, ...(extra.get(s.id) ?? [])];
    for (const s of allSkills()) {
      const out = new Set<number>();
      const queue = of(s);
      while (queue.length) {
        const p = queue.shift()!;
        if (out.has(p) || p === s.id) continue;
        out.add(p);
        queue.push(...of(getSkill(p)));
      }
      if (out.size) broader.set(s.id, out);
    }
  }
  return broader.get(id) ?? new Set();
}

/** Skills by the key of each of their names (name and aliases, little words aside). */
function skillsByPhrase(): Map<string, number[]> {
  if (!synonyms) {
    synonyms = new Map();
    for (const s of allSkills())
      for (const form of [s.name, ...s.aliases]) {
        const k = phraseKey(form);
        if (!k) continue;
        const list = synonyms.get(k) ?? [];
        if (!list.includes(s.id)) list.push(s.id);
        synonyms.set(k, list);
      }
  }
  return synonyms;
}

/** An item of a list without its level or note ("Excel (Power Query)" -> "Excel"). */
const itemCore = (item: string) =>
  item
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What is left of an item beside its one skill may be an edition or a suite ("Revit MEP", "IFRS 16"). */
const EDITION = /^(?:[A-Z0-9][A-Z0-9.+/-]*|v?\d[\d.]*)$/;

export function resumeEvidence(
  resume: string | ResumeProfile,
  options?: EngineOptions,
): ResumeEvidence {
  const profile = typeof resume === 'string' ? profileResume(resume, options) : resume;
  const { parsed, text } = profile;
  const toks = tokenizeText(text);
  const positions = new Map<string, number[]>();
  toks.forEach((t, i) => {
    const list = positions.get(t.key);
    if (list) list.push(i);
    else positions.set(t.key, [i]);
  });

  /** The term written in the resume (see the notes above), as written there. */
  function literal(term: string): string | undefined {
    const want = tokenizeText(term);
    if (!want.length || want.length > 12) return undefined;
    const keys = keysOf(want);
    // one word is that word or its plural ("report" is not "reporting"); a phrase matches by stems
    const one = want.length === 1 ? want[0]! : undefined;
    const forms = one ? wordForms(one.lower) : undefined;
    for (const at of positions.get(keys[0]!) ?? []) {
      let ok = at + keys.length <= toks.length;
      for (let i = 0; ok && i < keys.length; i++) {
        const t = toks[at + i]!;
        ok = t.key === keys[i] && (i === 0 || !t.gap);
      }
      if (ok && one && !forms!.has(toks[at]!.lower)) ok = false;
      if (ok && one && one.text.length <= 3 && toks[at]!.text !== one.text) ok = false;
      if (ok) return text.slice(toks[at]!.start, toks[at + keys.length - 1]!.end);
    }
    return undefined;
  }

  // the skills the owner lists: whole items of the skills section and of project technologies
  const listed = new Map<number, string>();
  const listedByKey = new Map<string, string>();
  const items = [
    ...parsed.skills,
    ...parsed.skillGroups.flatMap((g) => g.items),
    ...parsed.projects.flatMap((p) => (p.technologies ?? '').split(/\s*[,;|/]\s*/)),
  ];
  for (const item of items) {
    const core = itemCore(item);
    if (!core || core.length > 80) continue;
    listedByKey.set(phraseKey(core), core);
    const ms = findSkills(core);
    if (ms.length !== 1) continue;
    const m = ms[0]!;
    const rest = `${core.slice(0, m.start)} ${core.slice(m.end)}`.trim();
    if (rest && !EDITION.test(rest)) continue;
    if (!listed.has(m.skillId)) listed.set(m.skillId, core);
  }
  // tools and languages a bullet names as products
  const named = new Map<number, string>();
  const bullets = [
    ...parsed.experience.flatMap((e) => e.bullets),
    ...parsed.projects.flatMap((p) => p.bullets),
  ];
  for (const b of bullets)
    for (const m of findSkills(b)) {
      const s = getSkill(m.skillId);
      if (s.category !== 'tool' && s.category !== 'language') continue;
      if (m.start === 0 || !/[A-Z0-9+#]/.test(m.text) || named.has(s.id)) continue;
      const surface = m.text.toLowerCase();
      if ([s.name, ...s.aliases].some((f) => f.toLowerCase() === surface)) named.set(s.id, m.text);
    }

  const idOf = (term: string | number) => (typeof term === 'number' ? term : lookupSkill(term)?.id);

  const roleTitles = [...new Set([profile.headline, ...profile.titles].filter(Boolean))];

  return {
    profile,
    shows(term) {
      const own = literal(term);
      if (own) return own;
      const s = lookupSkill(term);
      if (s && NAMED.has(s.category)) {
        const hit = profile.skills.get(s.id);
        if (hit) return hit.term;
      }
      return undefined;
    },
    uses(term) {
      const id = idOf(term);
      if (id !== undefined) {
        const own = listed.get(id) ?? named.get(id);
        if (own) return own;
        // a language the resume says its owner speaks
        if (getSkill(id).category === 'spoken-language') {
          const spoken = profile.skills.get(id);
          if (spoken) return spoken.term;
        }
      }
      return typeof term === 'string' ? listedByKey.get(phraseKey(term)) : undefined;
    },
    near(term, skillId) {
      const id = skillId ?? lookupSkill(term)?.id;
      // a role title naming the skill or one of its branches
      if (id !== undefined)
        for (const t of roleTitles)
          for (const ts of titleSkills([t]))
            if (ts.skillId === id || broaderOf(ts.skillId).has(id))
              return { words: t, where: 'title' };
      // a synonym the taxonomy keeps as a skill of its own
      const key = phraseKey(term);
      for (const other of skillsByPhrase().get(key) ?? []) {
        if (other === id) continue;
        const hit = profile.skills.get(other);
        if (hit)
          return { words: hit.term, where: roleTitles.includes(hit.term) ? 'title' : 'text' };
      }
      // a compound word holding it
      const want = tokenizeText(term);
      if (want.length === 1 && /^[a-z]{6,}$/i.test(want[0]!.text)) {
        const w = want[0]!.lower;
        for (const t of toks)
          if (t.lower.length >= w.length + 3 && t.lower.endsWith(w) && /^[a-z]+$/.test(t.lower)) {
            const inTitle = roleTitles.some((r) => r.includes(t.text));
            return { words: t.text, where: inTitle ? 'title' : 'text' };
          }
      }
      return undefined;
    },
  };
}

/** Evidence from a resume text, its profile, or evidence already built. */
export function evidenceOf(
  resume: string | ResumeProfile | ResumeEvidence,
  options?: EngineOptions,
): ResumeEvidence {
  return typeof resume === 'object' && 'uses' in resume ? resume : resumeEvidence(resume, options);
}
