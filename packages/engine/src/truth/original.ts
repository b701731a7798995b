/**
 * The facts of an original resume a generated text is checked against, computed once: its
 * numbers, dates, degree levels, headline, named tools, years of experience, summary and lines.
 */
import { profileResume, type ResumeProfile } from '../ats/profile';
import { matchTokens, tokenizeText } from '../taxonomy';
import { findDates } from '../text/dates';
import { degreeLevelOf, type DegreeLevel } from '../text/lexicon';
import { splitSentences } from '../text/normalize';
import type { EngineOptions } from '../types';
import {
  headlineOf,
  introSentences,
  namedTools,
  skillYears,
  yearsClaims,
  yearsFromDates,
  type NamedTool,
  type SkillYears,
  type YearsClaim,
} from './facts';

/** Loose form for "does the original say this": lower case, letters and digits only. */
export function loose(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const NUMBER_RE = /(?<![A-Za-z])\d+(?:[.,]\d+)*(?![A-Za-z])/g;

function numbersOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBER_RE)) {
    const n = m[0].replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, '');
    out.add(n);
    out.add(String(Number(n)));
  }
  return out;
}

function monthYears(text: string): Set<string> {
  const out = new Set<string>();
  for (const d of findDates(text))
    out.add(d.date.month ? `${d.date.year}-${d.date.month}` : `${d.date.year}`);
  return out;
}

/** A line without its bullet glyph and outer spaces. */
export function bare(line: string): string {
  return line.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
}

/** A resume whose facts a generated text is checked against, computed once. */
export interface OriginalFacts {
  profile: ResumeProfile;
  /** the original, normalised, in loose form with a space at each end */
  looseText: string;
  numbers: Set<string>;
  dates: Set<string>;
  /** the degree levels the original names (computed on first use) */
  degreeLevels: () => Set<DegreeLevel>;
  headline: string;
  tools: NamedTool[];
  statedYears: YearsClaim[];
  yearsFromDates: number;
  skillYears: SkillYears[];
  /** how many sentences of its summary introduce the candidate */
  introCount: number;
  /** the first sentence of its summary, in loose form ('' when it has none) */
  summaryStart: string;
  summaryHeadings: number;
  /** the original's lines, bullet glyphs aside: a generated line among them states nothing new */
  lines: Set<string>;
}

/** The facts of an original resume, for one or more checks; pass its profile if you have it. */
export function originalFacts(
  originalResume: string,
  options?: EngineOptions,
  profile?: ResumeProfile,
): OriginalFacts {
  const p = profile ?? profileResume(originalResume, options);
  const original = p.text;
  const numbers = numbersOf(original);
  const years = Math.floor(p.years);
  for (let y = Math.max(0, years - 1); y <= Math.ceil(p.years); y++) numbers.add(String(y));
  let levels: Set<DegreeLevel> | undefined;
  const degreeLevels = () => {
    if (!levels) {
      levels = new Set<DegreeLevel>();
      for (const s of splitSentences(original)) levels.add(degreeLevelOf(s));
      for (const e of p.parsed.education) levels.add(degreeLevelOf(e.degree));
    }
    return levels;
  };
  const mentions = matchTokens(tokenizeText(original));
  return {
    profile: p,
    looseText: ` ${loose(original)} `,
    numbers,
    dates: monthYears(original),
    degreeLevels,
    headline: headlineOf(original, p.parsed),
    tools: namedTools(original, p.parsed, mentions),
    statedYears: yearsClaims(original),
    yearsFromDates: yearsFromDates(p.parsed, p.asOf),
    skillYears: skillYears(original, mentions),
    introCount: introSentences(p.parsed.summary).length,
    summaryStart: loose(splitSentences(p.parsed.summary)[0] ?? ''),
    summaryHeadings: p.parsed.sections.filter((s) => s.kind === 'summary').length,
    lines: new Set(original.split('\n').map(bare)),
  };
}
