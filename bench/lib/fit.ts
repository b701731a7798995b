/**
 * Fitting the weights of the ATS score's parts (evaluation only, never shipped).
 *
 * The model is the engine's own combineParts: a weighted mean of the parts the posting asks
 * about (a missing part's weight re-spread over the others), scaled by hygiene. The weights are
 * non-negative and sum to 1, so every part's share stays readable. They are fitted by logistic
 * regression: each pair set s gets its own scale a_s and offset b_s (the sets differ in base
 * rate and spread), p = sigmoid(a_s * (score / 100 - b_s)), and the mean log-loss of each set,
 * averaged over the sets, is minimised by projected gradient descent (the weights are projected
 * back onto the simplex after every step). A small ridge term keeps the weights from chasing
 * noise.
 *
 * A part may be given a floor: its weight never goes below it (the rest of the simplex is shared
 * by the fit). Hard skills keep one so that truthfully adding a posting's missing skill to a
 * resume always moves its score, the product's core loop, even where the labelled data alone
 * would rank as well without them.
 */
import {
  combineParts,
  HYGIENE_SHARE,
  PART_NAMES,
  type PartName,
  type ScoreParts,
} from '../../packages/engine/src/index';

export interface Sample {
  parts: ScoreParts;
  label: boolean;
  /** which pair set the sample belongs to (0, 1, ...) */
  set: number;
}

export type Weights = Record<PartName, number>;

const P = PART_NAMES.length;

interface Packed {
  /** part values / 100, NaN for a missing part, P per sample */
  x: Float64Array;
  hygiene: Float64Array;
  y: Uint8Array;
  set: Uint8Array;
  sets: number;
  count: number[];
}

function pack(samples: readonly Sample[]): Packed {
  const n = samples.length;
  const x = new Float64Array(n * P);
  const hygiene = new Float64Array(n);
  const y = new Uint8Array(n);
  const set = new Uint8Array(n);
  let sets = 0;
  samples.forEach((s, i) => {
    PART_NAMES.forEach((k, j) => {
      const v = s.parts[k];
      x[i * P + j] = v === null ? NaN : v / 100;
    });
    hygiene[i] = s.parts.hygiene / 100;
    y[i] = s.label ? 1 : 0;
    set[i] = s.set;
    sets = Math.max(sets, s.set + 1);
  });
  const count = Array.from({ length: sets }, () => 0);
  for (const s of set) count[s]!++;
  return { x, hygiene, y, set, sets, count };
}

/** Euclidean projection onto the simplex {x >= 0, sum x = total} (Duchi et al. 2008). */
function projectSimplex(v: number[], total = 1): number[] {
  const u = [...v].sort((a, b) => b - a);
  let css = 0;
  let theta = 0;
  for (let i = 0; i < u.length; i++) {
    css += u[i]!;
    const t = (css - total) / (i + 1);
    if (u[i]! - t > 0) theta = t;
  }
  return v.map((x) => Math.max(0, x - theta));
}

/** Projection onto {x >= floor, sum x = 1}: shift by the floors, project what is left over. */
function projectWithFloors(v: number[], floors: number[]): number[] {
  const spare = 1 - floors.reduce((n, x) => n + x, 0);
  return projectSimplex(
    v.map((x, i) => x - floors[i]!),
    spare,
  ).map((x, i) => x + floors[i]!);
}

const RIDGE = 0.002;

/** The per-set scale and offset of the logistic link, beside the weights. */
interface Link {
  a: number[];
  b: number[];
}

/**
 * The loss and its gradient in one pass (the model is smooth wherever a pair has a weighted
 * part, so the gradient is exact: d match / d w_j = (v_j - match) / (sum of present weights)).
 */
