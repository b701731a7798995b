import { describe, expect, it } from 'vitest';
import { analyzeResume, HYGIENE_SHARE } from '../src';
import { displayScore } from '../src/ats/calibrate';
import { fixture } from './helpers';

describe('analyzeResume', () => {
  const backend = fixture('jd-backend.txt');
  const report = analyzeResume(fixture('resume-classic.txt'), backend);

  it('returns integer scores in range with a self-explaining breakdown', () => {
    for (const v of [
      report.atsScore,
      report.keywordMatchScore,
      report.matchScore,
      report.hygieneScore,
    ]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    // hygiene scales the match and the calibration table maps the result to the shown score;
    // rounding the match and hygiene first may move the raw score by up to a point
    const raw =
      report.matchScore * (1 - HYGIENE_SHARE + (HYGIENE_SHARE * report.hygieneScore) / 100);
    expect(report.atsScore).toBeGreaterThanOrEqual(Math.round(displayScore(raw - 1)));
    expect(report.atsScore).toBeLessThanOrEqual(Math.round(displayScore(raw + 1)));
    for (const c of report.checks) {
      expect(c).toEqual({
        id: expect.any(String),
        label: expect.any(String),
        passed: expect.any(Boolean),
        detail: expect.any(String),
        weight: expect.any(Number),
      });
    }
    const ids = report.checks.map((c) => c.id);
    for (const id of [
      'contact-email',
      'contact-phone',
      'section-experience',
      'measurable-results',
      'action-verbs',
      'tense',
      'length',
      'no-tables',
      'no-columns',
      'no-images',
      'standard-bullets',
      'no-long-lines',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('lists hard skills found and missing with weights and required flags', () => {
    const found = report.hardSkills.found.map((h) => h.skill);
    expect(found).toEqual(
      expect.arrayContaining([
        'Python',
        'Go',
        'PostgreSQL',
        'Kubernetes',
        'Docker',
        'Amazon Web Services',
        'Apache Kafka',
        'Terraform',
      ]),
    );
    const k8s = report.hardSkills.found.find((h) => h.skill === 'Kubernetes')!;
    expect(k8s).toMatchObject({
      found: true,
      required: true,
      resumeTerm: 'k8s',
      jobTerm: 'Kubernetes',
    });
    expect(k8s.weight).toBeGreaterThan(0);
    const missing = report.hardSkills.missing.map((h) => h.skill);
    expect(missing).toEqual(expect.arrayContaining(['gRPC', 'GraphQL']));
    expect(report.hardSkills.missing.find((h) => h.skill === 'gRPC')!.required).toBe(false);
  });

  it('checks title, education, experience, sections, contact and measurable results', () => {
    expect(report.jobTitle.passed).toBe(true);
    expect(report.education).toMatchObject({ candidateLevel: 3, passed: true });
    expect(report.experience.requiredYears).toBe(5);
    expect(report.experience.candidateYears).toBeGreaterThanOrEqual(9);
    expect(report.experience.passed).toBe(true);
    expect(report.sections.missing).toEqual([]);
    expect(report.measurableResults.quantified).toBeGreaterThanOrEqual(8);
    expect(report.checks.find((c) => c.id === 'contact-email')!.passed).toBe(true);
  });

  it('flags weak phrasing, tense and formatting hazards', () => {
    const bad = [
      'Kim Lee',
      'EXPERIENCE',
      'Engineer | Acme Corp',
      'Jan 2019 - Dec 2020',
      '➢ Responsible for the deploy scripts',
      '➢ Helped with testing',
      '➢ Manage the build server',
      '| Skill | Years |',
      '| Python | 3 |',
      '[image: headshot]',
      'Python            Java            Docker',
      'Go                 Rust            Kafka',
      'SQL                 Bash            Linux',
    ].join('\n');
    const r = analyzeResume(bad, backend);
    const failed = r.checks.filter((c) => !c.passed).map((c) => c.id);
    expect(failed).toEqual(
      expect.arrayContaining([
        'weak-phrasing',
        'tense',
        'no-tables',
        'no-columns',
        'no-images',
        'standard-bullets',
        'contact-email',
        'contact-phone',
        'section-education',
      ]),
    );
  });

  it('ranks a relevant resume above an irrelevant one for the same job', () => {
    const relevant = analyzeResume(fixture('resume-classic.txt'), backend);
    const irrelevant = analyzeResume(fixture('resume-marketing.txt'), backend);
    expect(relevant.keywordMatchScore).toBeGreaterThan(irrelevant.keywordMatchScore + 30);
    expect(relevant.atsScore).toBeGreaterThan(irrelevant.atsScore + 20);
    const mk = fixture('jd-marketing.txt');
    expect(analyzeResume(fixture('resume-marketing.txt'), mk).keywordMatchScore).toBeGreaterThan(
      analyzeResume(fixture('resume-classic.txt'), mk).keywordMatchScore,
    );
  });

  it('gives partial credit for related skills (PostgreSQL for SQL)', () => {
    const r = analyzeResume('Ann Poe\nSKILLS\nPostgreSQL', 'Analyst\nRequirements\n- SQL');
    expect(r.hardSkills.found[0]).toMatchObject({
      skill: 'SQL',
      found: false,
      partial: true,
      via: 'PostgreSQL',
    });
  });

  it('is deterministic', () => {
    expect(analyzeResume(fixture('resume-indeed.txt'), backend)).toEqual(
      analyzeResume(fixture('resume-indeed.txt'), backend),
    );
  });
});
