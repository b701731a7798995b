import { describe, expect, it } from 'vitest';
import { checkTruthfulness, repairTruthfulness } from '../src';
import { isVariant } from '../src/truth';
import { fixture } from './helpers';

const original = fixture('resume-classic.txt');

describe('checkTruthfulness', () => {
  it('accepts a faithful rewrite', () => {
    const text =
      'Senior Software Engineer at Northwind Analytics since Mar 2021. Migrated 14 services to Kubernetes on AWS, reducing monthly infrastructure cost by 31%.';
    expect(checkTruthfulness(original, text, { document: 'prose' })).toEqual({
      ok: true,
      violations: [],
    });
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
    const prose = { document: 'prose' } as const;
    expect(checkTruthfulness(original, 'Engineer with 9+ years of experience.', prose).ok).toBe(
      true,
    );
  });
});

describe('repairTruthfulness', () => {
  it('removes only the sentences and list items that carry invented facts', () => {
    const text = [
      'Built APIs in Python and Go. Led a team of 75 engineers.',
      'Python, Go, Rust, Docker',
      'Mentor 3 junior engineers',
    ].join('\n');
    const r = repairTruthfulness(original, text, { document: 'prose' });
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

describe('the resume kept whole (the backend engineer of the fixture)', () => {
  const fernway = fixture('resume-backend-fernway.txt');
  const kinds = (text: string) => checkTruthfulness(fernway, text).violations.map((v) => v.kind);
  const values = (text: string) => checkTruthfulness(fernway, text).violations.map((v) => v.value);

  it('accepts the resume itself', () => {
    expect(checkTruthfulness(fernway, fernway)).toEqual({ ok: true, violations: [] });
  });

  it('flags years above the figure the resume states ("about 6 years" -> "10+")', () => {
    const text = fernway.replace(
      'SUMMARY\n',
      'SUMMARY\nSoftware Engineer II with 10+ years of experience in Backend Development, Go, Monitoring, Kubernetes and PostgreSQL.\n',
    );
    const r = checkTruthfulness(fernway, text);
    expect(r.ok).toBe(false);
    expect(values(text)).toContain('10+ years of experience');
    // the years are attached to a skill, and a second introduction is stacked on the user's
    expect(kinds(text)).toEqual(expect.arrayContaining(['years', 'skill-years', 'summary']));
    // even a figure the dates allow is more than the resume states
    const seven = fernway.replace('about 6 years', '7+ years');
    expect(kinds(seven)).toContain('years');
    expect(kinds(fernway.replace('about 6 years', '6 years'))).not.toContain('years');
  });

  it('flags years attached to a skill, in either order', () => {
    expect(kinds(`${fernway}\n10+ years of Go`)).toContain('skill-years');
    expect(kinds(`${fernway}\nPython (5 years)`)).toContain('skill-years');
    expect(kinds(`${fernway}\n5 years of experience with Kubernetes and Terraform`)).toContain(
      'skill-years',
    );
  });

  it('flags a dropped headline', () => {
    const text = fernway.replace('Backend Software Engineer\n', '');
    expect(checkTruthfulness(fernway, text).violations).toContainEqual({
      kind: 'headline',
      value: 'Backend Software Engineer',
    });
  });

  it('flags a named tool replaced by its category (Prometheus and Grafana -> Monitoring)', () => {
    const text = fernway
      .replace('Prometheus, Grafana, OpenTelemetry', 'Monitoring, OpenTelemetry')
      .replace('Set up Prometheus and Grafana dashboards', 'Set up monitoring dashboards');
    const v = checkTruthfulness(fernway, text).violations.filter((x) => x.kind === 'tool');
    expect(v.map((x) => x.value)).toEqual(['Prometheus', 'Grafana']);
  });

  it('accepts another spelling of the same tool (AWS = Amazon Web Services)', () => {
    const text = fernway.replace(/AWS(?! EKS)/g, 'Amazon Web Services');
    expect(kinds(text)).not.toContain('tool');
  });

  it('flags a stacked summary and keyword filler', () => {
    const text = fernway.replace(
      'SUMMARY\n',
      'SUMMARY\nSoftware Engineer II with 6 years of experience building services.\n',
    );
    expect(kinds(text)).toContain('summary');
    // one rewritten summary is fine
    const rewritten = fernway.replace(
      /Backend engineer with about 6 years[^\n]+/,
      'Backend engineer with about 6 years of experience building reliable Go and Python services on Kubernetes.',
    );
    expect(kinds(rewritten)).toEqual([]);
  });

  it('repairs what can be repaired and keeps reporting the rest', () => {
    const text = fernway
      .replace('Backend Software Engineer\n', '')
      .replace('SUMMARY\n', 'SUMMARY\nSoftware Engineer II with 10+ years of experience in Go.\n');
    const r = repairTruthfulness(fernway, text);
    expect(r.restored).toEqual(['Backend Software Engineer']);
    expect(r.text.split('\n')[1]).toBe('Backend Software Engineer');
    expect(r.text).not.toContain('10+');
    expect(r.report.ok).toBe(true);
    const noTool = repairTruthfulness(fernway, fernway.replace(/RabbitMQ/g, 'a message queue'));
    expect(noTool.report.violations).toEqual([{ kind: 'tool', value: 'RabbitMQ' }]);
  });

  it('checks facts only in prose (a cover letter has no headline)', () => {
    expect(
      checkTruthfulness(fernway, 'I built services in Go and Python at Fernway Health.', {
        document: 'prose',
      }).ok,
    ).toBe(true);
  });
});

describe('isVariant: spellings of one name, never a category', () => {
  it.each([
    ['AWS', 'Amazon Web Services', true],
    ['k8s', 'Kubernetes', true],
    ['JS', 'JavaScript', true],
    ['Postgres', 'PostgreSQL', true],
    ['React.js', 'React', true],
    ['ORACLE', 'Oracle 11g', true],
    ['Monitoring', 'Prometheus', false],
    ['Django', 'djangorestframework', false],
    ['Java', 'JavaScript', false],
  ])('%s ~ %s: %s', (a, b, want) => {
    expect(isVariant(a, b)).toBe(want);
  });
});
