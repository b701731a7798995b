/**
 * What `npm run eval` (bench/eval.ts) measured about the ATS score, as the page
 * /how-the-ats-score-works shows it. Every figure on that page comes from this one file: after
 * changing the score, run the evaluation and copy its numbers here.
 *
 * ROC AUC: the chance that the score ranks a randomly chosen relevant pair above a randomly
 * chosen irrelevant one (0.5 is a coin toss, 1 is perfect). The figures are for held-out folds:
 * each pair was scored with weights fitted on the other folds, never on its own.
 * The truthfulness counts come from bench/eval-tailoring.ts (the second half of `npm run eval`).
 */

export interface FoldAuc {
  /** One ROC AUC per held-out fold. */
  folds: number[];
  mean: number;
  sd: number;
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
  /** atsScore out of fold on the same-field vs other-field pairs. */
  spreads: ScoreSpread[];
  /** The weights of the match parts as shipped (fitted on all pairs after cross-validation). */
  weights: Record<
    | 'hardSkills'
    | 'skillFocus'
    | 'softSkills'
    | 'keywords'
    | 'title'
    | 'seniority'
    | 'education'
    | 'experience',
    number
  >;
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
  measuredOn: '2026-11-24',
  command: 'npm run eval',
  folds: 5,
  sets: [
    {
      id: 'relevance',
      title: 'One resume against labelled postings',
      description:
        'A software engineer’s resume against 513 real postings, each labelled relevant or not by a person. Folds are split by posting.',
      pairs: 513,
      positives: 220,
      auc: {
        atsScore: { folds: [0.892, 0.856, 0.705, 0.846, 0.843], mean: 0.828, sd: 0.072 },
        keywordMatchScore: { folds: [0.787, 0.874, 0.789, 0.711, 0.774], mean: 0.787, sd: 0.058 },
        tfidf: { folds: [0.67, 0.871, 0.758, 0.638, 0.832], mean: 0.754, sd: 0.1 },
        wordOverlap: { folds: [0.597, 0.683, 0.664, 0.631, 0.639], mean: 0.643, sd: 0.033 },
      },
    },
    {
      id: 'field',
      title: 'Same field against another field',
      description:
        'Resumes and postings from seven fields (software, data, DevOps, security and more); a pair is relevant when both are in the same field. Folds are split by posting and by resume.',
      pairs: 3385,
      positives: 645,
      auc: {
        atsScore: { folds: [0.788, 0.783, 0.776, 0.707, 0.737], mean: 0.758, sd: 0.035 },
        keywordMatchScore: { folds: [0.746, 0.759, 0.734, 0.659, 0.726], mean: 0.725, sd: 0.039 },
        tfidf: { folds: [0.651, 0.778, 0.616, 0.463, 0.695], mean: 0.641, sd: 0.116 },
        wordOverlap: { folds: [0.579, 0.687, 0.592, 0.415, 0.638], mean: 0.582, sd: 0.103 },
      },
    },
  ],
  spreads: [
    { label: 'Same field', pairs: 645, p10: 6, p50: 26, p90: 45, max: 69 },
    { label: 'Another field', pairs: 2740, p10: 0, p50: 11, p90: 30, max: 68 },
    {
      label: 'A distant field (law, arts, HR, sales…)',
      pairs: 1051,
      p10: 0,
      p50: 1,
      p90: 18,
      max: 55,
    },
  ],
  weights: {
    hardSkills: 0.05,
    skillFocus: 0.49,
    softSkills: 0,
    keywords: 0.07,
    title: 0.13,
    seniority: 0.22,
    education: 0,
    experience: 0.04,
  },
  hygieneShare: 0.1,
  truthfulness: {
    tailorings: 510,
    keptAsWritten: 279,
    problems: [
      { label: 'Invented numbers or dates', count: 0 },
      { label: 'Years above what the resume states', count: 0 },
      { label: 'Years tied to a skill', count: 0 },
      { label: 'Other invented facts (employer, title, degree, skill)', count: 0 },
      { label: 'Dropped headlines', count: 0 },
      { label: 'Named tools dropped or replaced', count: 0 },
      { label: 'Stacked summaries', count: 0 },
      { label: 'Duplicate skills', count: 0 },
      { label: 'Verb changes that read wrong', count: 0 },
      { label: 'Original lines whose words are gone', count: 0 },
    ],
  },
};
