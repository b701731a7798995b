/**
 * The parts a cover letter is scored on (the formulas are in analyze.ts's top comment): each
 * part measured 0..100 together with what it found (skills, terms, figures, hedges, sentence
 * openers, ...), the three scores made of them, and the parts as reported, with their weights
 * and a sentence saying what was found.
 */
import { tokenizeText } from '../taxonomy';
import { ACTION_VERBS, SENIORITY_WORDS } from '../text/lexicon';
import type { Token } from '../text/tokenize';
import type { JobAnalysis } from '../types';
import {
  impliedText,
  listNames,
  rewordedText,
  skillCoverage,
  skillsOf,
  standInText,
  type Coverage,
  type TextSkills,
} from './named-skills';
import { NOT_NAMES, words, type LetterShape } from './shape';

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

/**
 * Stock openers a reader skims past. "Dear Hiring Manager" is not one: it is the greeting to use
 * when no name is known (the letter writer uses it then, and "Dear <Company> team" otherwise).
 */
const CLICHE_OPENER =
  /\b(?:to whom it may concern|dear sir(?:\s+or\s+madam)?|my name is|i am writing to express my interest|please accept this letter|i am writing to apply)\b/i;
const CALL_TO_ACTION =
  /\b(?:discuss|conversation|interview|speak with|talk with|talk about|meet|a call|chat|hear from you|look forward|looking forward|welcome the (?:chance|opportunity))\b/i;
export const GENERIC =
  /\b(?:hard[- ]working|team player|go[- ]getter|self[- ]starter|think outside the box|detail[- ]oriented|results[- ]driven|highly motivated|fast learner|quick learner|people person|perfect fit|dynamic individual|passionate about|excellent communication skills|wear many hats|synergy|proven track record|best of my ability)\b/gi;
