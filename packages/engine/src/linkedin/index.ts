/**
 * The LinkedIn About optimizer: a rewrite of the user's own About, and two scores.
 *
 * The rewrite (never inventing: every sentence about the candidate is one of theirs, trimmed of
 * filler words, and points to the sentence it came from in `claims`):
 *   1. a hook: the role they are seeking (named as sought, never as held), with their own "I am"
 *      line when they wrote one, then their strongest result, both inside the first 300
 *      characters (what LinkedIn shows before "see more");
 *   2. their other results (sentences with figures or outcome verbs), strongest first;
 *   3. what they do and how they work, from their own sentences;
 *   4. the skills and keywords their text shows (a keyword it does not show goes to
 *      `suggestions`, never into the About);
 *   5. a call to action for target-role opportunities.
 * Within 150-300 words when the source allows; a short source gives a short result and
 * suggestions, never padding. The truthfulness check (document 'prose') runs on the result
 * against the About (plus the target role and industry the user typed, which the About may name
 * as sought) and repairs it by removing any sentence that carries an invented fact.
 *
 * Scores (integers 0-100; each part 0-100, combined as the weighted mean of its parts):
 *   engagementScore =
 *     0.25 hook         first 300 characters: target role named 40, a figure 30, first person 15,
 *                       a first sentence of 30 words or fewer 15
 *     0.15 readability  mean sentence length: 100 at 8-22 words, falling linearly to 0 at 40
 *                       (and below 8 to 50 at 3), less 50 x the share of sentences over 35 words
 *     0.10 voice        share of sentences in the first person, 100 at half or more
 *     0.15 cta          100 when a call to action is present, else 0
 *     0.15 length       100 within 150-300 words; below, words/150 x 100; above,
 *                       100 - (words - 300)/3
 *     0.20 specificity  sentences with a figure (3 or more: 70) + with an outcome verb
 *                       (3 or more: 30), less 6 per buzzword (at most 30)
 *   recruiterAppeal =
 *     0.35 keywords     share of the wanted keywords (the user's, else the role's typical skills,
 *                       else 5 skills of any kind) present in the text and shown by the About
 *     0.15 industry     industry terms present, 100 at 3 (the part is left out without an industry)
 *     0.30 achievements sentences with a figure, 100 at 3
 *     0.20 role clarity target role in the first 300 characters 60, anywhere 20, an "I am" line 20
 * Deterministic; linear in the input (the About is read at most 50,000 characters deep).
 */
import { occupationByCode, matchOccupation } from '../occupation';
import { findSkills, getSkill, lookupSkill } from '../taxonomy';
import { normalizeText, splitSentences } from '../text/normalize';
import { stem } from '../text/stem';
import { repairTruthfulness } from '../truth';
import type { TruthReport } from '../types';
import {
  BUZZWORDS,
  CTA,
  EMAIL,
  FIGURE,
  FIRST_PERSON,
  INDUSTRY_TERMS,
  INNER_FILLER,
  LEADING_FILLER,
  OUTCOME_VERBS,
  TRAILING_ASIDE,
  WORK_WORDS,
} from './terms';

export interface AboutInput {
  currentAbout: string;
  targetRole: string;
  industry?: string;
  keywords?: string[];
}

export interface AboutScorePart {
  id: string;
  label: string;
  /** 0-100 */
  score: number;
  /** share of the score it feeds, the weights of a score summing to 1 */
  weight: number;
  scoreOf: 'engagement' | 'recruiter';
  detail: string;
}

export interface AboutClaim {
  /** the sentence of the optimized About */
  sentence: string;
  /** the exact sentence of the user's About it rests on */
  source: string;
}

export interface AboutResult {
  optimizedAbout: string;
  engagementScore: number;
  recruiterAppeal: number;
  scoreParts: AboutScorePart[];
  /** the original About's scores, measured the same way */
  original: { engagementScore: number; recruiterAppeal: number; words: number };
  improvements: string[];
  keywordsUsed: string[];
  suggestions: string[];
  claims: AboutClaim[];
  truth: TruthReport;
}

export interface AboutOptions {
  /** the word range LinkedIn recommends (default 150-300) */
  minWords?: number;
  maxWords?: number;
  /**
   * A rewrite written elsewhere (a language model): checked, traced and scored exactly as the
   * engine's own would be; the improvements then only say what the check changed.
   */
  rewrite?: string;
}

