/**
 * Money and percentile helpers shared by the salary negotiator and the career planner:
 * US dollars with no decimals, ordinals in words, and where an amount sits on a wage curve.
 */

/** "$85,000": whole US dollars, thousands separated. */
/** An amount in a currency we do not know (the user's own, outside the US): "441,000". */
export function plainAmount(amount: number): string {
  return usd(amount).replace('$', '');
}

export function usd(amount: number): string {
  const n = Math.round(amount);
  const digits = Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}$${digits}`;
}

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
export function ordinal(n: number): string {
  const v = Math.round(n);
  const mod100 = v % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${v}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th';
  return `${v}${suffix}`;
}

/** A wage curve: the published percentiles, in order; a top-coded point is a lower bound. */
export interface CurvePoint {
  percentile: 10 | 25 | 50 | 75 | 90;
  amount: number;
  topCoded: boolean;
  /** a state estimate capped at BLS's ceiling: what it would have been (never shown) */
  estimate?: number;
}

export type CurveZone = 'below-10th' | 'within' | 'above-90th' | 'far-above-90th' | 'top-coded';

export interface CurvePosition {
  /** estimated percentile, 1..99 (null when the curve has too few points to say) */
  percentile: number | null;
  zone: CurveZone;
  /** "the 38th percentile", "below the 10th percentile", "far above the 90th percentile" */
  words: string;
}

/** How far past the 90th percentile counts as "far above" it: a quarter more. */
export const FAR_ABOVE_P90 = 1.25;

/**
 * Where an amount sits on the curve: linear between published percentiles (BLS publishes the
 * 10th, 25th, 50th, 75th and 90th), "below the 10th" and "above the 90th" outside them, and
 * only a lower bound past a top-coded point (BLS does not publish wages above its ceiling).
 */
export function positionOnCurve(amount: number, curve: readonly CurvePoint[]): CurvePosition {
  const known = curve.filter((p) => Number.isFinite(p.amount) && p.amount > 0);
  if (known.length < 2) {
    return { percentile: null, zone: 'within', words: 'not placeable (too few published figures)' };
  }
  const first = known[0]!;
  const topCodedAt = known.find((p) => p.topCoded);
  // past a capped state estimate of the 90th percentile by a quarter: far above it, whatever
  // the exact figure (BLS would publish it only as top-coded)
  if (
    topCodedAt &&
    topCodedAt.percentile === 90 &&
    topCodedAt.estimate !== undefined &&
    amount > topCodedAt.estimate * FAR_ABOVE_P90
  )
    return { percentile: 99, zone: 'far-above-90th', words: 'far above the 90th percentile' };
  if (topCodedAt && amount >= topCodedAt.amount) {
    const prev = known[known.indexOf(topCodedAt) - 1];
    const lower = prev ? prev.percentile : topCodedAt.percentile;
    return {
      percentile: null,
      zone: 'top-coded',
      words: `at or above the ${ordinal(lower)} percentile (BLS publishes no figure above ${usd(topCodedAt.amount)})`,
    };
  }
  const plain = known.filter((p) => !p.topCoded);
  const last = plain[plain.length - 1]!;
  if (amount < first.amount) {
    return {
      percentile: Math.max(
        1,
        Math.min(first.percentile - 1, Math.round(first.percentile * (amount / first.amount))),
      ),
      zone: 'below-10th',
      words: `below the ${ordinal(first.percentile)} percentile`,
    };
  }
  if (amount > last.amount && !topCodedAt) {
    const far = amount > last.amount * FAR_ABOVE_P90;
    return {
      percentile: 99,
      zone: far ? 'far-above-90th' : 'above-90th',
      words: `${far ? 'far above' : 'above'} the ${ordinal(last.percentile)} percentile`,
    };
  }
  for (let i = 0; i + 1 < plain.length; i++) {
    const a = plain[i]!;
    const b = plain[i + 1]!;
    if (amount >= a.amount && amount <= b.amount) {
      const share = b.amount === a.amount ? 0 : (amount - a.amount) / (b.amount - a.amount);
      const p = Math.round(a.percentile + share * (b.percentile - a.percentile));
      return { percentile: p, zone: 'within', words: `the ${ordinal(p)} percentile` };
    }
  }
  // between the last plain point and a top-coded one
  return {
    percentile: last.percentile,
    zone: 'within',
    words: `at or above the ${ordinal(last.percentile)} percentile`,
  };
}

/** Rounds an estimate to the nearest ten dollars (the precision the figures deserve). */
export function roundWage(amount: number): number {
  return Math.round(amount / 10) * 10;
}
