/**
 * Which of a job's skills a text names, and how: the letter's own skill mentions read by the
 * taxonomy in context, the coverage of the job's skills they earn (named outright, in other
 * words, through an alternative the posting accepts, or half through a narrower skill), the
 * sentences that say so, and how the resume names a skill the letter leaves out.
 */
import { familyOf } from '../ats/fit';
import { getSkill, matchTokens, mentionsInContext, tokenizeText } from '../taxonomy';
import type { SkillCategory } from '../taxonomy';
import type { Token } from '../text/tokenize';
import type { JobSkill } from '../types';
import { leadershipSkillId, leadingPhrases } from './leading';

/** "A", "A and B", "A, B and C". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A skill of the job credited through other words of the letter. */
export interface Credit {
  skill: JobSkill;
  /** how the letter writes what earned the credit */
  via: string[];
}

export interface Coverage {
  score: number;
  /** every skill with credit, in the posting's order */
  found: JobSkill[];
  /** the skills the letter itself names (see `namesItself`): full credit */
  named: JobSkill[];
  /** the same skill in other words than the posting's ("sales" for "selling"): full credit */
  reworded: Credit[];
  /** an alternative the posting accepts, or a same-family skill where it says "or similar": full credit */
  standIns: Credit[];
  /** only a narrower skill that implies it (PostgreSQL for SQL): half credit */
  implied: Credit[];
  missing: JobSkill[];
}

interface Mention {
  /** as written */
  text: string;
  /** the matching keys (stems) of its words */
  keys: string[];
}

/** The skills a text mentions, each with its mentions, and what they imply. */
export interface TextSkills {
  have: Map<number, Mention[]>;
  /** a broader skill -> the text's skills that imply it */
  implied: Map<number, number[]>;
}

/**
 * The mentions that mean their skill in the text ("act" the verb is not the Act! CRM), as written;
 * leadership also by a verb of leading ("I lead 38 staff", see leading.ts).
 */
export function skillsOf(text: string, toks: Token[] = tokenizeText(text)): TextSkills {
  const have = new Map<number, Mention[]>();
  const tokenAt = new Map(toks.map((t, i) => [t.start, i]));
  for (const m of mentionsInContext(matchTokens(toks), text)) {
    // part of a link or an address ("github.com/priya", "sam@acme.io") names no skill
    if (
      /[/@.]$/.test(text.slice(m.start - 1, m.start)) ||
      /^\.[a-z]/i.test(text.slice(m.end, m.end + 2))
    )
      continue;
    const keys: string[] = [];
    for (let i = tokenAt.get(m.start) ?? toks.length; i < toks.length; i++) {
      if (toks[i]!.start >= m.end) break;
      keys.push(toks[i]!.key);
    }
    const list = have.get(m.skillId) ?? [];
    if (list.length < 20) list.push({ text: text.slice(m.start, m.end), keys });
    have.set(m.skillId, list);
  }
  // leadership shown by a verb ("I lead 38 front desk staff"), in other words than "leadership"
  const lead = leadershipSkillId();
  if (lead !== undefined && !have.has(lead)) {
    const found = leadingPhrases(text).map((p) => ({
      text: p.text.replace(/\s+/g, ' '),
      keys: toks.filter((t) => t.start >= p.start && t.start < p.end).map((t) => t.key),
    }));
    if (found.length) have.set(lead, found);
  }
  const implied = new Map<number, number[]>();
  for (const id of have.keys())
    for (const p of getSkill(id).implies) implied.set(p, [...(implied.get(p) ?? []), id]);
  return { have, implied };
}

/** Kinds of skill whose every alias is a spelling of the same thing ("Postgres", "k8s", "CKAD"). */
export const NAMED_THINGS = new Set(['tool', 'language', 'certification', 'spoken-language']);

/** Words that carry no meaning of a skill's name ("lead a team" is named by "team leads"). */
const LINK_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'to',
  'in',
  'on',
  'for',
  'with',
  'at',
  'by',
]);

/**
 * Does the letter name the job's skill itself? A named thing by any alias; a practice only in the
 * posting's own words, in any inflection: the taxonomy files "tax" under Taxation with "tax
 * compliance", and "lean" with "continuous improvement", which are not the same words.
 */
function namesItself(s: JobSkill, mentions: Mention[]): boolean {
  if (NAMED_THINGS.has(s.category)) return true;
  const want = termKeys(s);
  return mentions.some((m) => want.every((k) => m.keys.includes(k)));
}

/** The posting's words for a skill, as matching keys, without link words. */
function termKeys(s: JobSkill): string[] {
  return tokenizeText(s.jobTerm)
    .filter((t) => !LINK_WORDS.has(t.lower))
    .map((t) => t.key);
}

/**
 * A mention of a longer skill that holds the posting's words for this one: "Lean Six Sigma Green
 * Belt" names Lean, "A/B testing" names testing. Terms under four letters ("Go", "R") are left to
 * the taxonomy's own matching.
 */
