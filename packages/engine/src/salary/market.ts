/**
 * The market for an occupation in a place: BLS OEWS May 2023 national percentiles, scaled to a
 * state by the ratio of the state's mean wage to the national mean for the same occupation,
 * with BLS's special values kept honest (a top-coded figure stays a lower bound, a missing one
 * stays missing, an hourly-only occupation is annualised at 2,080 hours and says so).
 */
import { wagesFor, type OccupationWages, type WagePercentiles } from '../occupation/wages';
import { ordinal, roundWage, usd, type CurvePoint } from './money';
import { countryOutsideUs } from './place';
import { ALL_OCCUPATIONS } from './resolve';

export const BLS_SOURCE =
  'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2023';
/** BLS's ceiling: wages at or above it are published only as "#". */
export const BLS_TOP_ANNUAL = 239_200;
export const BLS_TOP_HOURLY = 115;
const HOURS_PER_YEAR = 2080;

export const PERCENTILES = [10, 25, 50, 75, 90] as const;
type Pct = (typeof PERCENTILES)[number];
const KEY: Record<Pct, keyof WagePercentiles> = {
  10: 'p10',
  25: 'p25',
  50: 'p50',
  75: 'p75',
  90: 'p90',
};

export interface MarketPoint {
  percentile: Pct;
  /** annual USD, null when BLS did not publish it */
  amount: number | null;
  /** true when BLS top-coded it: the real figure is at least this */
  topCoded: boolean;
  /**
   * for a state figure capped at BLS's ceiling: the state-scaled value it would have had. Never
   * shown; it only lets an amount far beyond even that be called far above the 90th percentile.
   */
  estimate?: number;
}

export interface Market {
  /** the BLS row used */
  blsCode: string;
  blsTitle: string;
  /** the row is the occupation itself or a group BLS publishes it in */
  level: OccupationWages['level'];
  /** the unit BLS publishes; hourly-only figures are annualised here */
  basis: 'annual' | 'hourly';
  employment: number | null;
  national: MarketPoint[];
  /** national scaled to the state (or the national figures when no state is known) */
  local: MarketPoint[];
  area: string;
  stateAbbreviation: string | null;
  /** state mean / national mean; 1 when no state */
  stateFactor: number;
  stateBasis: 'occupation' | 'major group' | 'all occupations' | null;
  /**
   * the country the location names when it is outside the US ("the United Arab Emirates"): the
   * figures are still US figures, the only wage data we have, and do not describe pay there
   */
  country: string | null;
  notes: string[];
}

function points(w: OccupationWages): MarketPoint[] {
  const annual = w.annual;
  const hourly = w.hourly;
  return PERCENTILES.map((p) => {
    const key = KEY[p];
    const topCoded = w.topCoded.includes(key);
    let amount: number | null = null;
    if (annual) amount = annual[key];
    else if (hourly && hourly[key] !== null) amount = Math.round(hourly[key]! * HOURS_PER_YEAR);
    if (topCoded) amount = w.basis === 'hourly' ? BLS_TOP_HOURLY * HOURS_PER_YEAR : BLS_TOP_ANNUAL;
    return { percentile: p, amount, topCoded };
  });
}

