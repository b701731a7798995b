/** The page /how-the-ats-score-works describes every part the measured figures weigh, and no other. */
import { describe, expect, it } from 'vitest';
import { atsExplainer } from '../src/features/marketing/content/ats-explainer';
import { atsMeasurements } from '../src/features/marketing/content/ats-measurements';

describe('ATS score explainer', () => {
  it('has one description per weighted part', () => {
    const described = atsExplainer.parts.map((p) => p.id).sort();
    expect(described).toEqual(Object.keys(atsMeasurements.weights).sort());
    for (const p of atsExplainer.parts) expect(p.description.length).toBeGreaterThan(40);
  });

  it('takes every figure from the measured file: sets, spreads, bands and the floors’ cost', () => {
    expect(atsMeasurements.sets.map((s) => s.id)).toEqual(['relevance', 'field']);
    for (const s of atsMeasurements.sets) {
      expect(s.title).not.toBe('');
      expect(s.auc.atsScore.folds).toHaveLength(atsMeasurements.folds);
    }
    expect(atsMeasurements.spreads).toHaveLength(5);
    expect(atsMeasurements.bands?.every((b) => b.bands.length === 5)).toBe(true);
    expect(typeof atsMeasurements.floorCost?.relevance).toBe('number');
  });
});