export const HEDGE =
  /\b(?:i (?:think|believe|feel|guess)(?: that)? i (?:might|may) be able to|i would like to think(?: that)?|i (?:think|believe|feel|guess)(?: that)?|(?:might|may) be able to|i might|maybe|perhaps|hopefully|somewhat|if possible|i'm not sure|i am not sure)\b/gi;
const MARKER =
  /\b(?:excited|eager|thrilled|delighted|keen|confident|proud|energi[sz]ed|enthusiastic|look forward|looking forward|would welcome|ready to|can't wait|love to|i led|i built|i delivered|i shipped|i launched)\b/gi;
const FIGURE = /(?:[$€£]\s?)?\d[\d,.]*\s?(?:%|percent|k\b|m\b|x\b)?/g;
const CAPITALISED = /\b[A-Z][A-Za-z0-9&'’.-]*[A-Za-z0-9]/g;

const clamp = (n: number): number => Math.max(0, Math.min(100, n));
const round = (n: number): number => Math.round(clamp(n));

function countMatches(re: RegExp, text: string): string[] {
  return text.match(re) ?? [];
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

/** Coverage of the required skills (all the job's skills when it marks none required). */
function coverageOf(job: JobAnalysis, letterSkills: TextSkills) {
  const pool = job.requiredSkills.length > 0 ? job.requiredSkills : job.skills;
  const cov = skillCoverage(pool, letterSkills);
  const none = pool.length === 0;
  const named = cov.named.map((s) => s.jobTerm);
  const label = `${job.requiredSkills.length ? 'required ' : ''}skills`;
  /** "Names 3 of the 5 required skills: Python, SQL and Airflow." */
  const line = `Names ${named.length} of the ${pool.length} ${label}${named.length ? `: ${listNames(named)}` : ''}.`;
  return { pool, cov, none, score: none ? 50 : cov.score, line };
}

/** Keywords: the posting's recurring terms and nice-to-have skills the letter uses, by weight. */
function keywordsOf(
  job: JobAnalysis,
  keys: Set<string>,
  letterSkills: TextSkills,
  coverage: ReturnType<typeof coverageOf>,
) {
  let total = 0;
  let got = 0;
  const found: string[] = [];
  for (const k of job.keywords) {
    const kk = tokenizeText(k.term).map((t) => t.key);
    total += k.weight;
    if (kk.length > 0 && kk.every((x) => keys.has(x))) {
      got += k.weight;
      found.push(k.term);
    }
  }
  const pref = coverage.pool === job.skills ? [] : job.preferredSkills;
  const prefCov = skillCoverage(pref, letterSkills);
  for (const s of pref) total += s.weight;
  got += (prefCov.score / 100) * pref.reduce((a, s) => a + s.weight, 0);
  const score = total > 0 ? (100 * got) / total : coverage.none ? 50 : coverage.score;
  return { score, total, terms: job.keywords.length, found, pref, prefCov };
}

/** The opening names the role and the company, without a stock opener. */
function openingOf(shape: LetterShape, role: string, company: string) {
  const openKeys = new Set(tokenizeText(shape.opening).map((t) => t.key));
  const namesTheRole = role ? namesRole(openKeys, role) : false;
  const namesTheCompany = company
    ? shape.opening.toLowerCase().includes(company.toLowerCase())
    : false;
  const cliche = CLICHE_OPENER.exec(shape.text.slice(0, 400))?.[0] ?? '';
  const score =
    shape.sentences.length === 0
      ? 0
      : (namesTheRole ? 40 : 0) + (namesTheCompany ? 40 : 0) + (cliche ? 0 : 20);
  return { score, role: namesTheRole, company: namesTheCompany, cliche };
}

/** The closing asks for a conversation and signs off. */
function closingOf(shape: LetterShape) {
  const cta = shape.sentences.length > 0 && CALL_TO_ACTION.test(shape.closing);
  return { score: (cta ? 60 : 0) + (shape.hasSignOff ? 40 : 0), cta };
}

/** Figures, named things and action verbs, less generic phrases. */
function specificityOf(shape: LetterShape, toks: Token[], evidence: number) {
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
  const score =
    clamp(
      20 +
        15 * Math.min(figures.length, 3) +
        8 * Math.min(named.size, 4) +
        6 * Math.min(verbs, 5) -
        15 * generic.length,
    ) * evidence;
  return { score, figures, named, verbs, generic };
}

/** Enthusiasm and confidence markers, less hedges. */
function toneOf(shape: LetterShape, evidence: number) {
  const hedges = countMatches(HEDGE, shape.text);
  const markers = countMatches(MARKER, shape.text);
  const score = clamp(50 + 12 * Math.min(markers.length, 4) - 18 * hedges.length) * evidence;
  return { score, hedges, markers };
}

/** First person, and not most sentences opening with "I" or with the same word. */
function voiceOf(shape: LetterShape, evidence: number) {
  const openers = shape.sentences.map((s) => (words(s)[0] ?? '').toLowerCase());
  const startI = openers.filter((w) => w === 'i' || w === "i'm" || w === 'i’m').length;
  const shareI = openers.length ? startI / openers.length : 0;
  const distinct = openers.length ? new Set(openers).size / openers.length : 0;
  const firstPerson = /\b(?:i|me|my|i'm|i’m|i've|i’ve)\b/i.test(shape.sentences.join(' '));
  const score =
    (firstPerson
      ? clamp(
          100 - (80 * Math.max(0, shareI - 0.35)) / 0.65 - (30 * Math.max(0, 0.6 - distinct)) / 0.6,
        )
      : 30) * evidence;
  // most sentences open with "I": worth varying
  const manyI = firstPerson && shareI > 0.6 && openers.length >= 3;
  return { score, openers: openers.length, startI, firstPerson, manyI };
}

/** Everything the analysis measured of a letter, part by part, and what it was measured against. */
export interface LetterMeasures {
  shape: LetterShape;
  job: JobAnalysis;
  /** the role and the company as the user typed them or the posting gives them ('' unknown) */
  role: string;
  company: string;
  coverage: ReturnType<typeof coverageOf>;
  keywords: ReturnType<typeof keywordsOf>;
  length: number;
  opening: ReturnType<typeof openingOf>;
  closing: ReturnType<typeof closingOf>;
  readability: { score: number; avg: number; long: number };
  specificity: ReturnType<typeof specificityOf>;
  tone: ReturnType<typeof toneOf>;
  voice: ReturnType<typeof voiceOf>;
}

/** Measures every part of a letter against a job. */
export function measureLetter(
  shape: LetterShape,
  job: JobAnalysis,
  role: string,
  company: string,
): LetterMeasures {
  const toks = tokenizeText(shape.text);
  const keys = new Set(toks.map((t) => t.key));
  const letterSkills = skillsOf(shape.text, toks);
  const coverage = coverageOf(job, letterSkills);
  // a few words are too little to show a voice
  const evidence = Math.min(1, shape.wordCount / 120);
  const read = readabilityScore(shape.sentences);
  return {
    shape,
    job,
    role,
    company,
    coverage,
    keywords: keywordsOf(job, keys, letterSkills, coverage),
    length: lengthScore(shape.wordCount),
    opening: openingOf(shape, role, company),
    closing: closingOf(shape),
    readability: { score: read.score * evidence, avg: read.avg, long: read.long },
    specificity: specificityOf(shape, toks, evidence),
    tone: toneOf(shape, evidence),
    voice: voiceOf(shape, evidence),
  };
}

/** The three scores, rounded. */
export function scoresOf(m: LetterMeasures): {
  atsScore: number;
  personalityScore: number;
  relevanceScore: number;
} {
  const coverage = m.coverage.score;
  const keywords = m.keywords.score;
  const opening = m.opening.score;
  const closing = m.closing.score;
  const structure = 0.4 * opening + 0.4 * closing + 0.2 * m.readability.score;
  const atsScore = round(0.4 * coverage + 0.2 * keywords + 0.15 * m.length + 0.25 * structure);
  const relevanceScore = round(0.7 * coverage + 0.3 * keywords);
  const personalityScore = round(
    0.25 * m.voice.score +
      0.25 * m.tone.score +
      0.3 * m.specificity.score +
      0.2 * ((opening + closing) / 2),
  );
  return { atsScore, personalityScore, relevanceScore };
}

/** What the coverage part says: the skills named, and each credit earned in other words. */
function coverageDetail(cov: Coverage, line: string): string {
  return [
    line,
    ...cov.reworded.map((c) => `${rewordedText(c)}.`),
    ...cov.standIns.map((c) => `${standInText(c)} (the posting accepts it).`),
    ...cov.implied.map((c) => `${impliedText(c)} (half credit).`),
  ].join(' ');
}

/** What the keywords part says: the other terms the letter uses, and preferred skills' credits. */
function keywordsDetail(kw: LetterMeasures['keywords']): string {
  if (!(kw.total > 0)) return 'The posting has no other recurring terms.';
  // the posting's words, and preferred skills the letter names itself
  const usedTerms = [...kw.found, ...kw.prefCov.named.map((s) => s.jobTerm)];
  const prefCredits = [
    ...kw.prefCov.reworded.map((c) => `${rewordedText(c)}.`),
    ...kw.prefCov.standIns.map((c) => `${standInText(c)}.`),
    ...kw.prefCov.implied.map((c) => `${impliedText(c)} (half credit).`),
  ];
  return [
    `Uses ${usedTerms.length} of ${kw.terms + kw.pref.length} other terms of the posting${usedTerms.length ? `: ${listNames(usedTerms)}` : ''}.`,
    ...prefCredits,
  ].join(' ');
}

/** The parts as reported: score, weights and what was found. */
export function partsOf(m: LetterMeasures): LetterPart[] {
  const { shape, opening, closing, readability: read, specificity: spec, tone, voice } = m;
  return [
    {
      id: 'coverage',
      label: 'Requirement coverage',
      score: round(m.coverage.score),
      weight: { ats: 0.4, relevance: 0.7, personality: 0 },
      detail: m.coverage.none
        ? 'The posting names no skills the engine recognises; scored neutral.'
        : coverageDetail(m.coverage.cov, m.coverage.line),
    },
    {
      id: 'keywords',
      label: 'Keyword use',
      score: round(m.keywords.score),
      weight: { ats: 0.2, relevance: 0.3, personality: 0 },
      detail: keywordsDetail(m.keywords),
    },
    {
      id: 'length',
      label: 'Length',
      score: round(m.length),
      weight: { ats: 0.15, relevance: 0, personality: 0 },
      detail: `${shape.wordCount} words (250-400 is best).`,
    },
    {
      id: 'opening',
      label: 'Opening',
      score: round(opening.score),
      weight: { ats: 0.1, relevance: 0, personality: 0.1 },
      detail: `${opening.role ? 'Names' : 'Does not name'} the role, ${opening.company ? 'names' : 'does not name'} the company${opening.cliche ? `, opens with "${opening.cliche}"` : ''}.`,
    },
    {
      id: 'closing',
      label: 'Closing',
      score: round(closing.score),
      weight: { ats: 0.1, relevance: 0, personality: 0.1 },
      detail: `${closing.cta ? 'Has' : 'No'} call to action, ${shape.hasSignOff ? 'has' : 'no'} sign-off.`,
    },
    {
      id: 'readability',
      label: 'Readability',
      score: round(read.score),
      weight: { ats: 0.05, relevance: 0, personality: 0 },
      detail: `${shape.sentences.length} sentences, ${Math.round(read.avg)} words each on average (12-22 reads best)${read.long ? `, ${read.long} over 40 words` : ''}.`,
    },
    {
      id: 'specificity',
      label: 'Specificity',
      score: round(spec.score),
      weight: { ats: 0, relevance: 0, personality: 0.3 },
      detail: `${spec.figures.length} figures, ${spec.named.size} named things, ${spec.verbs} action verbs, ${spec.generic.length} generic phrases.`,
    },
    {
      id: 'tone',
      label: 'Tone',
      score: round(tone.score),
      weight: { ats: 0, relevance: 0, personality: 0.25 },
      detail: `${tone.markers.length} enthusiasm or confidence markers, ${tone.hedges.length} hedges.`,
    },
    {
      id: 'voice',
      label: 'Personal voice',
      score: round(voice.score),
      weight: { ats: 0, relevance: 0, personality: 0.25 },
      detail: voice.firstPerson
        ? `${voice.startI} of ${voice.openers} sentences start with "I".`
        : 'Not written in the first person.',
    },
  ];
}