/** The market of an occupation code in a location (free text; null or unrecognised = national). */
export function marketFor(code: string, location: string | null | undefined): Market | null {
  const w = wagesFor(code, location ?? '') ?? null;
  if (!w) return null;
  const national = points(w);
  if (national.every((p) => p.amount === null)) return null;
  const notes: string[] = [];
  if (w.level !== 'detailed')
    notes.push(
      `BLS publishes this occupation's wages only within the wider group "${w.title}" (SOC ${w.code}); the figures are that group's.`,
    );
  if (w.basis === 'hourly')
    notes.push(
      'BLS publishes only hourly wages for this occupation; annual figures here are the hourly figure x 2,080 hours (full time) and overstate pay for part-time work.',
    );
  const missing = national.filter((p) => p.amount === null).map((p) => `${p.percentile}th`);
  if (missing.length)
    notes.push(`BLS did not publish the ${missing.join(', ')} percentile for this occupation.`);
  const state = w.state ?? null;
  const country = state ? null : countryOutsideUs(location);
  const factor = state ? state.factor : 1;
  const local = national.map((p): MarketPoint => {
    // a top-coded value is a lower bound nationally; scaling it would invent a figure
    if (p.amount === null || p.topCoded) return { ...p };
    const amount = roundWage(p.amount * factor);
    // nor may scaling carry a figure past the ceiling BLS itself publishes up to: BLS's own
    // state table would show it as top-coded too
    return amount >= BLS_TOP_ANNUAL
      ? { ...p, amount: BLS_TOP_ANNUAL, topCoded: true, estimate: amount }
      : { ...p, amount };
  });
  const capped = local.filter((p, i) => p.topCoded && !national[i]!.topCoded);
  if (state) {
    if (capped.length)
      notes.push(
        `Scaled to ${state.name}, the ${capped.map((p) => ordinal(p.percentile)).join(' and ')} percentile would pass ${usd(BLS_TOP_ANNUAL)}, the highest wage BLS publishes: shown as above ${usd(BLS_TOP_ANNUAL)} (BLS does not publish higher).`,
      );
    const precise = locationPrecision(location ?? '', state);
    if (precise) notes.push(precise);
    notes.push(
      state.basis === 'occupation'
        ? `${state.name}: BLS's mean wage for this occupation there is ${factor >= 1 ? `${Math.round((factor - 1) * 100)}% above` : `${Math.round((1 - factor) * 100)}% below`} the national mean, so the national percentiles are scaled by ${factor.toFixed(3)}.`
        : `${state.name}: BLS publishes no state mean for this occupation there, so the ${state.basis === 'major group' ? "occupation's major group" : 'all-occupations'} ratio of state to national mean (${factor.toFixed(3)}) is used.`,
    );
  } else if (country) {
    notes.push(
      `"${location!.trim().slice(0, 80)}" is in ${country}. Our wage data are US data (BLS) only: the figures shown are US national pay, not pay in ${country}, where it can be much higher or lower.`,
    );
  } else if (location && location.trim()) {
    notes.push(
      `"${location.trim().slice(0, 80)}" is not a US state we recognise, so national figures are shown.`,
    );
  }
  if (national.some((p) => p.topCoded))
    notes.push(
      `Figures shown as "above ${usd(BLS_TOP_ANNUAL)}" are top-coded by BLS: the real value is ${usd(BLS_TOP_ANNUAL)} a year or more, and BLS does not publish how much more.`,
    );
  return {
    blsCode: w.code,
    blsTitle: w.code === ALL_OCCUPATIONS.code ? ALL_OCCUPATIONS.title : w.title,
    level: w.level,
    basis: w.basis,
    employment: w.employment,
    national,
    local,
    area: state ? state.name : 'the United States',
    stateAbbreviation: state ? state.abbreviation : null,
    stateFactor: factor,
    stateBasis: state ? state.basis : null,
    country,
    notes,
  };
}

/** The market as a curve to place amounts on (published points only). */
export function curveOf(points: readonly MarketPoint[]): CurvePoint[] {
  return points
    .filter((p): p is MarketPoint & { amount: number } => p.amount !== null)
    .map((p) => ({
      percentile: p.percentile,
      amount: p.amount,
      topCoded: p.topCoded,
      ...(p.estimate !== undefined ? { estimate: p.estimate } : {}),
    }));
}

/** The amount at a percentile, or null. */
export function at(points: readonly MarketPoint[], percentile: Pct): MarketPoint | undefined {
  return points.find((p) => p.percentile === percentile);
}

/** How a top-coded figure reads: never as a number above BLS's ceiling. */
export const TOP_CODED_WORDS = `above ${usd(BLS_TOP_ANNUAL)} (BLS does not publish higher)`;

/** "$82,200" or "above $239,200 (BLS does not publish higher)" or "not published". */
export function describePoint(p: MarketPoint | undefined): string {
  if (!p || p.amount === null) return 'not published';
  return p.topCoded ? TOP_CODED_WORDS : usd(p.amount);
}

/**
 * The note that says the figures are for the whole state when the location names more than
 * the state ("Houston, TX"): BLS state means are the finest level our data has, so a city is
 * never named as the figures' place. Null when the location is the state itself.
 */
function locationPrecision(
  location: string,
  state: { name: string; abbreviation: string },
): string | null {
  const text = location.trim().slice(0, 80);
  const bare = text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .replace(/\b(state|of|usa|us|united states)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!bare || bare === state.name.toLowerCase() || bare === state.abbreviation.toLowerCase())
    return null;
  return `"${text}": the figures are for ${state.name} as a whole. Our wage data go down to states, not cities or metro areas.`;
}
