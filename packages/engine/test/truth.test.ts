import { describe, expect, it } from 'vitest';
import { checkTruthfulness, repairTruthfulness } from '../src';
import { fixture } from './helpers';

const original = fixture('resume-classic.txt');

describe('checkTruthfulness', () => {
  it('accepts a faithful rewrite', () => {
    const text =
      'Senior Software Engineer at Northwind Analytics since Mar 2021. Migrated 14 services to Kubernetes on AWS, reducing monthly infrastructure cost by 31%.';
    expect(checkTruthfulness(original, text)).toEqual({ ok: true, violations: [] });
  });

  it('flags invented numbers, dates, employers, titles, degrees and skills', () => {
    const text = [
      'Principal Software Engineer at Globex Corporation from Jan 2012.',
      'Cut cloud spend by 57% with Rust and Snowflake.',
      'Holds a PhD in Machine Learning.',
    ].join('\n');
    const r = checkTruthfulness(original, text);
    expect(r.ok).toBe(false);
    const kinds = new Set(r.violations.map((v) => v.kind));
    for (const k of ['number', 'date', 'employer', 'title', 'degree', 'skill'])
      expect(kinds.has(k as never), k).toBe(true);
    const values = r.violations.map((v) => v.value);
    expect(values).toEqual(expect.arrayContaining(['57', 'Rust', 'Snowflake']));
    expect(values.some((v) => v.includes('Globex'))).toBe(true);
    expect(values.some((v) => v.includes('Principal Software Engineer'))).toBe(true);
  });

  it('allows the years of experience computed from the dates', () => {
    expect(checkTruthfulness(original, 'Engineer with 9+ years of experience.').ok).toBe(true);
  });
});

describe('repairTruthfulness', () => {
  it('removes only the sentences and list items that carry invented facts', () => {
    const text = [
      'Built APIs in Python and Go. Led a team of 75 engineers.',
      'Python, Go, Rust, Docker',
      'Mentor 3 junior engineers',
    ].join('\n');
    const r = repairTruthfulness(original, text);
    expect(r.text).toBe(
      ['Built APIs in Python and Go.', 'Python, Go, Docker', 'Mentor 3 junior engineers'].join(
        '\n',
      ),
    );
    expect(r.removed).toEqual(expect.arrayContaining(['Led a team of 75 engineers.', 'Rust']));
    expect(r.report.ok).toBe(true);
  });
});

describe('repair of invented role lines', () => {
  it('drops the whole line, leaving no orphan employer behind', () => {
    const generated = `${original}\nPrincipal Architect, Globex Megacorp, 2011 - 2014\n- Grew revenue by 4700% in one quarter`;
    const out = repairTruthfulness(original, generated);
    expect(out.report.ok).toBe(true);
    expect(out.text).not.toContain('Globex');
    expect(out.text).not.toContain('4700');
    expect(out.removed).toContain('Principal Architect, Globex Megacorp, 2011 - 2014');
  });
});
