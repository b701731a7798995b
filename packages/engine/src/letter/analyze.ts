/**
 * Cover letter analysis: three scores, strengths, gaps and rewrite suggestions for a letter read
 * against a job description. Deterministic (no clock, no randomness) and linear in the text.
 *
 * Every part is measured 0..100 and reported with its weight (`parts`):
 *
 * - coverage: the share of the job's required skills, by the posting's weight, that the letter names
 *   (taxonomy aliases and stems; an alternative the posting accepts, or a same-family skill when it
 *   says "or similar", counts in full; a narrower skill that implies it, e.g. PostgreSQL for SQL,
 *   counts half; the posting's words inside a longer name, "Lean Six Sigma" for Lean, count in
 *   full). Without required skills, all the job's skills are used. The texts say a skill is named
 *   only when the letter names it: a tool, language, certificate or spoken language by any
 *   spelling of it ("Postgres", "k8s"), a practice in the posting's own words (any inflection).
 *   Other wording of the same skill ("sales" for "selling"), an alternative and a narrower skill
 *   are reported as what they are ("RabbitMQ stands in for Kafka").
 * - keywords: the share, by weight, of the job's other recurring terms and nice-to-have skills used.
 * - length: 100 for 250-400 words, falling linearly to 0 at 0 words and to 20 at 900 words or more.
 * - opening: names the role (40), names the company (40), no cliché opener such as "To whom it may
 *   concern" or "My name is" (20).
 * - closing: a call to action (60) and a sign-off (40).
 * - readability: average sentence length of 12-22 words scores 100; shorter or longer lowers it, and
 *   each sentence over 40 words costs 10.
 * - specificity: figures (15 each, up to 3), named things such as employers or projects (8 each, up
 *   to 4) and action verbs (6 each, up to 5) from a base of 20, less 15 per generic phrase
 *   ("hard-working team player").
 * - tone: 50, plus 12 per enthusiasm/confidence marker (up to 4), less 18 per hedge ("I think").
 * - voice: first person used, and not most sentences opening with "I" or with the same word.
 *
 * specificity, tone, voice and readability are scaled by min(1, words / 120): a few words are too
 * little to show a voice.
 *
 * Scores (rounded):
 * - atsScore = 0.40 coverage + 0.20 keywords + 0.15 length + 0.25 structure,
 *   where structure = 0.4 opening + 0.4 closing + 0.2 readability;
 * - relevanceScore = 0.70 coverage + 0.30 keywords;
 * - personalityScore = 0.25 voice + 0.25 tone + 0.30 specificity + 0.20 (opening + closing) / 2.
 */
import { familyOf } from '../ats/fit';
import { analyzeJob } from '../job/analyze';
import { parseResume } from '../parser';
import { getSkill, matchTokens, mentionsInContext, tokenizeText } from '../taxonomy';
import { ACTION_VERBS, SENIORITY_WORDS } from '../text/lexicon';
import { splitSentences } from '../text/normalize';
import type { SkillCategory } from '../taxonomy';
import type { JobAnalysis, JobSkill } from '../types';
import type { Token } from '../text/tokenize';
import { signatureName } from './voice';

export type LetterSection = 'opening' | 'body' | 'closing' | 'overall';
export type LetterPriority = 'high' | 'medium' | 'low';

export interface LetterRecommendation {
  section: LetterSection;
  priority: LetterPriority;
  /** the letter's own sentence, or "(missing)" */
  current: string;
  /**
   * a rewrite that adds no fact the user did not give; where only the user can add something (an
   * example of their own), a bracketed instruction says what
   */
  improved: string;
  reasoning: string;
}

export interface LetterPart {
  id:
    | 'coverage'
    | 'keywords'
    | 'length'
    | 'opening'
    | 'closing'
    | 'readability'
    | 'specificity'
    | 'tone'
    | 'voice';
  label: string;
  /** 0..100 */
  score: number;
  /** the weights this part carries in each score that uses it */
  weight: { ats: number; relevance: number; personality: number };
  detail: string;
}

export interface LetterAnalysis {
  atsScore: number;
  personalityScore: number;
  relevanceScore: number;
  strengthAreas: string[];
  improvementAreas: string[];
  recommendations: LetterRecommendation[];
  parts: LetterPart[];
}

export interface LetterAnalysisOptions {
  /** the company as the user typed it; otherwise read from the posting when it says so */
  companyName?: string;
  /** the role as the user typed it; otherwise the posting's title */
  jobTitle?: string;
  /** a job already analysed by `analyzeJob`, to save reading it twice */
  job?: JobAnalysis;
  /**
   * the resume the letter was written from: a missing requirement it names becomes a sentence
   * from it instead of a bracketed prompt, and an unsigned letter is signed with its name
   */
  resumeText?: string;
}

