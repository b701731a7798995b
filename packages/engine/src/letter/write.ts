/**
 * The local cover letter writer. An opening that names the role and company and the candidate's
 * present role, body paragraphs built from the resume's own bullets (as first-person sentences,
 * figures exactly as written) that answer the posting's requirements, the credentials and
 * skills the posting asks for and the resume lists, a close and a sign-off with the resume's
 * name. The tone picks its own wording for every slot (see phrases.ts), chosen from a hash of the
 * inputs, so the same input gives the same letter.
 *
 * Nothing about the candidate comes from anywhere but the resume. Without a resume the letter
 * speaks only of the role and leaves marked placeholders ("[Add an example ...]") for the
 * writer; with one it never does: a requirement the resume holds no evidence for is left
 * unsaid. A resume that meets few of the posting's requirements (the engine's own match, see
 * fit.ts) gets a plain warning and a letter that says so instead of pairing words that only look
 * alike ("monitoring" in a posting and "telemetry monitoring" on a ward). Every letter is checked
 * with the engine's truthfulness check (prose) and a sentence that states an invented fact is
 * dropped. Each sentence about the candidate carries the resume line it rests on.
 */
import { analyzeJob } from '../job/analyze';
import { parseResume } from '../parser';
import { findSkills, getSkill } from '../taxonomy';
import { STOPWORDS } from '../text/lexicon';
import { stem } from '../text/stem';
import { checkAgainst, originalFacts, type OriginalFacts } from '../truth';
import type { JobSkill, ParsedResume, TruthReport } from '../types';
import { fitWarning, letterFit, type LetterFit } from './fit';
import {
  BANKS,
  article,
  cap,
  type EvidenceContext,
  type LetterTone,
  type RoleContext,
  type SlotContext,
  type ToneBank,
} from './phrases';
import { asClause, companyFromPosting, responsibilities } from './posting';
import {
  clauseOf,
  credentialName,
  employerName,
  isCurrent,
  looksLikeHeader,
  nameFromLine,
  projectClause,
  roleName,
  signatureName,
  splitHeader,
  verbForm,
  wholeBullets,
  type Clause,
} from './voice';

export { LETTER_TONES, type LetterTone } from './phrases';
export type { LetterFit } from './fit';

export interface CoverLetterInput {
  resumeText?: string | null;
  jobDescription: string;
  companyName?: string;
  jobTitle?: string;
  tone: LetterTone;
  /** the name to sign with when the resume shows none (the account's name, say) */
  candidateName?: string;
}

export interface LetterClaim {
  sentence: string;
  /** the exact resume line the sentence rests on */
  source: string;
  /** the job's requirements (skill names) the sentence answers, if any */
  requirements: string[];
}

export interface CoverLetter {
  content: string;
  claims: LetterClaim[];
  /** the job's required skills the letter pairs with evidence from the resume */
  requirementsCovered: string[];
  truth: TruthReport;
  /** sentences the truthfulness check removed (none for a letter the engine wrote well) */
  removed: string[];
  /** how well the resume meets the posting (null without a resume) */
  fit: LetterFit | null;
  /** a plain warning when the resume shows few of the posting's requirements, else null */
  warning: string | null;
  /** the name the letter is signed with ('' when neither the resume nor the input gives one) */
  signature: string;
}

export interface CoverLetterOptions {
  /** the date "Present" means (see EngineOptions) */
  asOf?: { year: number; month?: number };
}

/** How many of the job's skills are looked at, and how many bullets a letter cites. */
const TOP_REQUIREMENTS = 24;
const MAX_EVIDENCE = 6;
/** bullets a letter for another field cites (its strongest, not tied to the posting) */
const CHANGE_EVIDENCE = 3;
const MAX_BULLETS = 300;
const MAX_WORDS = 400;
const OPENERS = new Set(
  'As At In While During Then There Furthermore Another One Some The A On Over Today Right My Most These If Your You What Beyond And Add Take Dear Hello Hi Thanks With Kind Best Warm All Until Yours Respectfully Sincerely Regards Please When Getting Everything Here Let Picture Currently Before Earlier Previously Rewind Along Seeing That This It Both Until Such Since For By Of From Outside Credentials Expect Doing Take'.split(
    ' ',
  ),
);
/** requirement names too broad to name as a skill of one's own ("Backend Development") */
const GENERIC = /^[a-z]|[Dd]evelopment$|[Ee]ngineering$|[Ss]cience$|^Communication$|^Teamwork$/;
/** posting words that say nothing about the work ("ideally", "environment") */
const VAGUE = new Set(
  'ideal ideally environment fast paced dynamic motivated passion passionate detail oriented proven track record excellent solid hands able must nice plus bonus salary benefit benefits pay range hour hours per week weeks month months annual annually equity remote office hybrid'.split(
    ' ',
  ),
);

/** FNV-1a over the inputs, for choosing wordings deterministically. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Fill<C> = (c: C) => string | null;

const firstWord = (s: string) => (/^[^A-Za-z]*([A-Za-z]+)/.exec(s)?.[1] ?? '').toLowerCase();

/** A sentence with its end mended ("Midwest Fulfillment Co.." -> "Co.") and its spaces single. */
function tidy(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/\.\.(?=$|\s)/g, '.')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/**
 * A small deterministic generator (mulberry32) that picks one of several wordings: one that fits
 * its context, preferring one the letter has not used yet and one that does not open with the
 * word the sentence before it opened with, so that slots filled twice read differently.
 */
