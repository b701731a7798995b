/**
 * Hostile text in the salary negotiator and the career planner: whatever a user types, up to
 * the API's limits (5,000 characters an input, 50 skills of 80), both calls answer without
 * throwing and in linear time.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSalary, planCareer } from '../src';
import { timed } from './helpers';

const MAX_INPUT = 5000;

const SHAPES: Record<string, string> = {
  'one long word': 'a'.repeat(MAX_INPUT),
  'repeated title words': 'Senior Lead Nurse Manager '.repeat(200).slice(0, MAX_INPUT),
  'bullets and numbers': '- Saved $1,000,000; 1. Led 10 people\n'.repeat(150).slice(0, MAX_INPUT),
  'dots and capitals': 'A. B. C. D. '.repeat(500).slice(0, MAX_INPUT),
  punctuation: '!?.,;:-*•()[]{}$%#'.repeat(300).slice(0, MAX_INPUT),
  'state names': 'Washington, DC New York Texas '.repeat(200).slice(0, MAX_INPUT),
  unicode: '😀 Ünïcödé ナース 护士 '.repeat(300).slice(0, MAX_INPUT),
};

function both(text: string, label: string) {
  timed(`${label}: salary`, () =>
    analyzeSalary({
      currentSalary: 75_000,
      targetSalary: 9_999_999,
      offerSalary: 1,
      jobTitle: text,
      location: text,
      achievements: text,
      experience: '15+',
      industry: 'retail',
      companySize: 'startup',
    }),
  );
  const skills = Array.from({ length: 50 }, (_, i) => `${text.slice(i * 80, i * 80 + 80)}`);
  timed(`${label}: career`, () =>
    planCareer({
      currentRole: text,
      targetRole: text,
      skills,
      interests: text.slice(0, 1000),
      timeframe: '5years',
    }),
  );
}

describe('salary and career on hostile text', { timeout: 120_000 }, () => {
  beforeAll(() => {
    // load the indexes once, outside the timings
    planCareer({ currentRole: 'Nurse', targetRole: 'Nurse Manager', skills: ['Excel'] });
  });

  it.each(Object.entries(SHAPES))('%s', (name, text) => both(text, name));

  it('random text and amounts', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (text, amount) => {
          const r = analyzeSalary({ currentSalary: amount, jobTitle: text, location: text });
          expect(r.confidence).toBeGreaterThanOrEqual(0);
          expect(r.confidence).toBeLessThanOrEqual(100);
          const p = planCareer({
            currentRole: text,
            targetRole: `${text} manager`,
            skills: [text],
          });
          expect(p.pathViability).toBeGreaterThanOrEqual(0);
          expect(p.pathViability).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 150 },
    );
  });
});