/** Texts are cut here before reading: the API caps both at 20,000 characters. */
const MAX_CHARS = 60_000;

const CLICHE_OPENER =
  /\b(?:to whom it may concern|dear sir(?:\s+or\s+madam)?|dear hiring manager|my name is|i am writing to express my interest|please accept this letter|i am writing to apply)\b/i;
const SALUTATION = /^(?:dear|hello|hi|to whom|greetings)\b[^\n]{0,120}$/i;
const SIGN_OFF =
  /\b(?:sincerely|best regards|kind regards|warm regards|regards|yours truly|yours faithfully|respectfully|best wishes|many thanks|thank you|with thanks|thanks for reading|all the best|with gratitude|warmly|cheers)\b/i;
/** A signature: one to five words, each a capitalised name or a particle ("van", "de"). */
const NAME_LINE =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|der|den|de|del|della|da|di|du|la|le|bin|ibn|al|el))*$/u;
const CALL_TO_ACTION =
  /\b(?:discuss|conversation|interview|speak with|talk with|talk about|meet|a call|chat|hear from you|look forward|looking forward|welcome the (?:chance|opportunity))\b/i;
const GENERIC =
  /\b(?:hard[- ]working|team player|go[- ]getter|self[- ]starter|think outside the box|detail[- ]oriented|results[- ]driven|highly motivated|fast learner|quick learner|people person|perfect fit|dynamic individual|passionate about|excellent communication skills|wear many hats|synergy|proven track record|best of my ability)\b/gi;