function chooser(seed: number) {
  let a = seed;
  const used = new Set<unknown>();
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const one = <T>(items: readonly T[]): T => {
    const r = next();
    const fresh = items.filter((i) => !used.has(i));
    const from = fresh.length ? fresh : items;
    const item = from[Math.floor(r * from.length)]!;
    used.add(item);
    return item;
  };
  const fill = <C>(items: readonly Fill<C>[], ctx: C, avoid: string[] = []): string => {
    const r = next();
    const options = items
      .map((item) => ({ item, text: item(ctx) }))
      .filter((o): o is { item: Fill<C>; text: string } => Boolean(o.text));
    if (!options.length) return '';
    const avoided = new Set(avoid.filter(Boolean));
    const tiers = [
      options.filter((o) => !used.has(o.item) && !avoided.has(firstWord(o.text))),
      options.filter((o) => !used.has(o.item)),
      options.filter((o) => !avoided.has(firstWord(o.text))),
      options,
    ];
    const from = tiers.find((t) => t.length)!;
    const chosen = from[Math.floor(r * from.length)]!;
    used.add(chosen.item);
    return tidy(chosen.text);
  };
  return { one, fill };
}

/** The summary's first sentence as "I am a ... with ...", when it has that shape (or already opens with "I"). */
function summarySentence(summary: string): string | null {
  const first =
    summary
      .trim()
      .split(/(?<=[.!?])\s+/)[0]
      ?.replace(/[.!?]+$/, '')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  if (!first || first.length > 220) return null;
  if (/^I\s/.test(first)) return first;
  const m =
    /^([A-Za-z][A-Za-z/&+()' -]{2,70}?) (with|seeking|of|focused on|specializing in|specialising in) (.+)$/.exec(
      first,
    );
  if (!m) return null;
  const words = m[1]!.split(' ');
  // "Led a team with ...", "Managing ..." open with a verb: no noun phrase to be
  if (verbForm(words[0]!, words[1] ?? '') || /\b(?:and|or)$/.test(m[1]!)) return null;
  const np = /^[A-Z][a-z]/.test(m[1]!) ? m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1) : m[1]!;
  return `I am ${article(np)} ${np} ${m[2]} ${m[3]}`;
}

/** A line without its bullet glyph and outer spaces. */
function bare(line: string): string {
  return line.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
}

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Which of the resume's lines holds a text (its exact line), or ''. */
function lineFinder(resume: string) {
  const lines = resume.split('\n');
  const bareLines = lines.map(bare);
  return (text: string, also?: string): string => {
    const t = text.trim();
    if (!t) return '';
    for (let i = 0; i < lines.length; i++) if (bareLines[i] === t) return lines[i]!.trim();
    const start = t.slice(0, 40);
    for (let i = 0; i < lines.length; i++)
      if (bareLines[i]!.includes(start) && (!also || bareLines[i]!.includes(also)))
        return lines[i]!.trim();
    return '';
  };
}

/** Content words of a text as stems (no stopwords, no vague posting words, no numbers). */
function stemsOf(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z-]*[a-z]/g) ?? [])
      .flatMap((w) => w.split('-'))
      .filter((w) => w.length > 2 && !STOPWORDS.has(w) && !VAGUE.has(w))
      .map(stem),
  );
}

interface Role extends RoleContext {
  order: number;
  /** the resume line naming the role, for the introduction's claim */
  headerLine: string;
  /** a job (experience), one of the candidate's projects, or volunteer work */
  kind: 'job' | 'project' | 'volunteer';
}

interface Bullet {
  text: string;
  source: string;
  clause: Clause;
  role: Role;
  index: number;
  skillIds: Map<number, string>;
  stems: Set<string>;
  /** how much of a result it states: a figure, a change measured ("by 38%", "from 900 ms to 120 ms") */
  result: number;
}

const MEASURED = /%|[$€£]\s?\d|\d\s?[kKmM]\b|from [^.;]*\d[^.;]* to [^.;]*\d|\bby (?:about )?\d/;
const RESULT_VERB =
  /^(?:reduced|cut|raised|grew|increased|improved|saved|lifted|shortened|halved|doubled|tripled|won|closed|delivered|launched)\b/i;

/**
 * The skills a bullet names, by taxonomy id, as it writes them; a word inside a compound is
 * none ("mid-market reps" names no marketing).
 */
function skillsIn(text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of findSkills(text)) {
    if (/[\p{L}]-$/u.test(text.slice(0, m.start)) || /^-[\p{L}]/u.test(text.slice(m.end))) continue;
    if (!out.has(m.skillId)) out.set(m.skillId, m.text ?? '');
  }
  return out;
}

/** How strongly a bullet states a result (0..3). */
function resultOf(text: string): number {
  return (
    (/\d/.test(text) ? 1 : 0) + (MEASURED.test(text) ? 1.5 : 0) + (RESULT_VERB.test(text) ? 0.5 : 0)
  );
}

interface Evidence {
  bullet: Bullet;
  /** the requirements it answers, as the resume writes them (those a sentence may name) */
  surfaces: string[];
  covered: JobSkill[];
}

const NAME_STEMS = new Map<number, string[]>();
const PLAIN = new WeakMap<Bullet, Set<string>>();

/** A bullet's words as stems, leaving out parts of compounds ("mid-market" says nothing of marketing). */
function plainStems(b: Bullet): Set<string> {
  let out = PLAIN.get(b);
  if (!out) {
    out = new Set((b.text.toLowerCase().match(/(?<![\w-])[a-z]+(?![\w-])/g) ?? []).map(stem));
    PLAIN.set(b, out);
  }
  return out;
}

