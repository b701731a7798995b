/**
 * What `npm run eval` (bench/eval.ts) measured about the ATS score, as the page
 * /how-the-ats-score-works shows it. Every figure comes from ats-measured.json, which
 * `npx tsx bench/eval.ts --fit --write` writes with the shipped weights (nothing is copied by
 * hand); this file adds the words around the figures and the truthfulness counts.
 *
 * ROC AUC: the chance that the score ranks a randomly chosen relevant pair above a randomly
 * chosen irrelevant one (0.5 is a coin toss, 1 is perfect). The figures are for held-out folds:
 * each pair was scored with weights fitted on pairs sharing no posting or resume with it. The
 * cross-validation is repeated (10 x 5 folds, each repetition with its own folds); mean and sd
 * are over all 50 held-out folds, low/high the 95% interval (corrected resampled t), and `folds`
 * the five folds of the first repetition.
 * The truthfulness counts come from bench/eval-tailoring.ts (the second half of `npm run eval`).
 */

import measured from './ats-measured.json' with { type: 'json' };

export interface FoldAuc {
  /** One ROC AUC per held-out fold of the first repetition. */
  folds: number[];
  /** Over all held-out folds of all repetitions. */
  mean: number;
  sd: number;
  /** 95% interval of the mean (corrected resampled t). */
  low?: number;
  high?: number;
}

export interface PairSet {
  id: 'relevance' | 'field';
  title: string;
  description: string;
  pairs: number;
  positives: number;
  auc: {
    atsScore: FoldAuc;
    keywordMatchScore: FoldAuc;
    tfidf: FoldAuc;
    wordOverlap: FoldAuc;
  };
}

export interface ScoreSpread {
  label: string;
  pairs: number;
  p10: number;
  p50: number;
  p90: number;
  max: number;
}

export interface AtsMeasurements {
  /** When the numbers were taken (YYYY-MM-DD). */
  measuredOn: string;
  command: string;
  folds: number;
  sets: PairSet[];
  /** The displayed atsScore out of fold (weights and calibration fitted without the pair's fold), both pair sets. */
  spreads: ScoreSpread[];
  /** Repetitions of the cross-validation (each with its own folds). */
  repeats?: number;
  /** The weights of the match parts as shipped (fitted on all pairs after cross-validation). */
  /** The weights of the match parts as shipped, by part (bench/eval.ts --fit --write). */
  weights: (typeof measured)['weights'];
  /**
   * What the displayed score's bands meant out of fold (the calibration table fitted on the
   * training folds only): per pair set, how many pairs fell in each band and the share that fit.
   */
  bands?: Array<{
    set: PairSet['id'];
    bands: Array<{ label: string; pairs: number; fitting: number }>;
  }>;
  /** The least weight a part keeps whatever the fit says (hard skills, other keywords). */
  floors?: Partial<Record<keyof AtsMeasurements['weights'], number>>;
  /**
   * What the floors cost in held-out ROC AUC per pair set: the mean fold-by-fold difference
   * between the fit without floors and the fit with them, on the same folds (negative: a gain).
   */
  floorCost?: Record<PairSet['id'], number>;
  /** The share of the match a resume that fails every format check loses. */
  hygieneShare: number;
  /**
   * Truthfulness of tailoring over real resume and posting pairs, when the evaluation counts it:
   * how many tailorings, and how many showed each problem (the target is 0 for each).
   */
  truthfulness: {
    tailorings: number;
    /** Tailorings that changed nothing because the resume could not be read safely. */
    keptAsWritten: number;
    problems: { label: string; count: number }[];
  } | null;
}

const SET_WORDS: Record<PairSet['id'], Pick<PairSet, 'title' | 'description'>> = {
  relevance: {
    title: 'One resume against labelled postings',
    description:
      'A software engineer’s resume against 513 real postings, each labelled relevant or not by a person. Folds are split by posting.',
  },
  field: {
    title: 'Same field against another field',
    description:
      'Resumes and postings from seven fields (software, data, DevOps, security and more); a pair is relevant when both are in the same field. Each posting is paired with every resume of its field and 50 of other fields; a pair is held out only when both its posting and its resume are unseen.',
  },
};

const relevanceSet = measured.sets.find((x) => x.id === 'relevance');
const fieldSet = measured.sets.find((x) => x.id === 'field');
const spreadRow = (label: string, x: Omit<ScoreSpread, 'label'> | null | undefined) =>
  x ? [{ label, ...x }] : [];

export const atsMeasurements: AtsMeasurements = {
  measuredOn: measured.measuredOn,
  command: measured.command,
  folds: measured.folds,
  repeats: measured.repeats,
  sets: measured.sets.map((x) => ({
    id: x.id as PairSet['id'],
    ...SET_WORDS[x.id as PairSet['id']],
    pairs: x.pairs,
    positives: x.positives,
    auc: x.auc,
  })),
  // the displayed score, out of fold, pooled over the repetitions
  spreads: [
    ...spreadRow('Relevant postings (one resume)', relevanceSet?.spread.fitting),
    ...spreadRow('Postings not relevant (one resume)', relevanceSet?.spread.notFitting),
    ...spreadRow('Same field', fieldSet?.spread.fitting),
    ...spreadRow('Another field', fieldSet?.spread.notFitting),
    ...spreadRow('A distant field (law, arts, HR, sales…)', fieldSet?.spread.far),
  ],
  bands: measured.sets.map((x) => ({ set: x.id as PairSet['id'], bands: x.bands })),
  weights: measured.weights,
  floors: measured.floors,
  floorCost: Object.fromEntries(
    measured.sets.map((x) => [x.id, x.floorCost ?? undefined]),
  ) as Record<PairSet['id'], number>,
  hygieneShare: measured.hygieneShare,
  truthfulness: {
    tailorings: 546,
    keptAsWritten: 279,
    problems: [
      { label: 'Invented numbers or dates', count: 0 },
      { label: 'Years above what the resume states', count: 0 },
      { label: 'Years tied to a skill', count: 0 },
      { label: 'Other invented facts (employer, title, degree, skill)', count: 0 },
      { label: 'Dropped headlines', count: 0 },
      { label: 'Named tools dropped or replaced', count: 0 },
      { label: 'Stacked summaries', count: 0 },
      { label: 'Keyword filler sentences', count: 0 },
      { label: 'Duplicate skills', count: 0 },
      { label: 'Verb changes that read wrong', count: 0 },
      { label: 'Original lines whose words are gone', count: 0 },
    ],
  },
};
