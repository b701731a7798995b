/**
 * What `npm run eval` (bench/eval.ts) measured about the ATS score, as the page
 * /how-the-ats-score-works shows it. Every figure on that page comes from this one file: after
 * changing the score, run the evaluation and copy its numbers here.
 *
 * ROC AUC: the chance that the score ranks a randomly chosen relevant pair above a randomly
 * chosen irrelevant one (0.5 is a coin toss, 1 is perfect). The figures are for held-out folds:
 * each pair was scored with weights fitted on pairs sharing no posting or resume with it. The
 * cross-validation is repeated (10 x 5 folds, each repetition with its own folds); mean and sd
 * are over all 50 held-out folds, low/high the 95% interval (corrected resampled t), and `folds`
 * the five folds of the first repetition.
 * The truthfulness counts come from bench/eval-tailoring.ts (the second half of `npm run eval`).
 */

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
  weights: Record<
    | 'hardSkills'
    | 'skillFocus'
    | 'softSkills'
    | 'keywords'
    | 'title'
    | 'seniority'
    | 'education'
    | 'experience'
    | 'family'
    | 'gates'
    | 'skillProfile',
    number
  >;
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

export const atsMeasurements: AtsMeasurements = {
  measuredOn: '2026-11-28',
  command: 'npm run eval',
  folds: 5,
  repeats: 10,
  sets: [
    {
      id: 'relevance',
      title: 'One resume against labelled postings',
      description:
        'A software engineer’s resume against 513 real postings, each labelled relevant or not by a person. Folds are split by posting.',
      pairs: 513,
      positives: 220,
      auc: {
        atsScore: {
          folds: [0.834, 0.749, 0.89, 0.863, 0.868],
          mean: 0.839,
          sd: 0.043,
          low: 0.795,
          high: 0.884,
        },
        keywordMatchScore: {
          folds: [0.774, 0.779, 0.839, 0.817, 0.723],
          mean: 0.79,
          sd: 0.05,
          low: 0.738,
          high: 0.842,
        },
        tfidf: {
          folds: [0.742, 0.739, 0.797, 0.793, 0.619],
          mean: 0.749,
          sd: 0.084,
          low: 0.661,
          high: 0.837,
        },
        wordOverlap: {
          folds: [0.593, 0.584, 0.715, 0.604, 0.726],
          mean: 0.644,
          sd: 0.057,
          low: 0.584,
          high: 0.704,
        },
      },
    },
    {
      id: 'field',
      title: 'Same field against another field',
      description:
        'Resumes and postings from seven fields (software, data, DevOps, security and more); a pair is relevant when both are in the same field. Each posting is paired with every resume of its field and 50 of other fields; a pair is held out only when both its posting and its resume are unseen.',
      pairs: 16991,
      positives: 3291,
      auc: {
        atsScore: {
          folds: [0.858, 0.871, 0.771, 0.918, 0.864],
          mean: 0.856,
          sd: 0.047,
          low: 0.807,
          high: 0.905,
        },
        keywordMatchScore: {
          folds: [0.735, 0.738, 0.622, 0.824, 0.732],
          mean: 0.731,
          sd: 0.056,
          low: 0.673,
          high: 0.789,
        },
        tfidf: {
          folds: [0.65, 0.639, 0.604, 0.736, 0.676],
          mean: 0.657,
          sd: 0.072,
          low: 0.581,
          high: 0.732,
        },
        wordOverlap: {
          folds: [0.589, 0.563, 0.524, 0.68, 0.589],
          mean: 0.589,
          sd: 0.085,
          low: 0.499,
          high: 0.678,
        },
      },
    },
  ],
  // the displayed score, out of fold, pooled over the 10 repetitions
  spreads: [
    { label: 'Relevant postings (one resume)', pairs: 2200, p10: 66, p50: 74, p90: 95, max: 99 },
    {
      label: 'Postings not relevant (one resume)',
      pairs: 2930,
      p10: 16,
      p50: 61,
      p90: 78,
      max: 99,
    },
    { label: 'Same field', pairs: 6558, p10: 16, p50: 58, p90: 67, max: 98 },
    { label: 'Another field', pairs: 27433, p10: 0, p50: 13, p90: 56, max: 96 },
    {
      label: 'A distant field (law, arts, HR, sales…)',
      pairs: 10982,
      p10: 0,
      p50: 3,
      p90: 17,
      max: 75,
    },
  ],
  bands: [
    {
      set: 'relevance',
      bands: [
        { label: 'Poor (0-34)', pairs: 882, fitting: 22 },
        { label: 'Weak (35-49)', pairs: 274, fitting: 24 },
        { label: 'Fair (50-69)', pairs: 1550, fitting: 478 },
        { label: 'Good (70-89)', pairs: 1944, fitting: 1236 },
        { label: 'Great (90-99)', pairs: 480, fitting: 440 },
      ],
    },
    {
      set: 'field',
      bands: [
        { label: 'Poor (0-34)', pairs: 22094, fitting: 1163 },
        { label: 'Weak (35-49)', pairs: 2642, fitting: 681 },
        { label: 'Fair (50-69)', pairs: 8718, fitting: 4320 },
        { label: 'Good (70-89)', pairs: 487, fitting: 358 },
        { label: 'Great (90-99)', pairs: 50, fitting: 36 },
      ],
    },
  ],
  weights: {
    hardSkills: 0.1,
    skillFocus: 0.14,
    softSkills: 0,
    keywords: 0.05,
    title: 0.04,
    seniority: 0.07,
    education: 0,
    experience: 0.02,
    family: 0.32,
    gates: 0,
    skillProfile: 0.26,
  },
  floors: { hardSkills: 0.1, keywords: 0.05 },
  floorCost: { relevance: 0.009, field: -0.002 },
  hygieneShare: 0.1,
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
