/**
 * Where on the BLS wage curve a person's pay is expected to sit, from the level their title
 * names (junior ... director) and their years of experience.
 *
 * A BLS OEWS percentile mixes everyone in the occupation: new entrants, mid-career workers and
 * the most senior. So the curve itself stays as BLS publishes it (scaled to the state), and the
 * person's level moves the reference point along it: a senior title with 6-10 years is expected
 * around the 60th-75th percentile, a junior one around the 10th-35th. The bands are our
 * estimates (the OEWS has no cut by level or experience), kept wide and said to be ours:
 *
 * - The level a title names. In most occupations "senior" is the experienced half of the
 *   workforce and "staff"/"principal" the top tenth; "lead" and a manager of people in a
 *   non-management occupation sit above the median; "junior", "I", intern and apprentice in
 *   the bottom third. Where the level word is the occupation itself ("Construction Manager",
 *   "Art Director", "First-Line Supervisor", "Staff Nurse") it says nothing about the level.
 * - Years of experience. Without a level word: 0-2 years the 10th-35th, 3-5 the 25th-50th,
 *   6-10 the 40th-65th, 11-15 the 50th-75th, more the 55th-80th (earnings rise fastest in the
 *   first decade and flatten after about fifteen years: the concave experience-earnings profile,
 *   Mincer 1974 onwards). With a level word, years shift its band a little: 0-2 years 10 points
 *   down, 3-5 five down, 6-10 none, 11 and more five up.
 * - Industry and company size (factors.ts) multiply the pay at both ends of the band, which is
 *   then placed on the curve again.
 */
import { titleWords } from '../occupation/normalize';
import type { SalaryExperience } from './factors';
import type { MarketPoint } from './market';
import { ordinal, roundWage, usd } from './money';

export const TITLE_LEVELS = [
  'junior',
  'mid',
  'senior',
  'lead',
  'staff',
  'principal',
  'manager',
  'director',
] as const;
export type TitleLevel = (typeof TITLE_LEVELS)[number];

/** The percentile band each level is expected at (before years, industry and size). */
export const LEVEL_BANDS: Record<TitleLevel, readonly [number, number]> = {
  junior: [10, 35],
  mid: [35, 60],
  senior: [60, 75],
  lead: [65, 85],
  staff: [75, 90],
  principal: [85, 90],
  manager: [65, 85],
  director: [75, 90],
};

/** The band for years of experience when the title names no level. */
export const EXPERIENCE_BANDS: Record<SalaryExperience, readonly [number, number]> = {
  '0-2': [10, 35],
  '3-5': [25, 50],
  '6-10': [40, 65],
  '11-15': [50, 75],
  '15+': [55, 80],
};

/** How far years move a level's band, in percentile points. */
export const EXPERIENCE_SHIFTS: Record<SalaryExperience, number> = {
  '0-2': -10,
  '3-5': -5,
  '6-10': 0,
  '11-15': 5,
  '15+': 5,
};

/** Neither a level nor years: the middle half of the curve. */
export const DEFAULT_BAND = [25, 75] as const;

export interface LevelReading {
  level: TitleLevel | null;
  /** the word of the title that says it ("senior", "ii"), null when none */
  word: string | null;
}

const LEVEL_WORDS: Array<[TitleLevel, RegExp]> = [
  ['director', /^(director|vice|president|head|chief)$/],
  ['manager', /^(manager|management)$/],
  ['principal', /^(principal|distinguished)$/],
  ['staff', /^(staff|iv)$/],
  // a charge nurse runs the unit's shift: the nursing word for a lead
  ['lead', /^(lead|head|charge)$/],
  ['senior', /^(senior|iii)$/],
  ['junior', /^(junior|entry|intern|internship|trainee|apprentice|graduate|i)$/],
  ['mid', /^(mid|intermediate|ii)$/],
];

/**
 * The level a job title names, for an occupation. A word that is part of the occupation's own
 * name ("manager" in "Construction Managers", "director" in "Art Directors") or of a
 * supervisor's or manager's job does not count; "staff" counts only in computer, engineering
 * and science occupations ("Staff Engineer", not "Staff Nurse"), "principal" not for school
 * principals.
 */