const HEDGE =
  /\b(?:i (?:think|believe|feel|guess)(?: that)? i (?:might|may) be able to|i would like to think(?: that)?|i (?:think|believe|feel|guess)(?: that)?|(?:might|may) be able to|i might|maybe|perhaps|hopefully|somewhat|if possible|i'm not sure|i am not sure)\b/gi;
/** How each hedge is cut: "I believe I might be able to add" -> "I can add"; "I think I would" -> "I would". */
function unhedge(sentence: string): string {
  const out = sentence
    .replace(/\bI (?:think|believe|feel|guess)(?: that)? I (?:might|may) be able to\b/gi, 'I can')
    .replace(/\b(?:might|may) be able to\b/gi, 'can')
    .replace(/\bI might\b/gi, 'I can')
    .replace(/\bI (?:would like to think|think|believe|feel|guess)(?: that)?\s+/gi, '')
    .replace(/,?\s*\b(?:maybe|perhaps|hopefully|somewhat|if possible)\b,?/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out.replace(/^[a-z]/, (c) => c.toUpperCase());
}
const MARKER =
  /\b(?:excited|eager|thrilled|delighted|keen|confident|proud|energi[sz]ed|enthusiastic|look forward|looking forward|would welcome|ready to|can't wait|love to|i led|i built|i delivered|i shipped|i launched)\b/gi;
const FIGURE = /(?:[$€£]\s?)?\d[\d,.]*\s?(?:%|percent|k\b|m\b|x\b)?/g;
const CAPITALISED = /\b[A-Z][A-Za-z0-9&'’.-]*[A-Za-z0-9]/g;
const NOT_NAMES = new Set(
  "I I’m I'm I’ve I've I’d I'd I’ll I'll My Me The A An In At On For With And But Or As So To Of By This That These Those It Its We Our You Your He She They Their Dear Sincerely Regards Best Kind Thank Thanks Hello Hi Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December".split(
    ' ',
  ),
);

const clamp = (n: number): number => Math.max(0, Math.min(100, n));
const round = (n: number): number => Math.round(clamp(n));

function countMatches(re: RegExp, text: string): string[] {
  return text.match(re) ?? [];
}

function words(text: string): string[] {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’+#.-]*/g) ?? [];
}

/** "Company: Tidewater Payments" or "Tidewater Payments is hiring ...". */
function companyFromJob(text: string): string {
  const label =
    /^[ \t]*(?:company|employer|organi[sz]ation|company name)[ \t]*:[ \t]*([^\n]{2,80})$/im.exec(
      text,
    );
  if (label?.[1]) return label[1].trim();
  const hiring =
    /\b([A-Z][A-Za-z0-9&.'-]{1,40}(?: [A-Z][A-Za-z0-9&.'-]{1,40}){0,3}) (?:is|are) (?:hiring|looking|seeking|searching)\b/.exec(
      text,
    );
  return hiring?.[1]?.trim() ?? '';
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

interface LetterShape {
  text: string;
  lower: string;
  wordCount: number;
  /** sentences of the body, without salutation and sign-off lines */
  sentences: string[];
  opening: string;
  openingSentence: string;
  closing: string;
  closingSentence: string;
  hasSignOff: boolean;
  /** the name the letter is signed with, when its last lines hold one */
  signedName: string;
}

function isName(line: string): boolean {
  const n = line.split(/\s+/).length;
  return n <= 5 && NAME_LINE.test(line) && !SIGN_OFF.test(line) && !NOT_NAMES.has(line);
}

function shapeOf(letter: string): LetterShape {
  const text = letter.replace(/\r\n?/g, '\n').slice(0, MAX_CHARS);
  const lines = text.split('\n').map((l) => l.trim());
  let first = 0;
  while (first < lines.length && (!lines[first] || SALUTATION.test(lines[first]!))) first++;
  let last = lines.length - 1;
  let hasSignOff = false;
  let signedName = '';
  // the short lines below the sign-off line, nearest first ("Dana Reyes", a phone number)
  let below: string[] = [];
  // the sign-off block: short lines at the end ("Sincerely,", a name); any short line ending in a
  // comma above such lines is a sign-off too ("Until we talk,")
  for (let k = 0; k < 4 && last >= first; k++) {
    const l = lines[last]!;
    if (!l) {
      last--;
      continue;
    }
    if (l.length < 40 && (SIGN_OFF.test(l) || (below.length > 0 && /,$/.test(l)))) {
      hasSignOff = true;
      signedName = below.find(isName) ?? '';
      below = [];
      last--;
      continue;
    }
    if (l.length < 40 && !/[.!?]$/.test(l)) {
      below.unshift(l);
      last--;
      continue;
    }
    break;
  }
  // no sign-off line: a last line of two or more capitalised words is the signature
  if (!hasSignOff && !signedName) {
    const end = below[below.length - 1] ?? '';
    if (end.split(/\s+/).length >= 2 && isName(end)) signedName = end;
  }
  if (!hasSignOff && SIGN_OFF.test(lines.slice(Math.max(first, last - 1)).join(' ')))
    hasSignOff = true;
  const body = lines.slice(first, last + 1).join('\n');
  const sentences = splitSentences(body).filter((s) => /[A-Za-z]/.test(s));
  return {
    text,
    lower: text.toLowerCase(),
    wordCount: words(body).length,
    sentences,
    opening: sentences.slice(0, 2).join(' '),
    openingSentence: sentences[0] ?? '',
    closing: sentences.slice(-2).join(' '),
    closingSentence: sentences[sentences.length - 1] ?? '',
    hasSignOff,
    signedName,
  };
}

/** A skill of the job credited through other words of the letter. */
interface Credit {
  skill: JobSkill;
  /** how the letter writes what earned the credit */
  via: string[];
}

interface Coverage {
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
interface TextSkills {
  have: Map<number, Mention[]>;
  /** a broader skill -> the text's skills that imply it */
  implied: Map<number, number[]>;
}

/** The mentions that mean their skill in the text ("act" the verb is not the Act! CRM), as written. */
function skillsOf(text: string, toks: Token[] = tokenizeText(text)): TextSkills {
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
  const implied = new Map<number, number[]>();
  for (const id of have.keys())
    for (const p of getSkill(id).implies) implied.set(p, [...(implied.get(p) ?? []), id]);
  return { have, implied };
}

/** Kinds of skill whose every alias is a spelling of the same thing ("Postgres", "k8s", "CKAD"). */
const NAMED_THINGS = new Set(['tool', 'language', 'certification', 'spoken-language']);

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
interface ResumeMention {
  text: string;
  /** the category of the resume's skill (HubSpot is a tool, though the posting asks for CRM) */
  category: SkillCategory;
}

/**
 * How the resume names a skill of the job: the skill, an alternative the posting accepts, a longer
 * name holding its words, or a narrower skill.
 */
function resumeNames(s: JobSkill, resume: TextSkills): ResumeMention | undefined {
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
function sayable(s: JobSkill, found: ResumeMention): boolean {
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

/**
 * A sentence stating what the resume lists, in the letter writer's words: "I also work with
 * Salesforce and HubSpot CRM." for tools, "I also hold ..." for certificates, "I also bring
 * experience in A/B testing." for practices.
 */
function resumeSentences(found: ResumeMention[]): string {
  const groups: Record<'work' | 'hold' | 'bring', string[]> = { work: [], hold: [], bring: [] };
  for (const { text: surface, category } of found) {
    const g = category === 'certification' ? 'hold' : NAMED_THINGS.has(category) ? 'work' : 'bring';
    // a practice written at the start of a resume line reads mid-sentence in lower case
    // ("Linear regression" -> "linear regression"); names keep their capitals
    const said =
      g === 'bring' && /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)+$/u.test(surface)
        ? surface.charAt(0).toLowerCase() + surface.slice(1)
        : surface;
    if (!Object.values(groups).some((l) => l.includes(said))) groups[g].push(said);
  }
  return [
    groups.work.length ? `I also work with ${listNames(groups.work)}.` : '',
    groups.hold.length ? `I also hold ${listNames(groups.hold)}.` : '',
    groups.bring.length ? `I also bring experience in ${listNames(groups.bring)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function skillCoverage(skills: JobSkill[], letter: TextSkills): Coverage {
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
function standInText(c: Credit): string {
  return `${listNames(c.via)} stands in for ${c.skill.jobTerm}`;
}

/** '"sales" is read as selling' */
function rewordedText(c: Credit): string {
  return `${listNames(c.via.map((v) => `"${v}"`))} ${c.via.length > 1 ? 'are' : 'is'} read as ${c.skill.jobTerm}`;
}

/** Does the text name the role? All the title's words that are not seniority words, by stem. */
function namesRole(textKeys: Set<string>, title: string): boolean {
  const keys = tokenizeText(title)
    .filter((t) => !SENIORITY_WORDS.has(t.lower))
    .map((t) => t.key);
  if (keys.length === 0) return false;
  const hit = keys.filter((k) => textKeys.has(k)).length;
  return hit >= Math.max(1, Math.ceil(keys.length * 0.66));
}

function lengthScore(n: number): number {
  if (n < 250) return (100 * n) / 250;
  if (n <= 400) return 100;
  return Math.max(20, 100 - ((n - 400) * 80) / 500);
}

function readabilityScore(sentences: string[]): { score: number; avg: number; long: number } {
  if (sentences.length === 0) return { score: 0, avg: 0, long: 0 };
  const lens = sentences.map((s) => words(s).length);
  const avg = lens.reduce((a, b) => a + b, 0) / lens.length;
  const long = lens.filter((n) => n > 40).length;
  let score = 100;
  if (avg < 12) score = 100 - (12 - avg) * 8;
  else if (avg > 22) score = 100 - (avg - 22) * 5;
  return { score: clamp(score - Math.min(40, long * 10)), avg, long };
}

function quote(s: string): string {
  return s.length > 400 ? `${s.slice(0, 397)}...` : s;
}

/** Analyse a cover letter against a job description. Never throws; same input, same output. */
export function analyzeCoverLetter(
  letter: string,
  jobDescription: string,
  options: LetterAnalysisOptions = {},
): LetterAnalysis {
  const jobText = String(jobDescription ?? '').slice(0, MAX_CHARS);
  const job = options.job ?? analyzeJob(jobText);
  const shape = shapeOf(String(letter ?? ''));
  const role = (options.jobTitle ?? '').trim() || job.title;
  const resumeText = String(options.resumeText ?? '').slice(0, MAX_CHARS);
  const company = (options.companyName ?? '').trim() || companyFromJob(jobText);

  const toks = tokenizeText(shape.text);
  const keys = new Set(toks.map((t) => t.key));
  const letterSkills = skillsOf(shape.text, toks);

  // coverage of the required skills
  const hard = job.skills.filter((s) => s.category !== 'soft');
  const requiredPool = job.requiredSkills.length > 0 ? job.requiredSkills : job.skills;
  const cov = skillCoverage(requiredPool, letterSkills);
  const noSkills = requiredPool.length === 0;
  const coverage = noSkills ? 50 : cov.score;

  // keywords: recurring terms and nice-to-have skills
  const kwTerms = job.keywords;
  let kwTotal = 0;
  let kwGot = 0;
  const kwFound: string[] = [];
  const kwMissing: string[] = [];
  for (const k of kwTerms) {
    const kk = tokenizeText(k.term).map((t) => t.key);
    kwTotal += k.weight;
    if (kk.length > 0 && kk.every((x) => keys.has(x))) {
      kwGot += k.weight;
      kwFound.push(k.term);
    } else kwMissing.push(k.term);
  }
  const pref = requiredPool === job.skills ? [] : job.preferredSkills;
  const prefCov = skillCoverage(pref, letterSkills);
  for (const s of pref) kwTotal += s.weight;
  kwGot += (prefCov.score / 100) * pref.reduce((a, s) => a + s.weight, 0);
  const keywords = kwTotal > 0 ? (100 * kwGot) / kwTotal : noSkills ? 50 : coverage;

  const length = lengthScore(shape.wordCount);
  const evidence = Math.min(1, shape.wordCount / 120);

  // opening
  const openToks = tokenizeText(shape.opening);
  const openKeys = new Set(openToks.map((t) => t.key));
  const openRole = role ? namesRole(openKeys, role) : false;
  const openCompany = company ? shape.opening.toLowerCase().includes(company.toLowerCase()) : false;
  const head = shape.text.slice(0, 400);
  const clicheOpener = CLICHE_OPENER.exec(head)?.[0] ?? '';
  const opening =
    shape.sentences.length === 0
      ? 0
      : (openRole ? 40 : 0) + (openCompany ? 40 : 0) + (clicheOpener ? 0 : 20);

  // closing
  const cta = shape.sentences.length > 0 && CALL_TO_ACTION.test(shape.closing);
  const closing = (cta ? 60 : 0) + (shape.hasSignOff ? 40 : 0);

  const read = readabilityScore(shape.sentences);
  const readability = read.score * evidence;

  // specificity
  const bodyText = shape.sentences.join(' ');
  const figures = countMatches(FIGURE, bodyText).filter((f) => /\d/.test(f));
  const named = new Set<string>();
  for (const s of shape.sentences) {
    const caps = s.match(CAPITALISED) ?? [];
    caps.forEach((c, i) => {
      if (i === 0 && s.startsWith(c)) return;
      if (!NOT_NAMES.has(c)) named.add(c);
    });
  }
  let verbs = 0;
  for (const t of toks) if (ACTION_VERBS.has(t.lower)) verbs++;
  const generic = countMatches(GENERIC, shape.text);
  const specificity =
    clamp(
      20 +
        15 * Math.min(figures.length, 3) +
        8 * Math.min(named.size, 4) +
        6 * Math.min(verbs, 5) -
        15 * generic.length,
    ) * evidence;

  // tone
  const hedges = countMatches(HEDGE, shape.text);
  const markers = countMatches(MARKER, shape.text);
  const tone = clamp(50 + 12 * Math.min(markers.length, 4) - 18 * hedges.length) * evidence;

  // voice
  const openers = shape.sentences.map((s) => (words(s)[0] ?? '').toLowerCase());
  const startI = openers.filter((w) => w === 'i' || w === "i'm" || w === 'i’m').length;
  const shareI = openers.length ? startI / openers.length : 0;
  const distinct = openers.length ? new Set(openers).size / openers.length : 0;
  const firstPerson = /\b(?:i|me|my|i'm|i’m|i've|i’ve)\b/i.test(bodyText);
  const voice =
    (firstPerson
      ? clamp(
          100 - (80 * Math.max(0, shareI - 0.35)) / 0.65 - (30 * Math.max(0, 0.6 - distinct)) / 0.6,
        )
      : 30) * evidence;

  const structure = 0.4 * opening + 0.4 * closing + 0.2 * readability;
  const atsScore = round(0.4 * coverage + 0.2 * keywords + 0.15 * length + 0.25 * structure);
  const relevanceScore = round(0.7 * coverage + 0.3 * keywords);
  const personalityScore = round(
    0.25 * voice + 0.25 * tone + 0.3 * specificity + 0.2 * ((opening + closing) / 2),
  );

  const reqNames = requiredPool.map((s) => s.jobTerm);
  const namedNames = cov.named.map((s) => s.jobTerm);
  const reqLabel = `${job.requiredSkills.length ? 'required ' : ''}skills`;
  const namesLine = `Names ${namedNames.length} of the ${reqNames.length} ${reqLabel}${namedNames.length ? `: ${listNames(namedNames)}` : ''}.`;
  const impliedText = (c: Credit) =>
    `${listNames(c.via)} impl${c.via.length > 1 ? 'y' : 'ies'} ${c.skill.jobTerm}`;
  const coverageDetail = [
    namesLine,
    ...cov.reworded.map((c) => `${rewordedText(c)}.`),
    ...cov.standIns.map((c) => `${standInText(c)} (the posting accepts it).`),
    ...cov.implied.map((c) => `${impliedText(c)} (half credit).`),
  ].join(' ');
  // the other terms the letter uses: the posting's words, and preferred skills it names itself
  const usedTerms = [...kwFound, ...prefCov.named.map((s) => s.jobTerm)];
  const prefCredits = [
    ...prefCov.reworded.map((c) => `${rewordedText(c)}.`),
    ...prefCov.standIns.map((c) => `${standInText(c)}.`),
    ...prefCov.implied.map((c) => `${impliedText(c)} (half credit).`),
  ];
  const parts: LetterPart[] = [
    {
      id: 'coverage',
      label: 'Requirement coverage',
      score: round(coverage),
      weight: { ats: 0.4, relevance: 0.7, personality: 0 },
      detail: noSkills
        ? 'The posting names no skills the engine recognises; scored neutral.'
        : coverageDetail,
    },
    {
      id: 'keywords',
      label: 'Keyword use',
      score: round(keywords),
      weight: { ats: 0.2, relevance: 0.3, personality: 0 },
      detail:
        kwTotal > 0
          ? [
              `Uses ${usedTerms.length} of ${kwTerms.length + pref.length} other terms of the posting${usedTerms.length ? `: ${listNames(usedTerms)}` : ''}.`,
              ...prefCredits,
            ].join(' ')
          : 'The posting has no other recurring terms.',
    },
    {
      id: 'length',
      label: 'Length',
      score: round(length),
      weight: { ats: 0.15, relevance: 0, personality: 0 },
      detail: `${shape.wordCount} words (250-400 is best).`,
    },
    {
      id: 'opening',
      label: 'Opening',
      score: round(opening),
      weight: { ats: 0.1, relevance: 0, personality: 0.1 },
      detail: `${openRole ? 'Names' : 'Does not name'} the role, ${openCompany ? 'names' : 'does not name'} the company${clicheOpener ? `, opens with "${clicheOpener}"` : ''}.`,
    },
    {
      id: 'closing',
      label: 'Closing',
      score: round(closing),
      weight: { ats: 0.1, relevance: 0, personality: 0.1 },
      detail: `${cta ? 'Has' : 'No'} call to action, ${shape.hasSignOff ? 'has' : 'no'} sign-off.`,
    },
    {
      id: 'readability',
      label: 'Readability',
      score: round(readability),
      weight: { ats: 0.05, relevance: 0, personality: 0 },
      detail: `${shape.sentences.length} sentences, ${Math.round(read.avg)} words each on average (12-22 reads best)${read.long ? `, ${read.long} over 40 words` : ''}.`,
    },
    {
      id: 'specificity',
      label: 'Specificity',
      score: round(specificity),
      weight: { ats: 0, relevance: 0, personality: 0.3 },
      detail: `${figures.length} figures, ${named.size} named things, ${verbs} action verbs, ${generic.length} generic phrases.`,
    },
    {
      id: 'tone',
      label: 'Tone',
      score: round(tone),
      weight: { ats: 0, relevance: 0, personality: 0.25 },
      detail: `${markers.length} enthusiasm or confidence markers, ${hedges.length} hedges.`,
    },
    {
      id: 'voice',
      label: 'Personal voice',
      score: round(voice),
      weight: { ats: 0, relevance: 0, personality: 0.25 },
      detail: firstPerson
        ? `${startI} of ${openers.length} sentences start with "I".`
        : 'Not written in the first person.',
    },
  ];

  // strengths and gaps
  const strengthAreas: string[] = [];
  const improvementAreas: string[] = [];
  if (!noSkills && namedNames.length > 0) strengthAreas.push(namesLine);
  for (const c of cov.standIns)
    strengthAreas.push(`${standInText(c)}, which the posting accepts in its place.`);
  const topMissing = cov.missing
    .slice()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3);
  // named tools and languages first: they are what an example can show
  const concrete = (s: JobSkill) => (s.category === 'tool' || s.category === 'language' ? 0 : 1);
  const hardMissing = cov.missing
    .filter((s) => hard.includes(s))
    .sort((a, b) => concrete(a) - concrete(b) || b.weight - a.weight);
  for (const s of topMissing)
    improvementAreas.push(
      `Does not mention ${s.jobTerm}, which the posting ${s.required ? 'requires' : 'asks for'}.`,
    );
  // in other words than the posting's: its own words are what a keyword search looks for
  for (const c of cov.reworded
    .slice()
    .sort((a, b) => b.skill.weight - a.skill.weight)
    .slice(0, 2))
    improvementAreas.push(
      `Says ${listNames(c.via.map((v) => `"${v}"`))} where the posting says "${c.skill.jobTerm}"; its own words help a keyword search.`,
    );
  // shown only through a narrower skill: naming it outright is what a keyword filter looks for
  for (const c of cov.implied
    .slice()
    .sort((a, b) => b.skill.weight - a.skill.weight)
    .slice(0, 2))
    improvementAreas.push(
      `Does not name ${c.skill.jobTerm}, which the posting ${c.skill.required ? 'requires' : 'asks for'}; ${listNames(c.via)} only impl${c.via.length > 1 ? 'y' : 'ies'} it.`,
    );
  if (shape.wordCount >= 250 && shape.wordCount <= 400)
    strengthAreas.push(`A good length: ${shape.wordCount} words.`);
  else if (shape.wordCount < 250)
    improvementAreas.push(`Short: ${shape.wordCount} words, where 250-400 reads best.`);
  else improvementAreas.push(`Long: ${shape.wordCount} words, where 250-400 reads best.`);
  if (openRole && openCompany) strengthAreas.push('The opening names the role and the company.');
  else if (shape.sentences.length > 0)
    improvementAreas.push(
      `The opening does not name the ${[!openRole ? 'role' : '', !openCompany ? 'company' : ''].filter(Boolean).join(' or the ')}.`,
    );
  if (clicheOpener) improvementAreas.push(`Opens with the cliché "${clicheOpener}".`);
  if (cta && shape.hasSignOff) strengthAreas.push('Ends with a call to action and a sign-off.');
  else {
    if (!cta) improvementAreas.push('The closing does not ask for a conversation or interview.');
    if (!shape.hasSignOff) improvementAreas.push('No sign-off such as "Sincerely".');
  }
  if (figures.length > 0)
    strengthAreas.push(
      `Backs claims with ${figures.length} figure${figures.length > 1 ? 's' : ''}.`,
    );
  else if (shape.wordCount > 0) improvementAreas.push('No figures: results are not measured.');
  if (generic.length > 0)
    improvementAreas.push(
      `Generic phrases: ${listNames([...new Set(generic.map((g) => `"${g.toLowerCase()}"`))])}.`,
    );
  if (hedges.length > 0)
    improvementAreas.push(
      `Hedges weaken it: ${listNames([...new Set(hedges.map((h) => `"${h.toLowerCase()}"`))])}.`,
    );
  else if (markers.length > 0 && shape.wordCount > 0)
    strengthAreas.push('Confident, enthusiastic tone without hedging.');
  if (firstPerson && shareI > 0.6 && openers.length >= 3)
    improvementAreas.push(
      `${startI} of ${openers.length} sentences start with "I"; vary the openings.`,
    );
  else if (firstPerson && openers.length >= 4) strengthAreas.push('Varied sentence openings.');

  // recommendations
  const recs: LetterRecommendation[] = [];
  const roleText = role || '[the role]';
  const companyText = company || '[the company]';
  if (shape.sentences.length === 0) {
    recs.push({
      section: 'overall',
      priority: 'high',
      current: '(missing)',
      improved: `I am applying for the ${roleText} role at ${companyText}. [Two or three short paragraphs, each pairing one of the posting's requirements with your own example.] [A closing line asking for a conversation.]`,
      reasoning: 'There is no letter text to analyse yet.',
    });
  } else {
    if (!openRole || !openCompany || clicheOpener) {
      // keep the user's own first sentence unless it is a stock opener or another application line
      const rest = shape.openingSentence;
      const keepRest =
        !clicheOpener &&
        !/\b(?:apply|applying|application)\b/i.test(rest) &&
        words(rest).length >= 5;
      recs.push({
        section: 'opening',
        priority: 'high',
        current: quote(shape.openingSentence),
        improved: `I am applying for the ${roleText} role at ${companyText}.${keepRest ? ` ${quote(rest)}` : ''}`,
        reasoning:
          'The first sentence should say which role at which company you want, without a stock phrase; readers and ATS filters look for both.',
      });
    }
    // what the resume shows becomes a sentence from it; the rest, a prompt for the writer's own example
    const resumeSkills = resumeText.trim() ? skillsOf(resumeText) : null;
    const fromResume: { skill: JobSkill; found: ResumeMention }[] = [];
    const toAsk: JobSkill[] = [];
    for (const s of hardMissing) {
      const named = resumeSkills ? resumeNames(s, resumeSkills) : undefined;
      if (!named || !sayable(s, named)) toAsk.push(s);
      else if (fromResume.length < 4) fromResume.push({ skill: s, found: named });
    }
    if (fromResume.length) {
      const terms = listNames(fromResume.map((f) => f.skill.jobTerm));
      const required = fromResume.some((f) => f.skill.required);
      recs.push({
        section: 'body',
        priority: required ? 'high' : 'medium',
        current: '(missing)',
        improved: resumeSentences(fromResume.map((f) => f.found)),
        reasoning: `The posting ${required ? 'requires' : 'asks for'} ${terms} and your resume lists ${listNames([...new Set(fromResume.map((f) => f.found.text))])}, but the letter never names ${fromResume.length > 1 ? 'them' : 'it'}; an example of where you used ${fromResume.length > 1 ? 'them' : 'it'} says even more.`,
      });
    }
    for (const s of toAsk.slice(0, fromResume.length ? 1 : 2))
      recs.push({
        section: 'body',
        priority: s.required ? 'high' : 'medium',
        current: '(missing)',
        improved: `[only if you have it: your example of ${s.jobTerm}, where you used it and the result]`,
        reasoning: `The posting ${s.required ? 'requires' : 'asks for'} ${s.jobTerm} and the letter never names it.`,
      });
    const seen = new Set<string>();
    for (const s of shape.sentences) {
      if (recs.length >= 8) break;
      GENERIC.lastIndex = 0;
      HEDGE.lastIndex = 0;
      const hasGeneric = GENERIC.test(s);
      GENERIC.lastIndex = 0;
      const hasHedge = HEDGE.test(s);
      HEDGE.lastIndex = 0;
      if ((!hasGeneric && !hasHedge) || seen.has(s)) continue;
      seen.add(s);
      const fixed = hasGeneric
        ? '[replace with one specific example from your own work that shows this]'
        : unhedge(s);
      recs.push({
        section: 'body',
        priority: hasGeneric ? 'medium' : 'low',
        current: quote(s),
        improved: fixed,
        reasoning: hasGeneric
          ? 'Generic self-descriptions are skipped by readers; an example of your own says more.'
          : 'Hedges make a claim sound unsure; state it plainly.',
      });
    }
    if (!cta || !shape.hasSignOff) {
      // sign with the letter's own name, else the resume's; without one, the sign-off word alone
      // (never a placeholder)
      const signer =
        shape.signedName ||
        (resumeText.trim() ? signatureName(resumeText, parseResume(resumeText).contact.name) : '');
      const signOff = signer ? `Sincerely,\n${signer}` : 'Sincerely,';
      recs.push({
        section: 'closing',
        priority: cta ? 'low' : 'medium',
        current: quote(shape.closingSentence),
        improved: `${cta ? quote(shape.closingSentence) : `I would welcome the chance to discuss the ${roleText} role with you.`}${shape.hasSignOff ? '' : `\n\n${signOff}`}`,
        reasoning: shape.hasSignOff
          ? 'End by asking for the next step, so the reader knows what to do.'
          : `End by asking for the next step and sign off${signer ? '' : ' above your name'}, so the reader knows what to do and who wrote it.`,
      });
    }
    if (firstPerson && shareI > 0.6 && openers.length >= 3) {
      const move = /^I ([^,]{3,200}?) ((?:at|in|during|for|with|on) [^,.;]{2,80})\.$/;
      const s = shape.sentences.find((x, i) => i > 0 && !seen.has(x) && move.test(x));
      const m = s ? move.exec(s) : null;
      if (s && m)
        recs.push({
          section: 'overall',
          priority: 'low',
          current: quote(s),
          improved: `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}, I ${m[1]}.`,
          reasoning: 'Most sentences start with "I"; leading with the context varies the rhythm.',
        });
    }
    if (read.long > 0) {
      const long = shape.sentences.find((x) => words(x).length > 40 && /, and |; /.test(x));
      if (long) {
        const at = long.search(/, and |; /);
        const a = long.slice(0, at).trim();
        const b = long
          .slice(at)
          .replace(/^(?:, and |; )/, '')
          .trim();
        recs.push({
          section: 'overall',
          priority: 'low',
          current: quote(long),
          improved: `${a}. ${b.charAt(0).toUpperCase()}${b.slice(1)}`,
          reasoning: 'Sentences over 40 words are hard to follow; two shorter ones read faster.',
        });
      }
    }
    if (shape.wordCount > 0 && shape.wordCount < 150)
      recs.push({
        section: 'overall',
        priority: 'medium',
        current: '(missing)',
        improved:
          "[a paragraph pairing one of the posting's requirements with your own example and its result]",
        reasoning: `At ${shape.wordCount} words the letter is too short to show fit; 250-400 words reads best.`,
      });
  }

  return {
    atsScore,
    personalityScore,
    relevanceScore,
    strengthAreas,
    improvementAreas,
    recommendations: recs,
    parts,
  };
}
