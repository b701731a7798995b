/**
 * The figures of the ATS score's evaluation that the page /how-the-ats-score-works shows, as one
 * JSON file the web app imports (apps/web/src/features/marketing/content/ats-measured.json):
 * `npx tsx bench/eval.ts --fit --write` writes it with the shipped weights, so no figure on that
 * page is copied by hand. The prose around the figures stays in ats-measurements.ts.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { Interval } from './cv';

interface Spread {
  pairs: number;
  p10: number;
  p50: number;
  p90: number;
  max: number;
}
interface Band {
  label: string;
  pairs: number;
  fitting: number;
}

export interface MeasuredInput {
  measuredOn: string;
  folds: number;
  repeats: number;
  /** per set id: pairs, positives, and per method the held-out AUC figures */
  sets: Array<{
    id: 'relevance' | 'field';
    pairs: number;
    positives: number;
    auc: Record<
      'atsScore' | 'keywordMatchScore' | 'tfidf' | 'wordOverlap',
      Interval & { folds: number[] }
    >;
    spread: { fitting: Spread; notFitting: Spread; far: Spread | null };
    bands: Band[];
    floorCost?: number;
  }>;
  weights: Record<string, number>;
  floors: Record<string, number>;
  hygieneShare: number;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const round = (i: Interval & { folds: number[] }) => ({
  folds: i.folds.map(r3),
  mean: r3(i.mean),
  sd: r3(i.sd),
  low: r3(i.low),
  high: r3(i.high),
});
const whole = (s: Spread) => ({
  pairs: s.pairs,
  p10: Math.round(s.p10),
  p50: Math.round(s.p50),
  p90: Math.round(s.p90),
  max: Math.round(s.max),
});

/** Writes the file as the repository's formatter would (so the format check stays green). */
export async function writeMeasured(file: string, m: MeasuredInput): Promise<void> {
  const relevance = m.sets.find((s) => s.id === 'relevance');
  const out = {
    measuredOn: m.measuredOn,
    // The two figures the home page and its questions quote, apart from the rest so that a
    // page importing only them does not load the whole file.
    headline: relevance
      ? { atsScore: r3(relevance.auc.atsScore.mean), tfidf: r3(relevance.auc.tfidf.mean) }
      : null,
    command: 'npm run eval',
    folds: m.folds,
    repeats: m.repeats,
    sets: m.sets.map((s) => ({
      id: s.id,
      pairs: s.pairs,
      positives: s.positives,
      auc: {
        atsScore: round(s.auc.atsScore),
        keywordMatchScore: round(s.auc.keywordMatchScore),
        tfidf: round(s.auc.tfidf),
        wordOverlap: round(s.auc.wordOverlap),
      },
      spread: {
        fitting: whole(s.spread.fitting),
        notFitting: whole(s.spread.notFitting),
        far: s.spread.far ? whole(s.spread.far) : null,
      },
      bands: s.bands.map((b) => ({ label: b.label, pairs: b.pairs, fitting: b.fitting })),
      floorCost: s.floorCost === undefined ? null : r3(s.floorCost),
    })),
    weights: m.weights,
    floors: m.floors,
    hygieneShare: m.hygieneShare,
  };
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(JSON.stringify(out, null, 2), options));
}