export function titleLevel(
  title: string,
  occupation: { code: string; title: string },
): LevelReading {
  const words = titleWords(title.slice(0, 200));
  const own = new Set(titleWords(occupation.title));
  const management = occupation.code.startsWith('11-');
  const supervisor = /^first-line supervisors/i.test(occupation.title);
  for (const [level, re] of LEVEL_WORDS) {
    const i = words.findIndex((w, k) =>
      // "Head of Engineering" is a director; a "Head Nurse" or "Head Cook" leads a team
      w === 'head'
        ? (level === 'director' || level === 'lead') &&
          (level === 'director') === (words[k + 1] === 'of')
        : re.test(w),
    );
    const word = i >= 0 ? words[i]! : undefined;
    if (!word) continue;
    if (own.has(word)) continue;
    if (level === 'manager' && (management || supervisor)) continue;
    if (level === 'lead' && supervisor) continue;
    if (level === 'director' && occupation.code.startsWith('11-1011')) continue;
    if (level === 'staff' && !/^(15|17|19)-/.test(occupation.code)) continue;
    if (level === 'principal' && /^11-903/.test(occupation.code)) continue;
    return { level, word };
  }
  return { level: null, word: null };
}

export interface ReferencePoint {
  /** where the amount sits on the curve, 10..90 (past the 90th: 90 with `above90`) */
  percentile: number;
  amount: number;
  /** at or past BLS's ceiling: shown as "above $239,200 (BLS does not publish higher)" */
  topCoded: boolean;
  /** interpolated towards a top-coded point: the real figure is at least this */
  atLeast: boolean;
  /** industry and size push it past the curve's 90th percentile */
  above90: boolean;
}

export interface SalaryReference {
  level: TitleLevel | null;
  levelWord: string | null;
  experience: SalaryExperience | null;
  /** the band before industry and company size, in percentiles */
  band: { low: number; high: number };
  /** industry x company size, applied to the pay at both ends of the band */
  factor: number;
  low: ReferencePoint;
  high: ReferencePoint;
  /** "the 60th to 75th percentile ($183,150 to $210,770)" */
  words: string;
  /** how the band was chosen, in the user's terms */
  explanation: string;
}

type Known = MarketPoint & { amount: number };

/** The pay at a percentile of the curve, linear between published points. */
function amountAt(
  curve: readonly Known[],
  pct: number,
): { amount: number; topCoded: boolean; atLeast: boolean } {
  const first = curve[0]!;
  if (pct <= first.percentile)
    return { amount: first.amount, topCoded: first.topCoded, atLeast: false };
  for (let i = 0; i + 1 < curve.length; i++) {
    const a = curve[i]!;
    const b = curve[i + 1]!;
    if (pct > b.percentile) continue;
    if (a.topCoded) return { amount: a.amount, topCoded: true, atLeast: false };
    if (pct === b.percentile) return { amount: b.amount, topCoded: b.topCoded, atLeast: false };
    const share = (pct - a.percentile) / (b.percentile - a.percentile);
    return {
      amount: roundWage(a.amount + share * (b.amount - a.amount)),
      topCoded: false,
      // the upper point is only a lower bound, so the line to it is too
      atLeast: b.topCoded,
    };
  }
  const last = curve[curve.length - 1]!;
  return { amount: last.amount, topCoded: last.topCoded, atLeast: false };
}

/** Where an amount sits, 10..90, on the curve (linear between points). */
function percentileOf(curve: readonly Known[], amount: number): number {
  const first = curve[0]!;
  if (amount <= first.amount) return first.percentile;
  for (let i = 0; i + 1 < curve.length; i++) {
    const a = curve[i]!;
    const b = curve[i + 1]!;
    if (amount > b.amount) continue;
    return Math.round(
      a.percentile +
        ((amount - a.amount) / (b.amount - a.amount || 1)) * (b.percentile - a.percentile),
    );
  }
  return curve[curve.length - 1]!.percentile;
}

function point(curve: readonly Known[], pct: number, factor: number, cap: number): ReferencePoint {
  const base = amountAt(curve, pct);
  if (base.topCoded)
    return { percentile: pct, amount: cap, topCoded: true, atLeast: false, above90: false };
  const amount = roundWage(base.amount * factor);
  if (amount >= cap)
    return { percentile: pct, amount: cap, topCoded: true, atLeast: false, above90: false };
  const last = curve[curve.length - 1]!;
  const above90 = !last.topCoded && amount > last.amount;
  return {
    percentile: factor === 1 ? pct : percentileOf(curve, amount),
    amount,
    topCoded: false,
    atLeast: base.atLeast,
    above90,
  };
}

