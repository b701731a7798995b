import { hash32, rng } from '../../packages/engine/src/text/seeded';

/** ROC AUC by the rank-sum (Mann-Whitney U) formula; ties count one half. */
export function rocAuc(scores: number[], labels: boolean[]): number {
  const idx = scores.map((s, i) => ({ s, y: labels[i]! }));
  idx.sort((a, b) => a.s - b.s);
  let rankSumPos = 0;
  let nPos = 0;
  let nNeg = 0;
  let i = 0;
  while (i < idx.length) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]!.s === idx[i]!.s) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (idx[k]!.y) {
        rankSumPos += avgRank;
        nPos++;
      } else nNeg++;
    }
    i = j + 1;
  }
  if (!nPos || !nNeg) return NaN;
  return (rankSumPos - (nPos * (nPos + 1)) / 2) / (nPos * nNeg);
}

/** Deterministic sample of up to n items. */
export function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  const r = rng(seed);
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}

export function prf(
  tp: number,
  predicted: number,
  gold: number,
  goldHit = tp,
): { precision: number; recall: number; f1: number } {
  const precision = predicted ? tp / predicted : 0;
  const recall = gold ? goldHit / gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

export const fmt = (x: number, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
}

/** Sample standard deviation. */
export function sd(xs: readonly number[]): number {
  if (xs.length < 2) return NaN;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(xs: readonly number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/**
 * A stable 32-bit hash of a string (FNV-1a), for assigning documents to folds, and deterministic
 * pseudo-random numbers (mulberry32): the engine's.
 */
export { hash32 as hash, rng };
