/**
 * Repeated cross-validation of the ATS score (evaluation only, never shipped).
 *
 * Every repetition draws new folds (documents are assigned to folds by a hash of their text and
 * the repetition's seed). A pair is held out in fold f when its posting is in fold f and, in the
 * sets where resumes repeat, its resume is in fold f too; the weights for fold f are fitted on
 * the pairs that share no document with fold f. So every held-out figure comes from postings and
 * resumes the weights never saw.
 *
 * A figure is the mean over all R x K held-out folds with a 95% interval from the corrected
 * resampled t statistic (Nadeau and Bengio 2003): the folds of one repetition share most of their
 * training data, so their spread understates the uncertainty; the correction widens the variance
 * by the test/train size ratio. Differences (a model with a part against one without) are taken
 * fold by fold on the same pairs, which gives a much tighter interval than two separate means.
 */
import { type PartName, type ScoreParts } from '../../packages/engine/src/index';
import { TfIdf, type TermCounts } from './baseline';
import { fitWeights, scoreWith, type Weights } from './fit';
import { hash, mean, rocAuc, sd } from './stats';

/** One scored resume/posting pair with everything the folds need. */
export interface Pair {
  set: number;
  label: boolean;
  parts: ScoreParts;
  keyword: number;
  overlap: number;
  resume: TermCounts;
  job: TermCounts;
  /** the texts the folds are drawn by */
  resumeKey: string;
  jobKey: string;
  /** whether the resume's fold counts (false where one resume is in every pair of the set) */
  resumeFolds: boolean;
  /** in set b: the resume is from a field far from any posting (law, arts, HR, sales...) */
  farField?: boolean;
  /** in set b: the posting's field and the resume's category */
  field?: string;
  category?: string;
}

export interface CvOptions {
  repeats: number;
  folds: number;
  /** also refit without each part in turn, to measure what each part adds */
  ablate?: readonly PartName[];
  /** parts measured and shown but given no weight (the shipped method) */
  leaveOut?: readonly PartName[];
  /** the least weight a part keeps (the shipped method; see fit.ts) */
  floors?: Partial<Weights>;
}

/** Per held-out fold, per set: the AUC of each metric; and each pair's out-of-fold scores. */
export interface CvResult {
  /** `${set}|${metric}` -> one AUC per held-out fold (R x K of them) */
  auc: Map<string, number[]>;
  /** out-of-fold atsScore of each pair, once per repetition that held it out */
  outOfFold: Map<Pair, number[]>;
  /** out-of-fold atsScore and the training scores of the same fold's model, per fold */
  foldScores: Array<{ train: Array<{ p: Pair; s: number }>; test: Array<{ p: Pair; s: number }> }>;
  weights: Weights[];
}

export const BASE_METRICS = [
  'atsScore',
  'keywordMatchScore',
  'TF-IDF cosine',
  'word overlap',
] as const;

function foldOf(key: string, seed: number, k: number): number {
  return hash(`${seed}\u0000${key}`) % k;
}

export function crossValidate(
  pairs: readonly Pair[],
  parts: readonly PartName[],
  opts: CvOptions,
): CvResult {
  const sets = [...new Set(pairs.map((p) => p.set))].sort();
  const auc = new Map<string, number[]>();
  const push = (k: string, v: number) => auc.set(k, [...(auc.get(k) ?? []), v]);
  const outOfFold = new Map<Pair, number[]>();
  const foldScores: CvResult['foldScores'] = [];
  const weights: Weights[] = [];
  for (let r = 0; r < opts.repeats; r++) {
    const seed = 7919 * (r + 1);
    const memo = new Map<string, number>();
    const fold = (key: string) => {
      let f = memo.get(key);
      if (f === undefined) memo.set(key, (f = foldOf(key, seed, opts.folds)));
      return f;
    };
    for (let f = 0; f < opts.folds; f++) {
      const test: Pair[] = [];
      const train: Pair[] = [];
      for (const p of pairs) {
        const jf = fold(p.jobKey);
        const rf = p.resumeFolds ? fold(p.resumeKey) : -1;
        if (jf === f && (rf === -1 || rf === f)) test.push(p);
        else if (jf !== f && rf !== f) train.push(p);
      }
      const w = fitWeights(train, opts.leaveOut, opts.floors);
      weights.push(w);
      const fs = {
        train: train.map((p) => ({ p, s: scoreWith(p.parts, w) })),
        test: test.map((p) => ({ p, s: scoreWith(p.parts, w) })),
      };
      foldScores.push(fs);
      for (const { p, s } of fs.test) outOfFold.set(p, [...(outOfFold.get(p) ?? []), s]);
      const ablated = (opts.ablate ?? []).map((k) => ({
        k,
        w: fitWeights(train, [...(opts.leaveOut ?? []), k], opts.floors),
      }));
      for (const s of sets) {
        const ts = test.filter((p) => p.set === s);
        const labels = ts.map((p) => p.label);
        const docs = new Set<TermCounts>();
        for (const p of train) if (p.set === s) docs.add(p.resume).add(p.job);
        const tfidf = new TfIdf([...docs]);
        const m = (name: string, xs: number[]) => push(`${s}|${name}`, rocAuc(xs, labels));
        m(
          'atsScore',
          ts.map((p) => scoreWith(p.parts, w)),
        );
        m(
          'keywordMatchScore',
          ts.map((p) => p.keyword),
        );
        m(
          'TF-IDF cosine',
          ts.map((p) => tfidf.cosine(p.resume, p.job)),
        );
        m(
          'word overlap',
          ts.map((p) => p.overlap),
        );
        for (const k of parts)
          m(
            `part:${k}`,
            ts.map((p) => p.parts[k] ?? 50),
          );
        m(
          'part:hygiene',
          ts.map((p) => p.parts.hygiene),
        );
        for (const a of ablated)
          m(
            `without:${a.k}`,
            ts.map((p) => scoreWith(p.parts, a.w)),
          );
      }
    }
  }
  return { auc, outOfFold, foldScores, weights };
}

/** Two-sided 97.5% quantile of Student's t (Cornish-Fisher expansion; exact enough for df >= 5). */
function t975(df: number): number {
  const z = 1.959964;
  return (
    z +
    (z ** 3 + z) / (4 * df) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
  );
}

export interface Interval {
  mean: number;
  low: number;
  high: number;
  /** spread of the single-fold figures */
  sd: number;
  n: number;
}

/** Mean over the held-out folds with the corrected resampled-t 95% interval. */
export function interval(xs: readonly number[], folds: number): Interval {
  const v = xs.filter((x) => Number.isFinite(x));
  const m = mean(v);
  const s = sd(v);
  const half = t975(v.length - 1) * Math.sqrt((1 / v.length + 1 / (folds - 1)) * s * s);
  return { mean: m, low: m - half, high: m + half, sd: s, n: v.length };
}

/** Fold-by-fold difference a - b, as an interval. */
export function difference(a: readonly number[], b: readonly number[], folds: number): Interval {
  return interval(
    a.map((x, i) => x - b[i]!),
    folds,
  );
}