/** Does a bullet speak of a required skill? By taxonomy id (or an accepted alternative), else by name. */
function mentionOf(b: Bullet, req: JobSkill, resumeLower: string): string | null {
  const direct = b.skillIds.get(req.skillId);
  // a soft skill is named by its name ("mentoring", "leadership"): the posting's phrase may be a verb
  if (direct) return req.category === 'soft' ? req.name.toLowerCase() : direct;
  for (const alt of req.alternatives ?? []) {
    const s = b.skillIds.get(alt);
    if (s) return s;
  }
  let nameStems = NAME_STEMS.get(req.skillId);
  if (!nameStems) {
    nameStems = (req.name.toLowerCase().match(/[a-z]+/g) ?? []).map(stem);
    NAME_STEMS.set(req.skillId, nameStems);
  }
  if (
    nameStems.length &&
    nameStems.length <= 2 &&
    nameStems.every((s) => s.length > 3 && plainStems(b).has(s))
  )
    // named as the resume itself writes it somewhere, or not at all (the letter names no skill anew)
    return resumeLower.includes(req.name.toLowerCase()) ? req.name.toLowerCase() : null;
  return null;
}

/**
 * A requirement the posting names only by a word that looks like a tool ("act as the resource
 * nurse" is not Act!, "go live" is not Go, "excel at" is not Excel): no evidence answers it.
 */
function homonym(req: JobSkill): boolean {
  return (
    (req.category === 'tool' || req.category === 'language') &&
    /^[a-z]{1,5}$/.test(req.jobTerm) &&
    /[A-Z]/.test(req.name)
  );
}

/** A practice named in capitals ("SOX", "US GAAP", "REST APIs", "A/B testing"), not a common word. */
const NAMED = (s: string) => /.[A-Z]|^[A-Z]{2}/.test(s) && !/^[A-Z]{6,}$/.test(s);

/**
 * Whether a sentence may name a requirement as the resume writes it: tools, languages and
 * named practices ("SOX", "REST APIs"), soft skills by name, and words the posting itself uses
 * ("caching"); not a word that only looks alike ("compliance" of barcode scanning for a
 * posting's "audits"), nor a credential or a spoken language (said in their own sentences),
 * nor a field ("Backend Development").
 */
function nameable(req: JobSkill, surface: string): boolean {
  if (homonym(req)) return false;
  if (GENERIC.test(req.name) && req.category !== 'soft') return false;
  if (req.category === 'certification' || req.category === 'spoken-language') return false;
  if (req.category === 'tool' || req.category === 'language' || req.category === 'soft')
    return true;
  if (NAMED(surface)) return true;
  // a plain word only as the posting itself writes it ("caching" for "caching", not for "audits")
  const own = stemsOf(surface);
  return [...stemsOf(req.jobTerm)].some((s) => own.has(s));
}

/** A requirement as a sentence names it: "PostgreSQL" of "PostgreSQL database", "tax" of "Tax". */
function surfaceOf(req: JobSkill, surface: string): string {
  const at = surface.toLowerCase().indexOf(req.name.toLowerCase());
  const s = at >= 0 ? surface.slice(at, at + req.name.length) : surface;
  return req.category === 'hard' && !NAMED(s) ? s.toLowerCase() : s;
}

/**
 * Whether a listed skill may be named beside the evidence, and how: a tool or language ("I also
 * work with Kubernetes") or a practice the posting itself names ("My experience also includes
 * cloud computing"); a poor fit names only what is exactly the posting's, never a look-alike.
 */
function listable(
  req: JobSkill,
  surface: string,
  poor: boolean,
  listed = false,
): 'tool' | 'practice' | null {
  if (homonym(req) || req.category === 'soft' || GENERIC.test(req.name)) return null;
  if (req.category === 'certification' || req.category === 'spoken-language') return null;
  if (poor) return exactly(req, surface) ? 'tool' : null;
  if (req.category === 'tool' || req.category === 'language') return 'tool';
  return listed || nameable(req, surface) ? 'practice' : null;
}

/** Does a skill in the resume name exactly what the posting names (no homonym: "Python" is "Python")? */
function exactly(req: JobSkill, surface: string): boolean {
  if (req.category !== 'tool' && req.category !== 'language') return false;
  const s = surface.toLowerCase();
  return s === req.jobTerm.toLowerCase() || s === req.name.toLowerCase();
}

/** Sentences of a paragraph, for repair; the posting's words ("Sr. Engineer") are never split. */
function sentencesOf(paragraph: string, keep: string[] = []): string[] {
  const words = keep.filter((k) => k.trim().length > 1);
  let text = paragraph;
  words.forEach((k, n) => (text = text.split(k).join(`\uE000${n}\uE000`)));
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z[\uE000])/)
    .map((s) => s.replace(/\uE000(\d+)\uE000/g, (_, n: string) => words[Number(n)]!).trim())
    .filter(Boolean);
}

/** The letter with the posting's own words (company, title), the user's name and placeholders set aside. */
function masked(text: string, keep: string[]): string {
  let out = text;
  for (const k of keep.filter((s) => s.trim().length > 1).sort((a, b) => b.length - a.length))
    out = out.split(k).join('the company');
  // one sentence a line, so that a name at the end of one sentence never runs into the next
  // and the phrase bank's opening words in lower case ("As Software Engineer" is no organisation)
  return (
    out
      .replace(/\[[^\]\n]*\]/g, ' ')
      // the salutation ("Dear Hiring Manager,") names the reader, not a title of the writer
      .replace(/^[ \t]*(?:dear|hello|hi|to)\b[^\n.!?]{0,80},[ \t]*$/gim, ' ')
      .replace(/([.!?])[ \t]+/g, '$1\n')
      .replace(/^[ \t]*([A-Z][a-z]+)\b/gm, (w, first: string) =>
        OPENERS.has(first) ? first.toLowerCase() : w,
      )
      // "...from Allegro: I led" and "There, I": a word after a colon or comma opens no name
      .replace(/([:;,][ \t]+)([A-Z][a-z]+)\b/g, (w, p: string, first: string) =>
        OPENERS.has(first) ? p + first.toLowerCase() : w,
      )
  );
}

/**
 * Drops every sentence of a letter that states a fact the resume does not hold (up to three
 * rounds, as a removal can bring a sentence pair apart), keeping the layout of the rest.
 */