/** "$183,150", "at least $225,000", "above $239,200 (BLS does not publish higher)". */
export function referenceAmount(p: ReferencePoint, cap: number): string {
  if (p.topCoded) return `above ${usd(cap)} (BLS does not publish higher)`;
  return p.atLeast ? `at least ${usd(p.amount)}` : usd(p.amount);
}

function pctWords(p: ReferencePoint): string {
  return p.above90 ? 'above the 90th' : `the ${ordinal(p.percentile)}`;
}

const LEVEL_WORDS_TEXT: Record<TitleLevel, string> = {
  junior: 'a junior or entry-level title',
  mid: 'a mid-level title',
  senior: 'a senior title',
  lead: 'a lead title',
  staff: 'a staff-level title',
  principal: 'a principal-level title',
  manager: 'a manager title',
  director: 'a director-level title',
};

/**
 * The expected band on the curve for a title level, years of experience, and an industry x
 * company-size factor; with the words that say how it was chosen. Null when the curve has
 * fewer than two published points.
 */
export function referenceFor(input: {
  curve: readonly MarketPoint[];
  level: LevelReading;
  experience: SalaryExperience | null | undefined;
  factor: number;
  factorWords: string | null;
  cap: number;
}): SalaryReference | null {
  const curve = input.curve.filter((p): p is Known => p.amount !== null);
  if (curve.length < 2) return null;
  const experience = input.experience ?? null;
  const { level, word } = input.level;
  let band: [number, number];
  /** the sentences that say how the band was chosen */
  const how: string[] = [];
  if (level) {
    const [lo, hi] = LEVEL_BANDS[level];
    band = [lo, hi];
    const what = word === 'charge' ? 'a charge nurse leads the shift' : LEVEL_WORDS_TEXT[level];
    let sentence = `Your title says "${word}" (${what}), which we place at the ${ordinal(lo)}-${ordinal(hi)} percentile`;
    if (experience) {
      const shift = EXPERIENCE_SHIFTS[experience];
      band = [lo + shift, hi + shift];
      sentence +=
        shift === 0
          ? `; ${experience} years of experience leave it there`
          : `; ${experience} years of experience move it ${Math.abs(shift)} points ${shift > 0 ? 'up' : 'down'}`;
    }
    how.push(`${sentence}.`);
  } else if (experience) {
    const [lo, hi] = EXPERIENCE_BANDS[experience];
    band = [lo, hi];
    how.push(
      `Your title names no level, so your ${experience} years of experience place you at the ${ordinal(lo)}-${ordinal(hi)} percentile.`,
    );
  } else {
    band = [DEFAULT_BAND[0], DEFAULT_BAND[1]];
    how.push(
      'Neither your title nor your experience says how senior you are, so the reference is the middle half of the market (the 25th-75th percentile).',
    );
  }
  // stay on the published curve (10th to 90th), at least 10 points wide
  if (band[1] > 90) band = [Math.min(band[0], 80), 90];
  if (band[0] < 10) band = [10, Math.max(band[1], 20)];
  const low = point(curve, band[0], input.factor, input.cap);
  const high = point(curve, band[1], input.factor, input.cap);
  const highWords = high.above90 ? 'above the 90th' : ordinal(high.percentile);
  if (input.factor !== 1 && input.factorWords)
    how.push(
      `${input.factorWords.charAt(0).toUpperCase()}${input.factorWords.slice(1)} ${/ and /.test(input.factorWords) ? 'multiply' : 'multiplies'} the pay at both ends by ${input.factor.toFixed(2)}, which moves the band to ${pctWords(low)}-${highWords} percentile.`,
    );
  const words = low.topCoded
    ? `${pctWords(low)} percentile and up (${referenceAmount(low, input.cap)})`
    : `${pctWords(low)} to ${highWords} percentile (${referenceAmount(low, input.cap)} to ${referenceAmount(high, input.cap)})`;
  const explanation = `How we place you on the curve: BLS percentiles mix every level of experience in the occupation. ${how.join(' ')} These bands are our estimates, not BLS data.`;
  return {
    level,
    levelWord: word,
    experience,
    band: { low: band[0], high: band[1] },
    factor: input.factor,
    low,
    high,
    words,
    explanation,
  };
}