const MAX_INPUT = 50_000;
const MAX_SENTENCES = 400;
const MAX_KEYWORDS = 30;
const HOOK_CHARS = 300;

/* ---------- small text helpers ---------- */

/** A sentence piece that ends in a company or title abbreviation ("Pvt.", "Ltd.", "Dr.") goes on. */
const ABBREVIATION_END =
  /\b(?:pvt|ltd|inc|co|corp|llc|plc|st|jr|sr|dr|mr|mrs|ms|no|bros|dept|intl)\.$/i;

/** The About's sentences, without breaking at an abbreviation. */
function aboutSentences(text: string): string[] {
  const out: string[] = [];
  for (const piece of splitSentences(text)) {
    const last = out[out.length - 1];
    if (last !== undefined && ABBREVIATION_END.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

function loose(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  let n = 0;
  for (const w of text.split(/\s+/)) if (/[A-Za-z0-9]/.test(w)) n++;
  return n;
}

function figuresOf(s: string): string[] {
  return [...s.matchAll(FIGURE)].map((m) => m[0].trim()).filter((f) => /\d/.test(f));
}

function buzzCount(s: string): number {
  return [...s.matchAll(BUZZWORDS)].length;
}

function clamp(n: number): number {
  return Math.max(0, Math.min(100, Math.round(n)));
}

/** A sentence trimmed of filler words, with a capital and a full stop; no word is added. */
export function cleanSentence(s: string): string {
  let t = s.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
  t = t.replace(LEADING_FILLER, '');
  t = t.replace(/^(I|We)[ \t]+also\b[ \t]*/, '$1 ');
  t = t.replace(TRAILING_ASIDE, '');
  t = t.replace(INNER_FILLER, '');
  t = t
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/,+([.!?])$/, '$1')
    .trim();
  t = t.replace(/^[,;:\s]+/, '');
  if (!t) return '';
  t = t[0]!.toUpperCase() + t.slice(1);
  if (!/[.!?]$/.test(t)) t = t.replace(/[,;:]+$/, '') + '.';
  return t;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/* ---------- keywords ---------- */

interface Keyword {
  /** as the user or the occupation model names it */
  label: string;
  origin: 'user' | 'role';
  /** how the About writes it, when the About shows it */
  surface?: string;
  source?: string;
}

/** The role's typical technology skills from the occupation model, when the title is clear. */
function roleSkills(role: string): string[] {
  const m = role.trim() ? matchOccupation(role.slice(0, 200)) : null;
  if (!m || m.confidence < 0.6) return [];
  const occ = occupationByCode(m.code);
  if (!occ) return [];
  return occ.technologySkills.slice(0, 8).map((name) => lookupSkill(name)?.name ?? name);
}

/** Where the About shows a keyword: its surface words and the sentence holding them. */
function findSupport(
  label: string,
  sentences: string[],
  mentionsBySentence: Map<number, string>[],
): { surface: string; source: string } | undefined {
  const skill = lookupSkill(label);
  if (skill) {
    for (let i = 0; i < sentences.length; i++) {
      const surface = mentionsBySentence[i]!.get(skill.id);
      if (surface) return { surface, source: sentences[i]! };
    }
  }
  const want = loose(label);
  if (!want) return undefined;
  for (const s of sentences) {
    const l = ` ${loose(s)} `;
    if (!l.includes(` ${want} `)) continue;
    // the words as the About writes them
    const words = want.split(' ');
    const re = new RegExp(
      words.map((w) => w.replace(/[+#]/g, (c) => `\\${c}`)).join('[^A-Za-z0-9+#]+'),
      'i',
    );
    const m = re.exec(s);
    return { surface: m ? m[0] : label, source: s };
  }
  // one word, as another form of it ("training" is shown by "I trained 15 new nurses")
  if (!want.includes(' ') && want.length > 3) {
    const root = stem(want);
    for (const s of sentences)
      for (const w of s.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
        if (w.length > 3 && stem(w.toLowerCase()) === root) return { surface: label, source: s };
  }
  return undefined;
}

/* ---------- scoring ---------- */

interface ScoreInput {
  text: string;
  role: string;
  industry: string;
  /** the keywords a recruiter would look for, and whether the About shows each */
  keywords: Keyword[];
  minWords: number;
  maxWords: number;
}

function roleIn(text: string, role: string): boolean {
  const r = loose(role);
  return r !== '' && ` ${loose(text)} `.includes(` ${r} `);
}

function hasIdentity(text: string): boolean {
  return (
    /\bI(?:'|’)?m\b|\bI am\b/i.test(text) && /\bI(?:'|’)?m (?:a|an)\b|\bI am (?:a|an)\b/i.test(text)
  );
}

/** The score parts of an About, measured the same way for the original and the rewrite. */
export function scoreAbout(input: ScoreInput): {
  engagementScore: number;
  recruiterAppeal: number;
  parts: AboutScorePart[];
} {
  const { text, role, industry, keywords, minWords, maxWords } = input;
  const sentences = aboutSentences(text).slice(0, MAX_SENTENCES);
  const words = countWords(text);
  const head = text.slice(0, HOOK_CHARS);
  const parts: AboutScorePart[] = [];
  const part = (
    id: string,
    label: string,
    score: number,
    weight: number,
    scoreOf: AboutScorePart['scoreOf'],
    detail: string,
  ) => parts.push({ id, label, score: clamp(score), weight, scoreOf, detail });

  // engagement
  const firstWords = countWords(sentences[0] ?? '');
  const headRole = roleIn(head, role);
  const headFigure = figuresOf(head).length > 0;
  const headFirst = FIRST_PERSON.test(head);
  part(
    'hook',
    'Hook (first 300 characters)',
    (headRole ? 40 : 0) +
      (headFigure ? 30 : 0) +
      (headFirst ? 15 : 0) +
      (sentences.length && firstWords <= 30 ? 15 : 0),
    0.25,
    'engagement',
    [
      headRole ? 'names the target role' : 'does not name the target role',
      headFigure ? 'shows a figure' : 'shows no figure',
      headFirst ? 'in the first person' : 'not in the first person',
      `first sentence ${firstWords} words`,
    ].join('; '),
  );
  const lengths = sentences.map(countWords);
  const mean = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
  const longShare = lengths.length ? lengths.filter((n) => n > 35).length / lengths.length : 0;
  let read = 0;
  if (mean >= 8 && mean <= 22) read = 100;
  else if (mean > 22) read = Math.max(0, 100 * (1 - (mean - 22) / 18));
  else if (mean >= 3) read = 50 + (50 * (mean - 3)) / 5;
  part(
    'readability',
    'Readability',
    read - 50 * longShare,
    0.15,
    'engagement',
    `${sentences.length} sentences, ${mean.toFixed(1)} words on average, ${Math.round(longShare * 100)}% over 35 words`,
  );
  const fp = sentences.length ? sentences.filter((s) => FIRST_PERSON.test(s)).length : 0;
  part(
    'voice',
    'First-person voice',
    sentences.length ? Math.min(100, (fp / sentences.length) * 200) : 0,
    0.1,
    'engagement',
    `${fp} of ${sentences.length} sentences in the first person`,
  );
  const cta = sentences.some((s) => CTA.test(s));
  part(
    'cta',
    'Call to action',
    cta ? 100 : 0,
    0.15,
    'engagement',
    cta ? 'invites the reader to get in touch' : 'no invitation to get in touch',
  );
  let len = 100;
  if (words < minWords) len = (words / minWords) * 100;
  else if (words > maxWords) len = 100 - (words - maxWords) / 3;
  part(
    'length',
    'Length',
    len,
    0.15,
    'engagement',
    `${words} words (recommended ${minWords} to ${maxWords})`,
  );
  const figureSentences = sentences.filter((s) => figuresOf(s).length > 0).length;
  const outcomeSentences = sentences.filter((s) => OUTCOME_VERBS.test(s)).length;
  const buzz = buzzCount(text);
  part(
    'specificity',
    'Specificity',
    Math.min(1, figureSentences / 3) * 70 +
      Math.min(1, outcomeSentences / 3) * 30 -
      Math.min(30, buzz * 6),
    0.2,
    'engagement',
    `${figureSentences} sentences with figures, ${outcomeSentences} with concrete outcomes, ${buzz} buzzwords`,
  );

  // recruiter appeal
  const looseText = ` ${loose(text)} `;
  const present = (k: Keyword) =>
    k.surface !== undefined && looseText.includes(` ${loose(k.surface)} `);
  const userKw = keywords.filter((k) => k.origin === 'user');
  const wanted = userKw.length ? userKw : keywords;
  let kwScore: number;
  let kwDetail: string;
  if (wanted.length) {
    const hit = wanted.filter(present);
    kwScore = (hit.length / wanted.length) * 100;
    kwDetail = `${hit.length} of ${wanted.length} ${userKw.length ? 'of your keywords' : 'typical skills of the role'} present and shown by your text`;
  } else {
    const skills = new Set(
      findSkills(text.slice(0, MAX_INPUT))
        .filter((m) => getSkill(m.skillId).category !== 'soft')
        .map((m) => m.skillId),
    ).size;
    kwScore = Math.min(1, skills / 5) * 100;
    kwDetail = `${skills} skills named`;
  }
  part('keywords', 'Target-role keywords', kwScore, 0.35, 'recruiter', kwDetail);
  const terms = INDUSTRY_TERMS[industry.trim().toLowerCase()];
  if (terms) {
    const hits = terms.filter((t) => looseText.includes(` ${loose(t)} `));
    part(
      'industry',
      'Industry terms',
      Math.min(1, hits.length / 3) * 100,
      0.15,
      'recruiter',
      hits.length ? `${industry} terms: ${hits.join(', ')}` : `no ${industry} terms`,
    );
  }
  part(
    'achievements',
    'Achievements with figures',
    Math.min(1, figureSentences / 3) * 100,
    0.3,
    'recruiter',
    `${figureSentences} results with figures`,
  );
  const identity = hasIdentity(text);
  part(
    'role',
    'Role clarity',
    (headRole ? 60 : 0) + (roleIn(text, role) ? 20 : 0) + (identity ? 20 : 0),
    0.2,
    'recruiter',
    [
      headRole ? 'target role in the first 300 characters' : 'target role not in the opening',
      identity ? 'says who you are' : 'no "I am" line',
    ].join('; '),
  );

  const combine = (of: AboutScorePart['scoreOf']) => {
    const ps = parts.filter((p) => p.scoreOf === of);
    const w = ps.reduce((a, p) => a + p.weight, 0);
    return w ? clamp(ps.reduce((a, p) => a + p.score * p.weight, 0) / w) : 0;
  };
  // weights of a score sum to 1 as shown (the industry part's share is spread when it is absent)
  const rw = parts.filter((p) => p.scoreOf === 'recruiter').reduce((a, p) => a + p.weight, 0);
  for (const p of parts)
    if (p.scoreOf === 'recruiter') p.weight = Math.round((p.weight / rw) * 1000) / 1000;
  return { engagementScore: combine('engagement'), recruiterAppeal: combine('recruiter'), parts };
}

/* ---------- the rewrite ---------- */

interface Sentence {
  index: number;
  /** exactly as the user wrote it */
  source: string;
  clean: string;
  words: number;
  figures: string[];
  outcome: boolean;
  buzz: number;
  cta: boolean;
  firstPerson: boolean;
  work: boolean;
  keywordHits: number;
}

const IDENTITY_RE = /\bI(?:'|’)?m[ \t]+|\bI[ \t]+am[ \t]+/i;

/** The user's own "I am a ..." phrase, when short and free of figures. */
function identityOf(sentences: Sentence[]): { phrase: string; source: string } | undefined {
  for (const s of sentences.slice(0, 12)) {
    const m = IDENTITY_RE.exec(s.clean);
    if (!m) continue;
    const rest = s.clean.slice(m.index + m[0].length);
    const am = /^(an?[ \t]+[^,.;:!?()]{2,80})/i.exec(rest);
    if (!am) continue;
    let phrase = am[1]!.split(
      /[ \t]+(?:with|who|and|based|at|for|that|from|in|living|currently|by)\b/i,
    )[0]!;
    phrase = phrase.trim();
    const n = countWords(phrase);
    if (n < 2 || n > 7 || /\d/.test(phrase) || buzzCount(phrase)) continue;
    return { phrase, source: s.source };
  }
  return undefined;
}

function strength(s: Sentence): number {
  return (
    Math.min(3, s.figures.length) * 3 +
    (s.outcome ? 2 : 0) +
    Math.min(2, s.keywordHits) -
    (s.words > 45 ? 3 : 0) -
    s.buzz
  );
}

/**
 * Rewrite a LinkedIn About for a target role, never adding a fact the user did not write, and
 * score it (see the top of this file). Never throws; deterministic.
 */
export function optimizeAbout(input: AboutInput, options: AboutOptions = {}): AboutResult {
  const minWords = options.minWords ?? 150;
  const maxWords = options.maxWords ?? 300;
  const about = normalizeText(String(input?.currentAbout ?? '').slice(0, MAX_INPUT));
  const role = String(input?.targetRole ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const industry = String(input?.industry ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const userKeywords: string[] = [];
  const seenKw = new Set<string>();
  for (const k of Array.isArray(input?.keywords) ? input.keywords : []) {
    const t = String(k ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    if (!t || seenKw.has(loose(t))) continue;
    seenKw.add(loose(t));
    userKeywords.push(t);
    if (userKeywords.length >= MAX_KEYWORDS) break;
  }

  // the About's sentences, each once
  const rawSentences: string[] = [];
  const seenS = new Set<string>();
  for (const s of aboutSentences(about)) {
    const k = loose(s);
    if (!k || seenS.has(k)) continue;
    seenS.add(k);
    rawSentences.push(s);
    if (rawSentences.length >= MAX_SENTENCES) break;
  }
  const mentionsBySentence = rawSentences.map((s) => {
    const m = new Map<number, string>();
    for (const x of findSkills(s)) if (!m.has(x.skillId)) m.set(x.skillId, x.text);
    return m;
  });

  // keywords: the user's, then the role's typical skills; each with where the About shows it
  const keywords: Keyword[] = [];
  const kwSeen = new Set<string>();
  const addKw = (label: string, origin: Keyword['origin']) => {
    const id = lookupSkill(label)?.id;
    const key = id !== undefined ? `#${id}` : loose(label);
    if (!key || kwSeen.has(key)) return;
    kwSeen.add(key);
    const sup = findSupport(label, rawSentences, mentionsBySentence);
    keywords.push({ label, origin, surface: sup?.surface, source: sup?.source });
  };
  for (const k of userKeywords) addKw(k, 'user');
  for (const k of roleSkills(role)) addKw(k, 'role');

  const sentences: Sentence[] = rawSentences.map((source, index) => {
    const clean = cleanSentence(source);
    const l = ` ${loose(clean)} `;
    return {
      index,
      source,
      clean,
      words: countWords(clean),
      figures: figuresOf(clean),
      outcome: OUTCOME_VERBS.test(clean),
      buzz: buzzCount(clean),
      cta: CTA.test(clean),
      firstPerson: FIRST_PERSON.test(clean),
      work: WORK_WORDS.test(clean),
      keywordHits: keywords.filter((k) => k.surface && l.includes(` ${loose(k.surface)} `)).length,
    };
  });
  const usable = sentences.filter(
    (s) => s.clean && s.words >= 3 && s.words <= 60 && !s.cta && !EMAIL.test(s.clean),
  );
  const filler = usable.filter((s) => s.buzz >= 2 && !s.figures.length && !s.keywordHits);
  const content = usable.filter((s) => !filler.includes(s));
  const achievements = content
    .filter((s) => s.figures.length > 0 || (s.outcome && s.firstPerson))
    .sort((a, b) => strength(b) - strength(a) || a.index - b.index);
  const withFigures = achievements.filter((s) => s.figures.length > 0);
  const identity = identityOf(content);

  // 1. the hook: the role sought, and the strongest result inside the first 300 characters
  const identitySentence = identity ? cleanSentence(identity.source) : '';
  const roleSentence = (withIdentity: boolean | 'whole') => {
    const seeking = role ? `I'm looking for ${article(role)} ${role} role.` : '';
    if (withIdentity === 'whole' && identitySentence)
      return [identitySentence, seeking].filter(Boolean).join(' ');
    const own = withIdentity && identity ? `I'm ${identity.phrase}` : '';
    if (!role) return own ? `${own}.` : '';
    return own
      ? `${own}, looking for ${article(role)} ${role} role.`
      : `I'm looking for ${article(role)} ${role} role.`;
  };
  const top = withFigures[0] ?? achievements[0];
  const fits = (o: string) => !top || o.length + 1 + top.clean.length <= HOOK_CHARS;
  const identityIndex = identity
    ? (content.find((s) => s.source === identity.source)?.index ?? -1)
    : -1;
  let opener = roleSentence('whole');
  // the user's "I am" sentence is the result itself: name the role alone before it
  if (top && top.index === identityIndex) opener = roleSentence(false);
  else if (!fits(opener) || countWords(identitySentence) > 25) opener = roleSentence(true);
  if (!fits(opener)) opener = roleSentence(false);
  const used = new Set<number>();
  const claims: AboutClaim[] = [];
  const hook: string[] = [];
  if (opener) {
    hook.push(opener);
    if (identity && opener.includes(identity.phrase)) {
      claims.push({ sentence: opener, source: identity.source });
      used.add(identityIndex);
    }
  }
  if (top) {
    hook.push(top.clean);
    used.add(top.index);
    claims.push({ sentence: top.clean, source: top.source });
  }

  // 2. results, 3. what I do and how I work
  const results = achievements.filter((s) => !used.has(s.index)).slice(0, 5);
  for (const s of results) used.add(s.index);
  const work = content
    .filter((s) => !used.has(s.index) && (s.work || s.keywordHits > 0) && s.firstPerson)
    .sort((a, b) => b.keywordHits - a.keywordHits || a.buzz - b.buzz || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index);
  for (const s of work) used.add(s.index);

  // 4. skills the About shows: the wanted keywords first, then other hard skills it names
  const skillNames: { surface: string; source: string }[] = [];
  const skillSeen = new Set<string>();
  const addSkill = (surface: string, source: string) => {
    const k = loose(surface);
    if (!k || skillSeen.has(k) || skillNames.length >= 8) return;
    skillSeen.add(k);
    skillNames.push({ surface, source });
  };
  for (const k of keywords) if (k.surface && k.source) addSkill(k.surface, k.source);
  for (let i = 0; i < rawSentences.length && skillNames.length < 8; i++)
    for (const [id, surface] of mentionsBySentence[i]!) {
      const cat = getSkill(id).category;
      // a capitalised name or a phrase, not an ordinary word the taxonomy also lists ("act")
      // and not the user's own job title ("I'm a registered nurse" names no skill)
      if (
        cat !== 'soft' &&
        cat !== 'spoken-language' &&
        /[A-Z]|\S\s+\S/.test(surface) &&
        !(identity && ` ${loose(identity.phrase)} `.includes(` ${loose(surface)} `)) &&
        !inName(surface, rawSentences[i]!)
      )
        addSkill(surface, rawSentences[i]!);
    }

  // 5. the call to action
  const email = EMAIL.exec(about)?.[0];
  const where = industry ? ` in ${industry.toLowerCase()}` : '';
  const cta = role
    ? `I'm open to ${role} opportunities${where}. If you are hiring or would like to compare notes, send me a message${email ? ` or email me at ${email}` : ''}.`
    : `I'm open to new opportunities${where}. If you would like to talk, send me a message${email ? ` or email me at ${email}` : ''}.`;

  // assemble within the word guide: drop the weakest extras until it fits
  const compose = (res: Sentence[], wk: Sentence[], skills: typeof skillNames) => {
    const paras: string[] = [];
    if (hook.length) paras.push(hook.join(' '));
    if (res.length) paras.push(res.map((s) => s.clean).join(' '));
    const whatIDo = wk.map((s) => s.clean);
    if (skills.length) whatIDo.push(`Skills I bring: ${joinList(skills.map((s) => s.surface))}.`);
    if (whatIDo.length) paras.push(whatIDo.join(' '));
    paras.push(cta);
    return paras.join('\n\n');
  };
  let res = results;
  let wk = work;
  let sk = skillNames;
  let text = compose(res, wk, sk);
  // below the guide: more of the user's own first-person sentences, never invented ones
  const extra = content.filter(
    (s) => !used.has(s.index) && s.firstPerson && !/\b(?:hi|hello|thanks)\b/i.test(s.clean),
  );
  // sentences about the work first; a personal line, if any, closes the paragraph
  extra.sort((a, b) => Number(b.work) - Number(a.work) || a.index - b.index);
  while (countWords(text) < minWords && extra.length) {
    wk = [...wk, extra.shift()!];
    text = compose(res, wk, sk);
  }
  while (countWords(text) > maxWords && (wk.length || res.length || sk.length > 3)) {
    if (wk.length) wk = wk.slice(0, -1);
    else if (sk.length > 3) sk = sk.slice(0, 3);
    else res = res.slice(0, -1);
    text = compose(res, wk, sk);
  }
  const kept = new Set([...res, ...wk].map((s) => s.index));
  for (const s of [...res, ...wk].sort((a, b) => a.index - b.index))
    claims.push({ sentence: s.clean, source: s.source });
  const skillLine = sk.length ? `Skills I bring: ${joinList(sk.map((s) => s.surface))}.` : '';
  for (const source of new Set(sk.map((s) => s.source)))
    claims.push({ sentence: skillLine, source });

  const external = typeof options.rewrite === 'string';
  if (external) {
    text = normalizeText(options.rewrite!.slice(0, MAX_INPUT)).trim();
    claims.splice(0, claims.length, ...traceClaims(text, rawSentences));
  }

  // the truthfulness check: the target role and industry may be named, as what is sought
  const allowed = [about, role, industry].filter(Boolean).join('\n');
  const repaired = repairTruthfulness(allowed, text, { document: 'prose' });
  text = repaired.text.trim();
  // a rewrite the check still cannot trace is refused: the user's About is given back as written
  const refused = repaired.report.ok ? null : repaired.report.violations;
  if (refused) text = about.trim();
  const truth = refused
    ? repairTruthfulness(allowed, text, { document: 'prose' }).report
    : repaired.report;
  const finalClaims = refused ? [] : claims.filter((c) => text.includes(c.sentence));

  // scores, for the rewrite and the original
  const scoreIn = { role, industry, keywords, minWords, maxWords };
  const after = scoreAbout({ ...scoreIn, text });
  const before = scoreAbout({ ...scoreIn, text: about });
  const lowerText = ` ${loose(text)} `;
  const keywordsUsed = keywords
    .filter((k) => k.surface && lowerText.includes(` ${loose(k.surface)} `))
    .map((k) => k.label);

  // what changed (a rewrite from elsewhere says its own; only the length and the check are told here)
  const improvements: string[] = [];
  const own = !external;
  const origHead = about.slice(0, HOOK_CHARS);
  if (own && top && top.figures.length && !origHead.includes(top.source))
    improvements.push(
      `Moved your strongest result (${short(top.clean)}) into the first 300 characters, the part LinkedIn shows before "see more".`,
    );
  if (own && role && !roleIn(origHead, role) && roleIn(text.slice(0, HOOK_CHARS), role))
    improvements.push(`Opened with the role you are looking for: ${role}.`);
  if (own && res.length)
    improvements.push(
      `Grouped ${res.length + (top ? 1 : 0)} of your results together near the top, strongest first.`,
    );
  const trimmed = [...(top ? [top] : []), ...res, ...wk].filter(
    (s) => s.clean.replace(/[.!?]$/, '') !== s.source.replace(/[.!?]$/, ''),
  );
  if (own && trimmed.length)
    improvements.push(
      `Trimmed filler words from ${trimmed.length} sentence${trimmed.length > 1 ? 's' : ''} (for example "${short(trimmed[0]!.source)}").`,
    );
  if (own && filler.length)
    improvements.push(
      `Dropped ${filler.length} buzzword-heavy sentence${filler.length > 1 ? 's' : ''} that a recruiter cannot check (for example "${short(filler[0]!.source)}").`,
    );
  const left = content.filter(
    (s) => !kept.has(s.index) && s.index !== top?.index && !text.includes(s.clean),
  );
  const unused = left.length;
  if (own && unused) {
    const example = left[0]!;
    improvements.push(
      `Left out ${unused} sentence${unused > 1 ? 's' : ''} that show${unused > 1 ? '' : 's'} no result, skill or way of working (for example "${short(example.source)}").`,
    );
  }
  if (own && sk.length)
    improvements.push(
      `Named the skills your text shows in one line: ${joinList(sk.map((s) => s.surface))}.`,
    );
  if (own && !sentences.some((s) => s.cta))
    improvements.push('Added a call to action inviting recruiters to get in touch.');
  const wordsBefore = countWords(about);
  const wordsAfter = countWords(text);
  if (wordsBefore !== wordsAfter)
    improvements.push(
      `Length: ${wordsBefore} to ${wordsAfter} words (LinkedIn guide: ${minWords} to ${maxWords}).`,
    );
  if (repaired.removed.length)
    improvements.push(
      `Removed ${repaired.removed.length} sentence${repaired.removed.length > 1 ? 's' : ''} the truthfulness check could not trace to your About.`,
    );

  if (refused)
    improvements.splice(
      0,
      improvements.length,
      `Kept your About as written: the rewrite named something your About does not say (${refused
        .map((v) => `"${v.value}"`)
        .join(', ')}), so it was not used.`,
    );

  // suggestions: what only the user can add
  const suggestions: string[] = [];
  for (const k of keywords.filter((k) => !k.surface)) {
    if (k.origin === 'user')
      suggestions.push(
        `Add "${k.label}" only if it is true for you: your About does not mention it yet, so it was not added.`,
      );
  }
  const roleMissing = keywords.filter((k) => k.origin === 'role' && !k.surface).slice(0, 3);
  if (roleMissing.length)
    suggestions.push(
      `${role} roles often ask for ${joinList(roleMissing.map((k) => k.label))}: if you use any of them, say where and with what result.`,
    );
  if (wordsAfter < minWords)
    suggestions.push(
      `Your About is ${wordsAfter} words; ${minWords} to ${maxWords} is recommended. Add a result with a figure, the kind of problems you solve, or how you work with others, in your own words.`,
    );
  if (withFigures.length < 2)
    suggestions.push(
      'Add a result with a figure (time saved, revenue, users, a percentage): figures are what recruiters remember.',
    );
  if (!identity)
    suggestions.push(
      'Add one line saying who you are today (for example "I am a ... with ... years in ..."), so the hook can use it.',
    );
  if (industry && !after.parts.some((p) => p.id === 'industry' && p.score >= 100))
    suggestions.push(
      `Mention the ${industry.toLowerCase()} work you have done (its products, customers or terms), if any.`,
    );

  return {
    optimizedAbout: text,
    engagementScore: after.engagementScore,
    recruiterAppeal: after.recruiterAppeal,
    scoreParts: after.parts,
    original: {
      engagementScore: before.engagementScore,
      recruiterAppeal: before.recruiterAppeal,
      words: wordsBefore,
    },
    improvements,
    keywordsUsed,
    suggestions,
    claims: finalClaims,
    truth,
  };
}

/**
 * A one-word skill that is the tail of a capitalised name inside a sentence ("Logistics" in "at
 * Northline Logistics") names the organisation, not a skill of the writer.
 */
function inName(surface: string, sentence: string): boolean {
  if (/\s/.test(surface) || !/^[A-Z]/.test(surface)) return false;
  const escaped = surface.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`([A-Z][\\w&'’-]*)\\s+${escaped}\\b`).exec(sentence);
  return Boolean(m && m.index > 0);
}

/** Each sentence of a rewrite with the About sentence it rests on (most shared words and figures). */
function traceClaims(text: string, about: string[]): AboutClaim[] {
  const wordsOf = (s: string) =>
    new Set(
      loose(s)
        .split(' ')
        .filter((w) => w.length > 3 || /\d/.test(w)),
    );
  const sources = about.map((source) => ({ source, words: wordsOf(source) }));
  const out: AboutClaim[] = [];
  for (const sentence of aboutSentences(text.replace(/\n+/g, ' '))) {
    const words = wordsOf(sentence);
    let best = '';
    let bestScore = 0;
    for (const src of sources) {
      let score = 0;
      for (const w of words) if (src.words.has(w)) score += /\d/.test(w) ? 3 : 1;
      if (score > bestScore) {
        bestScore = score;
        best = src.source;
      }
    }
    if (bestScore >= 3) out.push({ sentence, source: best });
  }
  return out;
}

function short(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 80 ? `${t.slice(0, 77).trimEnd()}...` : t;
}
