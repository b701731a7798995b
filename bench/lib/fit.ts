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

/** Euclidean projection onto the probability simplex (Duchi et al. 2008). */
function projectSimplex(v: number[]): number[] {
  const u = [...v].sort((a, b) => b - a);
  let css = 0;
  let theta = 0;
  for (let i = 0; i < u.length; i++) {
    css += u[i]!;
    const t = (css - 1) / (i + 1);
    if (u[i]! - t > 0) theta = t;
  }
  return v.map((x) => Math.max(0, x - theta));
}

const RIDGE = 0.002;

function loss(d: Packed, w: number[], a: number[], b: number[]): number {
  const sums = Array.from({ length: d.sets }, () => 0);
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
    const score = m * (1 - HYGIENE_SHARE + HYGIENE_SHARE * d.hygiene[i]!);
    const k = d.set[i]!;
    const z = a[k]! * (score - b[k]!);
    // log(1 + e^-z) for y = 1, log(1 + e^z) for y = 0, computed stably
    const t = d.y[i] ? -z : z;
    sums[k]! += t > 30 ? t : Math.log1p(Math.exp(t));
  }
  let total = 0;
  for (let k = 0; k < d.sets; k++) total += d.count[k] ? sums[k]! / d.count[k]! : 0;
  return total / d.sets + RIDGE * w.reduce((n2, x) => n2 + x * x, 0);
}

/** Fit the part weights on the samples; returns weights rounded to two decimals, summing to 1. */
export function fitWeights(samples: readonly Sample[], iterations = 300): Weights {
  const d = pack(samples);
  let w = PART_NAMES.map(() => 1 / P);
  const a = Array.from({ length: d.sets }, () => 8);
  const b = Array.from({ length: d.sets }, () => 0.5);
  const h = 1e-4;
  let lr = 0.5;
  let current = loss(d, w, a, b);
  for (let it = 0; it < iterations; it++) {
    const gw = w.map((_, j) => {
      const up = [...w];
      up[j]! += h;
      const down = [...w];
      down[j] = Math.max(0, down[j]! - h);
      return (loss(d, up, a, b) - loss(d, down, a, b)) / (up[j]! - down[j]!);
    });
    const ga = a.map((_, k) => {
      const up = [...a];
      up[k]! += h;
      return (loss(d, w, up, b) - current) / h;
    });
    const gb = b.map((_, k) => {
      const up = [...b];
      up[k]! += h;
      return (loss(d, w, a, up) - current) / h;
    });
    // backtracking: halve the step until the loss does not rise
    for (let tries = 0; tries < 12; tries++) {
      const w2 = projectSimplex(w.map((x, j) => x - lr * gw[j]!));
      const a2 = a.map((x, k) => Math.max(0.1, x - lr * 20 * ga[k]!));
      const b2 = b.map((x, k) => x - lr * gb[k]!);
      const l2 = loss(d, w2, a2, b2);
      if (l2 <= current) {
        w = w2;
        a.splice(0, a.length, ...a2);
        b.splice(0, b.length, ...b2);
        current = l2;
        lr *= 1.2;
        break;
      }
      lr /= 2;
    }
  }
  return roundWeights(w);
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
