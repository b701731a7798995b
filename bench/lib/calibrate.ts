/**
 * Fitting the calibration table of the displayed ATS score (evaluation only, never shipped; the
 * table it makes is, see packages/engine/src/ats/calibrate.ts).
 *
 * Isotonic regression (pool adjacent violators) of "this pair fits" on the raw score. Each pair
 * set counts the same and, inside a set, fitting and not-fitting pairs count the same, so the
 * table reads as the share of fitting pairs at a score when both are equally common (set a's own
 * rate is 43% fitting, set b's 19% by construction). The knots are the blocks' mean raw scores;
 * between them the map is linear, so it is strictly increasing and keeps the ranking. At the top
 * it rises in a straight line to TOP (99), never to 100 (see capTop).
 *
 * Below that, the table never runs flatter than MIN_SLOPE displayed points a raw point: blocks
 * also merge where the share of fitting pairs rises more slowly than that from one block to the
 * next (pool adjacent violators on the share minus MIN_SLOPE times the raw score, the isotonic fit
 * of what is left above a rising line). A plain isotonic fit has near-flat stretches where the
 * labelled pairs happen to fit at about the same rate, and there adding a skill the posting asks
 * for, truthfully, moved the raw match by two points and the number the user sees by none: the
 * product's core loop stood still.
 */
import { displayScore } from '../../packages/engine/src/ats/calibrate';

export interface Scored {
  s: number;
  label: boolean;
  set: number;
}

export type Table = Array<[number, number]>;

/** The least rise of the displayed score a raw point, below the top ramp. */
export const MIN_SLOPE = 0.5;

/** Knots of the isotonic fit; at least MIN_BLOCK weight per block keeps the table small and steady. */
export function fitCalibration(xs: readonly Scored[], minBlock = 0.01): Table {
  const sets = [...new Set(xs.map((x) => x.set))];
  const weightOf = new Map<string, number>();
  for (const s of sets)
    for (const l of [true, false]) {
      const n = xs.filter((x) => x.set === s && x.label === l).length;
      weightOf.set(`${s}|${l}`, n ? 1 / (2 * sets.length * n) : 0);
    }
  const sorted = [...xs].sort((a, b) => a.s - b.s);
  // blocks: weight, weighted sum of labels, weighted sum of raw scores
  const blocks: Array<{ w: number; y: number; x: number }> = [];
  for (const p of sorted) {
    const w = weightOf.get(`${p.set}|${p.label}`)!;
    blocks.push({ w, y: p.label ? w : 0, x: w * p.s });
    // merge while the order is violated (or the last block is too light to stand alone)
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      const rise = b.y / b.w - a.y / a.w;
      const run = b.x / b.w - a.x / a.w;
      if (rise > (MIN_SLOPE / 100) * run && a.w >= minBlock) break;
      blocks.pop();
      a.w += b.w;
      a.y += b.y;
      a.x += b.x;
    }
  }
  const knots: Table = blocks.map((b) => [
    Math.round((100 * b.x) / b.w) / 100,
    Math.round((1000 * b.y) / b.w) / 10,
  ]);
  // no match at all shows 0 (below the data, the line runs to it)
  if (knots[0]![0] >= 0.5 && knots[0]![1] > 0) knots.unshift([0, 0]);
  return capTop(knots);
}

/**
 * The top of the table. The displayed score never reaches 100: no labelled data says a match is
 * certain. Above the first knot where 90 in 100 pairs fit, the data is too thin to tell scores
 * apart (a few dozen pairs; the isotonic fit there is nearly flat, so near-perfect resumes tied),
 * so the table keeps that knot and runs in a straight line from it to TOP at a raw score of 100:
 * strictly increasing, so two different matches rarely show the same number. The line sits at
 * or below the thin data there: a cautious reading, never a bolder one.
 */
export const TOP = 99;
const RAMP_FROM = 90;
function capTop(knots: Table): Table {
  const out: Table = [];
  for (const [x, y] of knots) {
    out.push([x, Math.min(y, TOP)]);
    if (y >= RAMP_FROM) break;
  }
  const last = out[out.length - 1]!;
  if (last[0] < 100 && last[1] < TOP) out.push([100, TOP]);
  return out;
}

export const applyTable = (raw: number, table: Table) => displayScore(raw, table);