function lossAndGrad(
  d: Packed,
  w: number[],
  link: Link,
  grad: boolean,
): { loss: number; gw: number[]; ga: number[]; gb: number[] } {
  const sums = Array.from({ length: d.sets }, () => 0);
  const gw = w.map(() => 0);
  const ga = link.a.map(() => 0);
  const gb = link.b.map(() => 0);
  const n = d.y.length;
  for (let i = 0; i < n; i++) {
    let tw = 0;
    let s = 0;
    for (let j = 0; j < P; j++) {
      const v = d.x[i * P + j]!;
      if (v !== v || !w[j]) continue;
      tw += w[j]!;
      s += w[j]! * v;
    }
    const m = tw ? s / tw : 0;
    const h = 1 - HYGIENE_SHARE + HYGIENE_SHARE * d.hygiene[i]!;
    const score = m * h;
    const k = d.set[i]!;
    const z = link.a[k]! * (score - link.b[k]!);
    // log(1 + e^-z) for y = 1, log(1 + e^z) for y = 0, computed stably
    const t = d.y[i] ? -z : z;
    sums[k]! += t > 30 ? t : Math.log1p(Math.exp(t));
    if (!grad) continue;
    const scale = 1 / (d.count[k]! * d.sets);
    const r = (1 / (1 + Math.exp(-z)) - d.y[i]!) * scale;
    ga[k]! += r * (score - link.b[k]!);
    gb[k]! -= r * link.a[k]!;
    if (!tw) continue;
    const gs = (r * link.a[k]! * h) / tw;
    for (let j = 0; j < P; j++) {
      const v = d.x[i * P + j]!;
      if (v !== v) continue;
      gw[j]! += gs * (v - m);
    }
  }
  let total = 0;
  for (let k = 0; k < d.sets; k++) total += d.count[k] ? sums[k]! / d.count[k]! : 0;
  const loss = total / d.sets + RIDGE * w.reduce((n2, x) => n2 + x * x, 0);
  w.forEach((x, j) => (gw[j]! += 2 * RIDGE * x));
  return { loss, gw, ga, gb };
}

/**
 * Fit the part weights on the samples; returns weights rounded to two decimals, summing to 1.
 * Parts in `leaveOut` keep weight 0 (to measure what a part adds); a part in `floors` (and not
 * left out) keeps at least its floor.
 */
export function fitWeights(
  samples: readonly Sample[],
  leaveOut: readonly PartName[] = [],
  floors: Partial<Weights> = {},
  iterations = 300,
): Weights {
  const d = pack(samples);
  const free = PART_NAMES.map((k) => !leaveOut.includes(k));
  const nFree = free.filter(Boolean).length;
  const floorOf = PART_NAMES.filter((_, j) => free[j]).map((k) => floors[k] ?? 0);
  if (floorOf.reduce((n, x) => n + x, 0) > 1) throw new Error('the weight floors sum above 1');
  let w = unpack(
    free,
    projectWithFloors(
      floorOf.map(() => 1 / nFree),
      floorOf,
    ),
  );
  let link: Link = {
    a: Array.from({ length: d.sets }, () => 8),
    b: Array.from({ length: d.sets }, () => 0.5),
  };
  let lr = 0.5;
  let cur = lossAndGrad(d, w, link, true);
  for (let it = 0; it < iterations; it++) {
    // backtracking: halve the step until the loss does not rise
    for (let tries = 0; tries < 12; tries++) {
      const w2 = unpack(
        free,
        projectWithFloors(
          w.filter((_, j) => free[j]).map((x, q) => x - lr * cur.gw[freeIndex(free, q)]!),
          floorOf,
        ),
      );
      const link2 = {
        a: link.a.map((x, k) => Math.max(0.1, x - lr * 20 * cur.ga[k]!)),
        b: link.b.map((x, k) => x - lr * cur.gb[k]!),
      };
      const next = lossAndGrad(d, w2, link2, true);
      if (next.loss <= cur.loss) {
        w = w2;
        link = link2;
        cur = next;
        lr *= 1.2;
        break;
      }
      lr /= 2;
    }
  }
  return roundWeights(w);
}

/** All parts' weights from the free parts' weights (a left-out part weighs 0). */
function unpack(free: readonly boolean[], values: readonly number[]): number[] {
  let q = 0;
  return free.map((f) => (f ? values[q++]! : 0));
}

/** The index among all parts of the q-th free part. */
function freeIndex(free: readonly boolean[], q: number): number {
  let seen = -1;
  for (let j = 0; j < free.length; j++) if (free[j] && ++seen === q) return j;
  return -1;
}

/** Round to two decimals and keep the sum at exactly 1 (the largest weight takes the remainder). */
export function roundWeights(w: number[]): Weights {
  const r = w.map((x) => Math.round(x * 100) / 100);
  const diff = Math.round((1 - r.reduce((n, x) => n + x, 0)) * 100) / 100;
  const top = r.indexOf(Math.max(...r));
  r[top] = Math.round((r[top]! + diff) * 100) / 100;
  const out = {} as Weights;
  PART_NAMES.forEach((k, j) => (out[k] = r[j]!));
  return out;
}

/** The atsScore of a sample under given weights (unrounded). */
export function scoreWith(parts: ScoreParts, w: Weights): number {
  return combineParts(parts, w).atsScore;
}