export function repairLetter(
  facts: OriginalFacts,
  letter: string,
  keep: string[],
): { content: string; truth: TruthReport; removed: string[] } {
  let content = letter;
  let truth = checkAgainst(facts, masked(content, keep), 'prose');
  const removed: string[] = [];
  for (let round = 0; round < 3 && !truth.ok; round++) {
    const values = truth.violations.map((v) => v.value.toLowerCase());
    const bad = (s: string) => {
      const m = masked(s, keep).toLowerCase();
      // a value the check read across two sentences ("Fernway Health. What") is looked for by its parts
      return values.some((v) =>
        v.split(/\n|(?<=[.!?])\s+/).some((part) => part.trim() && m.includes(part.trim())),
      );
    };
    content = content
      .split('\n')
      .map((line) =>
        sentencesOf(line, keep)
          .filter((s) => (bad(s) ? (removed.push(s), false) : true))
          .join(' '),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
    truth = checkAgainst(facts, masked(content, keep), 'prose');
  }
  return { content, truth, removed };
}

/**
 * The truthfulness check of a letter (any letter, local or from a language model) against the
 * resume it was written from: the posting's own words (company, role) and the writer's name are
 * set aside, as are bracketed placeholders, and what remains is checked as prose.
 */
export function checkLetterTruth(
  resume: string | OriginalFacts,
  letter: string,
  postingWords: string[] = [],
  options?: CoverLetterOptions,
): TruthReport {
  const facts = typeof resume === 'string' ? originalFacts(resume, options) : resume;
  return checkAgainst(facts, masked(letter, postingWords), 'prose');
}

/**
 * The resume's roles and bullets as the letter speaks of them: the employer without its city,
 * the title without its qualifier, each bullet whole (wrapped lines joined) as a first-person
 * clause; a bullet that opens with no action is left out. A bullet belongs to the role whose
 * header stands nearest above it in the resume (so a bullet is never told of the wrong
 * employer), and a header the parser took for a bullet ("Front Office Manager | Resort |
 * 2021 - Present") starts a role of its own.
 */
function rolesAndBullets(
  resumeText: string,
  parsed: ParsedResume,
): { roles: Role[]; bullets: Bullet[] } {
  const experience = parsed.experience;
  const lines = resumeText.split('\n');
  const loose = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const looseLines = lines.map((l) => loose(bare(l)));
  const whole = wholeBullets(resumeText);
  const inside = new Set<number>();
  for (const [start, w] of whole) for (let i = start + 1; i <= w.end; i++) inside.add(i);
  /** the first line at or after `from` that holds a text (by its start), else anywhere, else -1 */
  const lineOf = (text: string, from: number, whole = false): number => {
    const key = loose(text).slice(0, 40);
    if (key.length < 4) return -1;
    const hit = (i: number) =>
      whole ? looseLines[i]!.includes(key) : looseLines[i]!.startsWith(key);
    for (let i = Math.max(0, from); i < lines.length; i++) if (hit(i)) return i;
    for (let i = 0; i < Math.min(from, lines.length); i++) if (hit(i)) return i;
    return -1;
  };
  const roles: (Role & { line: number })[] = [];
  const barriers: number[] = [];
  const addRole = (
    title: string,
    company: string,
    location: string,
    current: boolean,
    line: number,
  ): boolean => {
    const employer = employerName(company, location);
    const t = roleName(title);
    if (!employer || !t || line < 0) return false;
    roles.push({
      title: t,
      aTitle: `${article(t)} ${t}`,
      employer,
      current,
      order: 0,
      headerLine: lines[line]!.trim(),
      line,
      kind: 'job',
    });
    return true;
  };
  const pending: { raw: string; line: number }[] = [];
  let cursor = 0;
  for (const e of experience) {
    let title = e.title.trim();
    let company = e.company.trim();
    let current = e.current;
    // a parser's stray date ("present") is no employer
    if (/^(?:present|current|now|today)$/i.test(company)) {
      company = '';
      current = true;
    }
    if (!title || !company) {
      const split = title || company ? splitHeader(title || company) : null;
      title = split?.title ?? '';
      company = split?.employer ?? '';
    }
    let placed = false;
    if (title && company) {
      const at = lineOf(e.company.trim() || e.title.trim(), cursor, true);
      if (at >= 0) {
        placed = addRole(title, company, e.location ?? '', current || isCurrent(lines[at]!), at);
        cursor = at + 1;
      }
    }
    for (const raw of e.bullets.slice(0, MAX_BULLETS)) {
      const at = lineOf(raw, cursor);
      if (at < 0) continue;
      // an entry whose header is not found: its bullets are told of no other role
      if (!placed) {
        barriers.push(at - 0.5);
        placed = true;
      }
      cursor = at + 1;
      if (!/^\s*[•*·▪‣◦●–—-]/.test(lines[at]!) && looksLikeHeader(raw)) {
        const split = splitHeader(raw);
        if (split) addRole(split.title, split.employer, '', isCurrent(raw), at);
        continue;
      }
      pending.push({ raw, line: at });
    }
  }
  roles.sort((a, b) => a.line - b.line);
  roles.forEach((r, i) => (r.order = i));
  const bullets: Bullet[] = [];
  const seen = new Set<number>();
  for (const { raw, line } of pending) {
    // a wrapped line the parser read as a bullet of its own ("74% to 86%") belongs to the one before
    if (inside.has(line) || seen.has(line) || bullets.length >= MAX_BULLETS) continue;
    seen.add(line);
    let role: Role | undefined;
    let at = -1;
    for (const r of roles)
      if (r.line < line) {
        role = r;
        at = r.line;
      }
    if (!role || barriers.some((b) => b > at && b < line)) continue;
    const text = whole.get(line)?.text ?? raw.replace(/\s+/g, ' ').trim();
    if (looksLikeHeader(text)) continue;
    const clause = clauseOf(text, role.current);
    if (!clause) continue;
    const skillIds = skillsIn(text);
    bullets.push({
      text,
      source: lines[line]!.trim(),
      clause,
      role,
      index: line,
      skillIds,
      stems: stemsOf(text),
      result: resultOf(text),
    });
  }
  // projects and volunteer work: a header line, then the bullets right under it
  const extra: Role[] = [];
  const block = (header: number, role: Role, clauseFor: (text: string) => Clause | null) => {
    let at = header + 1;
    while (whole.has(at) && bullets.length < MAX_BULLETS) {
      const w = whole.get(at)!;
      const clause = clauseFor(w.text);
      if (clause) {
        const skillIds = skillsIn(w.text);
        bullets.push({
          text: w.text,
          source: lines[at]!.trim(),
          clause,
          role,
          index: at,
          skillIds,
          stems: stemsOf(w.text),
          result: resultOf(w.text),
        });
      }
      at = w.end + 1;
    }
  };
  for (const project of parsed.projects.slice(0, 20)) {
    const name = project.name.trim();
    const header = name.length >= 3 ? lineOf(name, 0) : -1;
    if (header < 0 || !lines[header]!.trim().startsWith(name) || whole.has(header)) continue;
    const role: Role = {
      title: '',
      aTitle: '',
      employer: name,
      current: false,
      order: 100 + extra.length,
      headerLine: lines[header]!.trim(),
      kind: 'project',
    };
    extra.push(role);
    block(header, role, (text) => projectClause(name, text));
  }
  for (const section of parsed.otherSections)
    if (section.kind === 'volunteer')
      for (const line of section.lines.slice(0, 40)) {
        if (!looksLikeHeader(line)) continue;
        const split = splitHeader(line);
        const header = split ? lineOf(line, 0) : -1;
        if (!split || header < 0 || whole.has(header)) continue;
        const t = roleName(split.title);
        const role: Role = {
          title: t,
          aTitle: `${article(t)} ${t}`,
          employer: employerName(split.employer),
          current: isCurrent(line),
          order: 200 + extra.length,
          headerLine: lines[header]!.trim(),
          kind: 'volunteer',
        };
        extra.push(role);
        block(header, role, (text) => clauseOf(text, role.current));
      }
  return { roles: [...roles, ...extra], bullets };
}

/**
 * The bullets a letter cites: first the best bullet for each of the top requirements in turn
 * (each requirement once), then bullets that share the posting's own words, results with
 * figures first; in the resume's order.
 */
function pickEvidence(
  bullets: Bullet[],
  reqs: JobSkill[],
  resumeLower: string,
  postingStems: Set<string>,
): Evidence[] {
  const out: Evidence[] = [];
  const used = new Set<Bullet>();
  const done = new Set<number>();
  const take = (b: Bullet) => {
    used.add(b);
    const covered: JobSkill[] = [];
    const surfaces: string[] = [];
    for (const r of reqs) {
      if (done.has(r.skillId) || homonym(r)) continue;
      const m = mentionOf(b, r, resumeLower);
      if (!m) continue;
      done.add(r.skillId);
      covered.push(r);
      const s = surfaceOf(r, m);
      if (
        nameable(r, m) &&
        surfaces.length < 2 &&
        !surfaces.some((x) => x.toLowerCase() === s.toLowerCase())
      )
        surfaces.push(s);
    }
    out.push({ bullet: b, surfaces, covered });
  };
  const overlap = (b: Bullet) => [...b.stems].filter((s) => postingStems.has(s)).length;
  for (const req of reqs) {
    if (out.length >= MAX_EVIDENCE) break;
    if (done.has(req.skillId) || homonym(req)) continue;
    let best: Bullet | null = null;
    let bestScore = -Infinity;
    for (const b of bullets) {
      if (used.has(b) || !mentionOf(b, req, resumeLower)) continue;
      let score = b.result - b.role.order * 0.01 + Math.min(overlap(b), 4) * 0.25;
      for (const r of reqs) if (!done.has(r.skillId) && mentionOf(b, r, resumeLower)) score += 1;
      if (score > bestScore) {
        bestScore = score;
        best = b;
      }
    }
    if (best) take(best);
  }
  // bullets that do the posting's work in its own words ("fall prevention", "patients per shift")
  const rest = bullets
    .filter((b) => !used.has(b))
    .map((b) => ({ b, n: overlap(b) }))
    .filter((x) => x.n >= 2)
    .sort(
      (x, y) =>
        y.n +
          y.b.result * 0.75 -
          y.b.role.order * 0.3 -
          (x.n + x.b.result * 0.75 - x.b.role.order * 0.3) || x.b.index - y.b.index,
    );
  for (const { b } of rest) {
    if (out.length >= MAX_EVIDENCE) break;
    take(b);
  }
  return out.sort(
    (a, b) => a.bullet.role.order - b.bullet.role.order || a.bullet.index - b.bullet.index,
  );
}

/** The strongest bullets of a resume (results with figures, recent first), tied to nothing. */
function strongest(bullets: Bullet[], n: number): Evidence[] {
  const ranked = bullets
    .filter((b) => b.role.kind === 'job')
    .sort((a, b) => b.result - a.result || a.role.order - b.role.order || a.index - b.index);
  const out: Bullet[] = [];
  // from different roles where it can
  for (const b of ranked) if (out.length < n && !out.some((o) => o.role === b.role)) out.push(b);
  for (const b of ranked) if (out.length < n && !out.includes(b)) out.push(b);
  return out
    .sort((a, b) => a.role.order - b.role.order || a.index - b.index)
    .map((bullet) => ({ bullet, surfaces: [], covered: [] }));
}

/** Write a cover letter for a job from a resume (or from the job alone), in a tone. */
export function writeCoverLetter(
  input: CoverLetterInput,
  options?: CoverLetterOptions,
): CoverLetter {
  const bank: ToneBank = BANKS[input.tone] ?? BANKS.professional;
  const resumeText = (input.resumeText ?? '').trim();
  const posting = input.jobDescription ?? '';
  const job = analyzeJob(posting);
  const title = (input.jobTitle ?? '').trim() || job.title.trim();
  const company = (input.companyName ?? '').trim() || companyFromPosting(posting, title);
  const { one, fill } = chooser(
    hash(`${input.tone}\u0000${title}\u0000${company}\u0000${resumeText}\u0000${posting}`),
  );
  const ctx: SlotContext = {
    theRole: title ? `the ${title} role` : 'this role',
    title,
    company: company || 'your team',
    named: Boolean(company),
    atCompany: company ? `at ${company}` : 'on your team',
  };
  const facts: OriginalFacts = originalFacts(resumeText, options);
  const parsed = resumeText ? facts.profile.parsed : parseResume('');
  const given = (input.candidateName ?? '').trim();
  const name =
    (resumeText ? signatureName(resumeText, parsed.contact.name) : '') ||
    nameFromLine(given) ||
    given;
  const keep = [company, title, name, given];
  const byWeight = (a: JobSkill, b: JobSkill) =>
    b.weight - a.weight || a.name.localeCompare(b.name);
  // the required skills first, then the preferred ones, heaviest first
  const reqs = [
    ...[...job.requiredSkills].sort(byWeight),
    ...[...job.preferredSkills].sort(byWeight),
  ].slice(0, TOP_REQUIREMENTS);
  const required = new Set(job.requiredSkills.map((r) => r.skillId));
  const fit = resumeText ? letterFit(facts, job) : null;
  const poor = Boolean(fit?.poor);

  const claims: LetterClaim[] = [];
  const claim = (sentence: string, source: string, requirements: string[] = []) => {
    if (sentence) claims.push({ sentence, source, requirements });
    return sentence;
  };

  // a responsibility from the posting that states nothing the resume does not hold
  // (up to two, "to design ..., and to mentor ...")
  const resps: string[] = [];
  for (const item of responsibilities(posting)) {
    const clause = asClause(item);
    // a second one only when short and plain ("to design ..., and to mentor engineers")
    if (resps.length && (resps[0]!.length + clause.length > 110 || /,| and /.test(clause)))
      continue;
    if (checkAgainst(facts, masked(clause, keep), 'prose').ok) resps.push(clause);
    if (resps.length === 2) break;
  }
  const resp = resps.join(', and to ');
  const greeting = fill(bank.greeting, ctx);
  const opening = fill(bank.opening, ctx);
  // a resume from another field wants the work; it does not claim to be ready for it
  const motivation = poor
    ? fill(bank.changeMotivation, { ...ctx, resp })
    : resp
      ? fill(bank.motivation, { ...ctx, resp })
      : fill(bank.motivationPlain, ctx);
  const signOff = name ? `${one(bank.signOff)}\n${name}` : one(bank.signOff);

  const findLine = lineFinder(resumeText);
  const { roles, bullets } = resumeText
    ? rolesAndBullets(resumeText, parsed)
    : { roles: [], bullets: [] };
  const postingStems = stemsOf(posting.slice(0, 20_000));
  for (const s of stemsOf(`${company} ${title}`)) postingStems.delete(s);
  const resumeLower = resumeText.toLowerCase();
  const evidence = !resumeText
    ? []
    : poor
      ? strongest(bullets, CHANGE_EVIDENCE)
      : pickEvidence(bullets, reqs, resumeLower, postingStems);
  const skillMentions = resumeText ? findSkills(resumeText.slice(0, 50_000)) : [];

  const paragraphs: string[][] = [];
  const requirementsCovered: string[] = [];
  const cover = (r: JobSkill) => {
    if (required.has(r.skillId)) requirementsCovered.push(r.name);
  };

  if (!resumeText) {
    paragraphs.push([opening, motivation]);
    const asks = reqs.slice(0, 3).map((r) => r.jobTerm || r.name);
    const lines = [fill(bank.placeholderLead, ctx)];
    for (const a of asks)
      lines.push(
        `[Add an example of your work with ${a}: where it was, what you did and the result, with a figure if you have one.]`,
      );
    if (!asks.length)
      lines.push(
        '[Add an example of your work that fits this role: where it was, what you did and the result.]',
      );
    paragraphs.push(lines);
  } else {
    /* ---------- the opening paragraph: the role, who I am, why this job ---------- */
    let last = firstWord(opening);
    const say = (text: string) => {
      if (text) last = firstWord(text);
      return text;
    };
    const intro: string[] = [opening];
    const latest = roles.find((r) => r.kind === 'job');
    const summary = summarySentence(parsed.summary);
    const summaryLine = summary ? findLine(parsed.summary.trim().split(/(?<=[.!?])\s+/)[0]!) : '';
    if (poor && latest) {
      intro.push(claim(say(fill(bank.changeIntro, latest, [last])), latest.headerLine));
      if (summary && summaryLine)
        intro.push(claim(say(fill(bank.summary, { s: summary }, [last])), summaryLine));
    } else {
      if (summary && summaryLine)
        intro.push(claim(say(fill(bank.summary, { s: summary }, [last])), summaryLine));
      if (latest?.headerLine)
        intro.push(claim(say(fill(bank.intro, latest, [last])), latest.headerLine));
    }
    // the summary in the person's own voice ("I care about correctness under load, ..."), as written
    const own = parsed.summary
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s+/)
      .slice(1, 3)
      .find((x) => /^I (?!am\b)[a-z]/.test(x) && x.length <= 170 && /[.!]$/.test(x));
    const ownLine = own ? findLine(own.slice(0, 40)) : '';
    if (own && ownLine) intro.push(claim(say(own), ownLine));
    intro.push(say(motivation));
    paragraphs.push(intro.filter(Boolean));

    /* ---------- the evidence: the resume's bullets as sentences ---------- */
    const starts: string[] = [firstWord(opening)];
    let prev: Bullet | null = null;
    // a paragraph for each role's evidence (two bullets, or three rather than one left over);
    // single bullets of different roles share one
    const groups: Evidence[][] = [];
    for (const ev of evidence) {
      const last = groups[groups.length - 1];
      const same = last && last[last.length - 1]!.bullet.role === ev.bullet.role;
      if (last && same && last.length < 2) last.push(ev);
      else if (last && same && last.length === 2 && groups.length > 0) {
        const next = evidence[evidence.indexOf(ev) + 1];
        if (next?.bullet.role === ev.bullet.role) groups.push([ev]);
        else last.push(ev);
      } else if (last && !same && last.length === 1 && last[0]!.bullet.role !== ev.bullet.role)
        last.push(ev);
      else groups.push([ev]);
    }
    for (const [p, group] of groups.entries()) {
      const body: string[] = [];
      let cited = 0;
      if (poor && p === 0) body.push(say(fill(bank.changeLead, ctx, [last, ...starts])));
      for (const ev of group) {
        const b = ev.bullet;
        const e: EvidenceContext = {
          ...b.role,
          clause: b.clause,
          named: prev === null && b.role === latest && !poor,
          earlier: prev !== null && prev.role !== b.role && b.role.order > prev.role.order,
        };
        const avoid = body.length ? [last] : [last, ...starts];
        const sameRole = prev?.role === b.role;
        // the same role goes on ("I also ..."), but a new paragraph names its employer again
        // ("At X, I also ..."); another role at the same employer says "there"
        const goesOn = sameRole && cited > 0;
        if (sameRole && !goesOn) {
          e.clause = { ...b.clause, text: b.clause.also };
          e.named = false;
        }
        let sentence: string;
        if (b.clause.whole) sentence = tidy(`${cap(b.clause.text)}.`);
        else if (b.role.kind === 'project')
          sentence = goesOn
            ? tidy(`${cap(b.clause.also)}.`)
            : fill(bank.project, { name: b.role.employer, clause: e.clause }, avoid);
        else if (goesOn) sentence = fill(bank.evidenceNext, e, avoid);
        else if (prev && !sameRole && prev.role.employer === b.role.employer)
          sentence = fill(bank.samePlace, e, avoid);
        else sentence = fill(bank.evidence, e, avoid);
        cited++;
        body.push(
          claim(
            say(sentence),
            b.source,
            ev.covered.map((r) => r.name),
          ),
        );
        for (const r of ev.covered) cover(r);
        prev = b;
      }
      const surfaces = [...new Set(group.flatMap((ev) => ev.surfaces))].slice(0, 3);
      if (surfaces.length && !poor)
        body.push(
          claim(
            say(fill(bank.tie, { skills: joinAnd(surfaces), plural: surfaces.length > 1 }, [last])),
            group[0]!.bullet.source,
            group.flatMap((ev) => ev.covered.map((r) => r.name)),
          ),
        );
      starts.push(firstWord(body[0] ?? ''));
      paragraphs.push(body.filter(Boolean));
    }

    /* ---------- what else the posting asks for and the resume lists ---------- */
    const coveredIds = new Set(evidence.flatMap((ev) => ev.covered.map((r) => r.skillId)));
    const extra: string[] = [];
    // credentials: the resume's certification lines that name what the posting asks for
    const creds: { name: string; line: string; reqs: JobSkill[] }[] = [];
    const certLines = new Set<string>();
    for (const line of parsed.certifications.slice(0, 30)) {
      const source = findLine(line);
      if (source) certLines.add(source);
      const ids = new Set(findSkills(line).map((m) => m.skillId));
      const answers = reqs.filter(
        (r) =>
          !homonym(r) &&
          r.category !== 'soft' &&
          (ids.has(r.skillId) || (r.alternatives ?? []).some((a) => ids.has(a))),
      );
      const acronym = /\(([A-Z][A-Z0-9-]{1,9})\)/.exec(line)?.[1];
      const named =
        acronym &&
        new RegExp(`\\b${acronym.replace(/-/g, '\\-')}\\b`).test(posting.slice(0, 20_000));
      if (!answers.length && !named) continue;
      const credential = credentialName(line);
      if (!credential || !source || creds.some((c) => c.name === credential)) continue;
      creds.push({ name: credential, line: source, reqs: answers });
      for (const r of answers) coveredIds.add(r.skillId);
    }
    if (creds.length) {
      const list = creds
        .slice(0, 4)
        .map((c) => (/licen[cs]e$/i.test(c.name) ? `${article(c.name)} ${c.name}` : c.name));
      extra.push(
        claim(
          say(fill(bank.credentials, { list: joinAnd(list) }, [last])),
          creds[0]!.line,
          creds.flatMap((c) => c.reqs.map((r) => r.name)),
        ),
      );
      for (const c of creds) for (const r of c.reqs) cover(r);
    }
    // other skills the posting asks for, named as the resume writes them (not a group label)
    const also: { surface: string; line: string; req: JobSkill }[] = [];
    const practices: { surface: string; line: string; req: JobSkill }[] = [];
    const languages: { surface: string; line: string; req: JobSkill }[] = [];
    for (const r of reqs) {
      if (coveredIds.has(r.skillId) || r.category === 'certification') continue;
      if (r.category !== 'spoken-language' && GENERIC.test(r.name)) continue;
      const m = skillMentions.find((x) => {
        if (x.skillId !== r.skillId) return false;
        const lineStart = resumeText.lastIndexOf('\n', x.start) + 1;
        const lineEnd = resumeText.indexOf('\n', x.end);
        const after = resumeText.slice(x.end, lineEnd === -1 ? undefined : lineEnd);
        return resumeText.slice(lineStart, x.start).includes(':') || !after.includes(':');
      });
      if (!m?.text) continue;
      const line = findLine(
        resumeText.slice(
          resumeText.lastIndexOf('\n', m.start) + 1,
          resumeText.indexOf('\n', m.end) === -1 ? undefined : resumeText.indexOf('\n', m.end),
        ),
      );
      // not a heading ("RESEARCH INTERESTS"), a certification (said above) or a role's header
      // ("Brightline HR Software" names no HR skill)
      if (
        !line ||
        certLines.has(line) ||
        /^[^a-z]+$/.test(line) ||
        roles.some((ro) => ro.kind === 'job' && ro.headerLine === line)
      )
        continue;
      if (r.category === 'spoken-language') {
        if (!languages.some((l) => l.req.skillId === r.skillId))
          languages.push({ surface: getSkill(r.skillId).name, line, req: r });
        continue;
      }
      // a practice the resume lists among its skills is the person's own word for it
      const listed = parsed.skills.some((x) => x.toLowerCase().includes(m.text.toLowerCase()));
      const kind = listable(r, m.text, poor, listed);
      const into = kind === 'tool' ? also : kind === 'practice' ? practices : null;
      const surface = surfaceOf(r, m.text);
      if (
        into &&
        into.length < 3 &&
        !into.some((a) => a.surface.toLowerCase() === surface.toLowerCase())
      )
        into.push({ surface, line, req: r });
    }
    if (also.length) {
      extra.push(
        claim(
          say(
            fill(
              bank.alsoSkills,
              {
                skills: joinAnd(also.map((a) => a.surface)),
                plural: also.length > 1,
                alone: !evidence.length,
              },
              [last],
            ),
          ),
          also[0]!.line,
          also.map((a) => a.req.name),
        ),
      );
      for (const a of also) cover(a.req);
    }
    if (practices.length) {
      extra.push(
        claim(
          say(
            fill(
              bank.alsoPractices,
              {
                skills: joinAnd(practices.map((a) => a.surface)),
                plural: practices.length > 1,
                alone: !evidence.length,
              },
              [last],
            ),
          ),
          practices[0]!.line,
          practices.map((a) => a.req.name),
        ),
      );
      for (const a of practices) cover(a.req);
    }
    if (languages.length && !poor) {
      extra.push(
        claim(
          say(fill(bank.languages, { list: joinAnd(languages.map((l) => l.surface)) }, [last])),
          languages[0]!.line,
          languages.map((l) => l.req.name),
        ),
      );
      for (const l of languages) cover(l.req);
    }
    // the degree, when the posting asks for one or the letter has little else to go on
    const study = parsed.education.find(
      (e) =>
        e.degree.trim() &&
        e.school.trim() &&
        e.degree.length <= 80 &&
        e.school.length <= 100 &&
        !/expected|pursuing|candidate|in progress|present|current/i.test(
          `${e.degree} ${e.date} ${(e.details ?? []).join(' ')}`,
        ) &&
        !(e.date.match(/\b(?:19|20)\d{2}\b/g) ?? []).some(
          (y) => Number(y) > facts.profile.asOf.year,
        ),
    );
    const studyLine = study ? findLine(study.degree.trim(), study.school.trim()) : '';
    if (study && studyLine && (job.education || poor || evidence.length < 2)) {
      const degree = study.degree.trim().split(/\s*[,;|]\s*/)[0]!;
      const place = (study.location ?? '').trim();
      const school = study.school
        .trim()
        .replace(place && study.school.trim().endsWith(place) ? place : /$^/, '')
        .replace(/[\s,|–—-]+$/, '');
      extra.push(claim(say(fill(bank.education, { degree, school }, [last])), studyLine));
    }
    const lastBody = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1]! : null;
    if (extra.length) {
      if (lastBody && lastBody.length + extra.length <= 5) lastBody.push(...extra.filter(Boolean));
      else paragraphs.push(extra.filter(Boolean));
    }
    // a letter of evidence ends its body on the company (a poor fit claims no likeness)
    if (evidence.length && !poor)
      paragraphs[paragraphs.length - 1]!.push(say(fill(bank.tieBack, ctx, [last])));
  }
  // the close, not opening the way the sentence before it did ("I would ...", "I would ...")
  const before = paragraphs[paragraphs.length - 1] ?? [];
  paragraphs.push([fill(bank.close, ctx, [firstWord(before[before.length - 1] ?? '')])]);

  // keep within the length: drop the last body paragraph's last sentence, then the paragraph
  const render = () =>
    [
      greeting,
      ...paragraphs.map((p) => p.join(p.some((x) => x.startsWith('[')) ? '\n' : ' ')),
      signOff,
    ].join('\n\n');
  let content = render();
  while (words(content) > MAX_WORDS && paragraphs.length > 3) {
    const body = paragraphs[paragraphs.length - 2]!;
    if (body.length > 2) body.pop();
    else paragraphs.splice(paragraphs.length - 2, 1);
    content = render();
  }

  // the truthfulness check (prose): drop any sentence that states a fact the resume lacks
  const repaired = repairLetter(facts, content, keep);
  content = repaired.content;
  const { truth, removed } = repaired;
  const kept = claims.filter((c) => content.includes(c.sentence));
  const keptCovered = new Set(kept.flatMap((c) => c.requirements));
  return {
    content,
    claims: kept,
    requirementsCovered: [...new Set(requirementsCovered)].filter((r) => keptCovered.has(r)),
    truth,
    removed,
    fit,
    warning: fitWarning(fit, title),
    signature: name,
  };
}