function nameInside(s: JobSkill, text: TextSkills): { id: number; mention: Mention } | undefined {
  const want = termKeys(s);
  if (want.length === 0 || s.jobTerm.replace(/[^\p{L}\p{N}]/gu, '').length < 4) return undefined;
  for (const [id, mentions] of text.have) {
    if (id === s.skillId) continue;
    const mention = mentions.find(
      (x) => x.keys.length > want.length && want.every((k) => x.keys.includes(k)),
    );
    if (mention) return { id, mention };
  }
  return undefined;
}

/** A skill of the resume that answers a requirement, as the resume writes it. */
export interface ResumeMention {
  text: string;
  /** the category of the resume's skill (HubSpot is a tool, though the posting asks for CRM) */
  category: SkillCategory;
}

/**
 * How the resume names a skill of the job: the skill, an alternative the posting accepts, a longer
 * name holding its words, or a narrower skill.
 */
export function resumeNames(s: JobSkill, resume: TextSkills): ResumeMention | undefined {
  const of = (id: number): ResumeMention => ({
    text: resume.have.get(id)![0]!.text,
    category: getSkill(id).category,
  });
  if (resume.have.has(s.skillId)) return of(s.skillId);
  const alt = (s.alternatives ?? []).find((a) => resume.have.has(a));
  if (alt !== undefined) return of(alt);
  const inside = nameInside(s, resume);
  if (inside) return { text: inside.mention.text, category: getSkill(inside.id).category };
  // a narrower skill answers the requirement in its own name ("HubSpot CRM" for CRM)
  const narrower = resume.implied.get(s.skillId)?.[0];
  return narrower === undefined ? undefined : of(narrower);
}

/** A practice named in capitals ("SOX", "PLC", "A/B testing"), not a common word. */
const NAMED_PRACTICE = (s: string) => /.[A-Z]|^[A-Z]{2}/.test(s) && !/^[A-Z]{6,}$/.test(s);

/**
 * Whether "I also work with X" / "I also bring experience in X" reads right with the resume's
 * words: never for a requirement that only looks like a tool ("excel at" is not Excel); a
 * practice when it is a name, a phrase, an activity ("coaching") or the posting's own word.
 */
export function sayable(s: JobSkill, found: ResumeMention): boolean {
  if (
    (s.category === 'tool' || s.category === 'language') &&
    /^[a-z]{1,5}$/.test(s.jobTerm) &&
    /[A-Z]/.test(s.name)
  )
    return false;
  if (NAMED_THINGS.has(found.category)) return true;
  const t = found.text.trim();
  return (
    NAMED_PRACTICE(t) ||
    /\s/.test(t) ||
    /ing$/i.test(t) ||
    t.toLowerCase() === s.jobTerm.trim().toLowerCase()
  );
}

/** The coverage of a job's skills by the skills a letter names, by the posting's weight (0..100). */
export function skillCoverage(skills: JobSkill[], letter: TextSkills): Coverage {
  const { have, implied } = letter;
  let total = 0;
  let got = 0;
  const cov: Coverage = {
    score: 0,
    found: [],
    named: [],
    reworded: [],
    standIns: [],
    implied: [],
    missing: [],
  };
  const term = (id: number) => have.get(id)?.[0]?.text ?? getSkill(id).name;
  for (const s of skills) {
    total += s.weight;
    const own = have.get(s.skillId);
    if (own) {
      got += s.weight;
      cov.found.push(s);
      if (namesItself(s, own)) cov.named.push(s);
      else cov.reworded.push({ skill: s, via: distinct(own.map((m) => m.text)) });
      continue;
    }
    if (nameInside(s, letter)) {
      got += s.weight;
      cov.found.push(s);
      cov.named.push(s);
      continue;
    }
    let alt = (s.alternatives ?? []).find((a) => have.has(a));
    if (alt === undefined && s.orSimilar) alt = familyOf(s.skillId).find((a) => have.has(a));
    const narrower = implied.get(s.skillId);
    if (alt !== undefined) {
      got += s.weight;
      cov.found.push(s);
      cov.standIns.push({ skill: s, via: [term(alt)] });
    } else if (narrower) {
      got += s.weight / 2;
      cov.found.push(s);
      cov.implied.push({ skill: s, via: narrower.map(term) });
    } else cov.missing.push(s);
  }
  cov.score = total > 0 ? (100 * got) / total : 0;
  return cov;
}

/** Each surface once, as first written ("VAT", "tax"). */
function distinct(surfaces: string[]): string[] {
  const seen = new Map<string, string>();
  for (const t of surfaces) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()];
}

/** "RabbitMQ stands in for Kafka" */
export function standInText(c: Credit): string {
  return `${listNames(c.via)} stands in for ${c.skill.jobTerm}`;
}

/** '"sales" is read as selling' */
export function rewordedText(c: Credit): string {
  return `${listNames(c.via.map((v) => `"${v}"`))} ${c.via.length > 1 ? 'are' : 'is'} read as ${c.skill.jobTerm}`;
}

/** "PostgreSQL implies SQL" */
export function impliedText(c: Credit): string {
  return `${listNames(c.via)} impl${c.via.length > 1 ? 'y' : 'ies'} ${c.skill.jobTerm}`;
}
