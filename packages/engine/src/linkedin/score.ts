/** The engagement and recruiter-appeal scores of an About (the formulas are at the top of index.ts). */
import { findSkills, getSkill } from '../taxonomy';
import { keywordMatcher, type Keyword } from './keywords';
import { CTA, FIRST_PERSON, INDUSTRY_TERMS, OUTCOME_VERBS } from './terms';
import {
  aboutSentences,
  buzzCount,
  clamp,
  countWords,
  figuresOf,
  HOOK_CHARS,
  loose,
  MAX_INPUT,
  MAX_SENTENCES,
} from './text';
import type { AboutScorePart } from './types';

export interface ScoreInput {
  text: string;
  role: string;
  industry: string;
  /** the keywords a recruiter would look for, and whether the About shows each */
  keywords: Keyword[];
  minWords: number;
  maxWords: number;
}

export function roleIn(text: string, role: string): boolean {
  const r = loose(role);
  return r !== '' && ` ${loose(text)} `.includes(` ${r} `);
}

export function hasIdentity(text: string): boolean {
  return (
    /\bI(?:'|’)?m\b|\bI am\b/i.test(text) && /\bI(?:'|’)?m (?:a|an)\b|\bI am (?:a|an)\b/i.test(text)
  );
}

/** "1 sentence", "3 sentences". */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

type AddPart = (
  id: string,
  label: string,
  score: number,
  weight: number,
  scoreOf: AboutScorePart['scoreOf'],
  detail: string,
) => void;

/** What both halves read: the sentences, the word count and the first 300 characters. */
interface Reading {
  sentences: string[];
  words: number;
  head: string;
}

/** The hook: the opening names the role, shows a figure, speaks as "I", starts short. */
function hookPart(role: string, { sentences, head }: Reading, part: AddPart): boolean {
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
  return headRole;
}

/** Readability: sentences of 8 to 22 words on average, few over 35. */
function readabilityPart(sentences: string[], part: AddPart): void {
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
    `${counted(sentences.length, 'sentence')}, ${mean.toFixed(1)} words on average, ${Math.round(longShare * 100)}% over 35 words`,
  );
}

/** Voice (half the sentences in the first person is full marks) and the call to action. */
function voiceAndCtaParts(sentences: string[], part: AddPart): void {
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
}

function lengthPart({ minWords, maxWords }: ScoreInput, words: number, part: AddPart): void {
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
}

/** Specificity: sentences with figures and concrete outcomes, less the buzzwords. */
function specificityPart(text: string, sentences: string[], part: AddPart): number {
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
    `${counted(figureSentences, 'sentence')} with figures, ${outcomeSentences} with concrete outcomes, ${counted(buzz, 'buzzword')}`,
  );
  return figureSentences;
}

/** Engagement: hook, readability, voice, call to action, length, specificity. */
function engagementParts(
  input: ScoreInput,
  reading: Reading,
  part: AddPart,
): { headRole: boolean; figureSentences: number } {
  const { sentences, words } = reading;
  const headRole = hookPart(input.role, reading, part);
  readabilityPart(sentences, part);
  voiceAndCtaParts(sentences, part);
  lengthPart(input, words, part);
  const figureSentences = specificityPart(input.text, sentences, part);
  return { headRole, figureSentences };
}

/** Recruiter appeal: keywords, industry terms, achievements with figures, role clarity. */
function recruiterParts(
  input: ScoreInput,
  headRole: boolean,
  figureSentences: number,
  part: AddPart,
): void {
  const { text, role, industry, keywords } = input;
  const looseText = ` ${loose(text)} `;
  // a keyword counts when the About shows it and this text has it, matched as the ATS matches
  const has = keywordMatcher(text);
  const present = (k: Keyword) => k.surface !== undefined && has(k);
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
    `${counted(figureSentences, 'result')} with figures`,
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
}

/** The score parts of an About, measured the same way for the original and the rewrite. */
export function scoreAbout(input: ScoreInput): {
  engagementScore: number;
  recruiterAppeal: number;
  parts: AboutScorePart[];
} {
  const { text } = input;
  const reading: Reading = {
    sentences: aboutSentences(text).slice(0, MAX_SENTENCES),
    words: countWords(text),
    head: text.slice(0, HOOK_CHARS),
  };
  const parts: AboutScorePart[] = [];
  const part: AddPart = (id, label, score, weight, scoreOf, detail) =>
    parts.push({ id, label, score: clamp(score), weight, scoreOf, detail });
  const { headRole, figureSentences } = engagementParts(input, reading, part);
  recruiterParts(input, headRole, figureSentences, part);

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
