/**
 * The skill-profile part of the ATS score: skills read through the occupations O*NET lists them
 * for. Near tools of one trade read as alike, other trades as apart; the part explains itself;
 * and the page that explains the score shows the weights the engine ships.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  analyzeJob,
  analyzeResume,
  lookupSkill,
  PART_NAMES,
  PART_WEIGHTS,
  profileResume,
} from '../src';
import { skillProfileFit } from '../src/ats/skill-profile';
import { occupationProfile, profileSimilarity, relatedness } from '../src/taxonomy/related';
import { fixture } from './helpers';

const id = (name: string) => lookupSkill(name)!.id;

describe('skill relatedness from O*NET', () => {
  it('is symmetric, 1 for a skill with itself, higher for tools of one trade', () => {
    expect(relatedness(id('React'), id('React'))).toBe(1);
    expect(relatedness(id('TensorFlow'), id('PyTorch'))).toBeCloseTo(
      relatedness(id('PyTorch'), id('TensorFlow')),
      10,
    );
    expect(relatedness(id('TensorFlow'), id('PyTorch'))).toBeGreaterThan(
      relatedness(id('TensorFlow'), id('React')),
    );
    expect(relatedness(id('AutoCAD'), id('Revit'))).toBeGreaterThan(
      relatedness(id('AutoCAD'), id('Python')),
    );
  });

  it('compares sets of skills by the occupations they point to', () => {
    const data = occupationProfile([
      [id('Apache Spark'), 1],
      [id('Hadoop'), 1],
      [id('Python'), 1],
    ]);
    const ml = occupationProfile([
      [id('TensorFlow'), 1],
      [id('Python'), 1],
    ]);
    const cad = occupationProfile([
      [id('AutoCAD'), 1],
      [id('Revit'), 1],
    ]);
    expect(profileSimilarity(data, ml)!).toBeGreaterThan(profileSimilarity(data, cad)!);
    expect(profileSimilarity(data, new Map())).toBeNull();
  });
});

describe('skill profile part', () => {
  const backend = profileResume(fixture('resume-backend-fernway.txt'));
  it('reads a backend resume as alike a backend posting and apart from a nursing one', () => {
    const be = skillProfileFit(analyzeJob(fixture('jd-backend.txt')), backend);
    const rn = skillProfileFit(analyzeJob(fixture('jd-registered-nurse.txt')), backend);
    expect(be.score!).toBeGreaterThan(70);
    expect(rn.score!).toBeLessThan(20);
    expect(be.resume.length).toBeGreaterThan(0);
    expect(be.resume.every((n) => backend.skills.has(lookupSkill(n)!.id))).toBe(true);
  });

  it('is left out when the posting names no hard skill O*NET knows', () => {
    const fit = skillProfileFit(analyzeJob('Friendly barista\nWe want a kind person.'), backend);
    expect(fit.score).toBeNull();
  });

  it('explains itself in the breakdown, with its weight', () => {
    const r = analyzeResume(
      fixture('resume-backend-fernway.txt'),
      fixture('jd-registered-nurse.txt'),
    );
    const c = r.components.find((x) => x.id === 'skill-profile')!;
    expect(c.label).toBe('Skill profile');
    expect(c.detail).toMatch(/are \d+% alike\. Weighing most: for the posting .+; for you .+\./);
    expect(c.weight).toBeGreaterThan(0);
  });
});

describe('the page that explains the score', () => {
  it('shows the weights the engine ships, for every part', () => {
    const measured = JSON.parse(
      readFileSync(
        new URL(
          '../../../apps/web/src/features/marketing/content/ats-measured.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as { weights: Record<string, number> };
    expect(Object.keys(measured.weights).sort()).toEqual([...PART_NAMES].sort());
    for (const k of PART_NAMES) expect(measured.weights[k]).toBe(PART_WEIGHTS[k]);
  });
});
