/**
 * The reading half of the About optimizer: the input tidied, the About's sentences each once,
 * the keywords wanted with where the About shows them, and each sentence described (figures,
 * outcome verbs, buzzwords, first person, keyword hits) and sorted into content, filler and
 * results, with the line saying who the person is.
 */
import { findSkills } from '../taxonomy';
import { normalizeText } from '../text/normalize';
import { identityOf, isProfile, type Identity } from './identity';
import { findSupport, keywordMatcher, keywordOf, roleSkills, type Keyword } from './keywords';
import { CTA, EMAIL, FIRST_PERSON, OUTCOME_VERBS, WORK_WORDS } from './terms';
import {
  aboutSentences,
  buzzCount,
  cleanSentence,
  countWords,
  figuresOf,
  loose,
  MAX_INPUT,
  MAX_KEYWORDS,
  MAX_SENTENCES,
} from './text';
import type { AboutInput } from './types';

export interface Sentence {
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
  /** it tells years of experience or a credential */
  profile: boolean;
  keywordHits: number;
}

export interface AboutRequest {
  about: string;
  role: string;
  industry: string;
  userKeywords: string[];
}

/** The About's sentences, each once, with the skills each one names. */
export interface AboutText {
  rawSentences: string[];
  /** per sentence: skill id to the words naming it */
  mentionsBySentence: Map<number, string>[];
}

/** The described sentences sorted by what the rewrite does with them. */
export interface SortedSentences {
  sentences: Sentence[];
  /** sentences the rewrite may use (complete, not a call to action, no e-mail address) */
  content: Sentence[];
  /** buzzword-heavy sentences with no figure and no keyword */
  filler: Sentence[];
  /** results, strongest first */
  achievements: Sentence[];
  withFigures: Sentence[];
  identity: Identity | undefined;
  /** the index of the sentence saying who the person is, -1 without one */
  identityIndex: number;
}

const oneLine = (value: unknown, max: number) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

function userKeywordsOf(list: unknown): string[] {
  const userKeywords: string[] = [];
  const seenKw = new Set<string>();
  for (const k of Array.isArray(list) ? (list as unknown[]) : []) {
    const t = oneLine(k, 60);
    if (!t || seenKw.has(loose(t))) continue;
    seenKw.add(loose(t));
    userKeywords.push(t);
    if (userKeywords.length >= MAX_KEYWORDS) break;
  }
  return userKeywords;
}

/** The request with its text normalised and each field capped. */
export function readRequest(input: AboutInput): AboutRequest {
  return {
    about: normalizeText(String(input?.currentAbout ?? '').slice(0, MAX_INPUT)),
    role: oneLine(input?.targetRole, 120),
    industry: oneLine(input?.industry, 60),
    userKeywords: userKeywordsOf(input?.keywords),
  };
}

/** The About's sentences, each once, and the skills each one names. */
export function readAbout(about: string): AboutText {
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
  return { rawSentences, mentionsBySentence };
}

/** The keywords wanted: the user's, then the role's typical skills; each with where the About shows it. */
export function wantedKeywords(request: AboutRequest, text: AboutText): Keyword[] {
  const keywords: Keyword[] = [];
  const kwSeen = new Set<string>();
  const addKw = (label: string, origin: Keyword['origin']) => {
    const k = keywordOf(label, origin);
    const key = k.skillId !== undefined ? `#${k.skillId}` : (k.keys ?? '');
    if (!key || kwSeen.has(key)) return;
    kwSeen.add(key);
    const sup = findSupport(k, text.rawSentences, text.mentionsBySentence);
    keywords.push(sup ? { ...k, surface: sup.surface, source: sup.source } : k);
  };
  for (const k of request.userKeywords) addKw(k, 'user');
  for (const k of roleSkills(request.role)) addKw(k, 'role');
  return keywords;
}

function describe(source: string, index: number, keywords: Keyword[]): Sentence {
  const clean = cleanSentence(source);
  const has = keywordMatcher(clean);
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
    profile: isProfile(clean),
    keywordHits: keywords.filter((k) => k.surface && has(k)).length,
  };
}

/** How strong a result a sentence is: its figures, an outcome, keywords; long or buzzy costs. */
export function strength(s: Sentence): number {
  return (
    Math.min(3, s.figures.length) * 3 +
    (s.outcome ? 2 : 0) +
    Math.min(2, s.keywordHits) -
    (s.words > 45 ? 3 : 0) -
    s.buzz
  );
}

/** Each sentence described and sorted into content, filler and results. */
export function sortSentences(rawSentences: string[], keywords: Keyword[]): SortedSentences {
  const sentences = rawSentences.map((source, index) => describe(source, index, keywords));
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
  const identityIndex = identity
    ? (content.find((s) => s.source === identity.source)?.index ?? -1)
    : -1;
  return { sentences, content, filler, achievements, withFigures, identity, identityIndex };
}
