/**
 * The score reads as a person would read the match: a strong backend match scores high with the
 * right explanation, an unrelated field scores low, and every number can be recounted.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, band, PART_WEIGHTS, profileResume } from '../src';
import { displayScore } from '../src/ats/calibrate';
import { fixture } from './helpers';

const backend = fixture('resume-backend-fernway.txt');
const kafka = analyzeResume(backend, fixture('jd-senior-backend-kafka.txt'));
const nurse = analyzeResume(backend, fixture('jd-registered-nurse.txt'));
const component = (r: typeof kafka, id: string) => r.components.find((c) => c.id === id)!;
const hit = (r: typeof kafka, skill: string) =>
  [...r.hardSkills.found, ...r.hardSkills.missing].find((h) => h.skill === skill);

describe('a backend engineer against a Senior Backend Engineer posting', () => {
  it('scores a strong match above 75', () => {
    expect(kafka.atsScore).toBeGreaterThan(75);
    expect(kafka.band === 'Good' || kafka.band === 'Great').toBe(true);
  });

  it('takes the closest title from the headline, through the occupation model', () => {
    expect(kafka.jobTitle.bestResumeTitle).toBe('Backend Software Engineer');
    expect(kafka.jobTitle.score).toBeGreaterThanOrEqual(90);
    expect(component(kafka, 'job-title').detail).toContain('same occupation');
  });

  it('credits "Kafka or similar" with RabbitMQ, shown through via', () => {
    expect(hit(kafka, 'Apache Kafka')).toMatchObject({ found: true, via: 'RabbitMQ' });
    // RabbitMQ and Pulsar are offered as alternatives, not asked for on their own
    expect(hit(kafka, 'RabbitMQ')).toBeUndefined();
    expect(hit(kafka, 'Apache Pulsar')).toBeUndefined();
  });

  it('reads query tuning as query optimization and a Software Engineer as software engineering', () => {
    expect(hit(kafka, 'Query Optimization')).toMatchObject({
      found: true,
      resumeTerm: 'query tuning',
    });
    expect(hit(kafka, 'Software Development')).toMatchObject({ found: true });
    expect(kafka.hardSkills.missing.map((h) => h.jobTerm)).not.toContain('software engineering');
  });

  it('keeps specific tools as themselves', () => {
    expect(hit(kafka, 'Prometheus')).toMatchObject({ found: true, resumeTerm: 'Prometheus' });
    expect(hit(kafka, 'Grafana')).toMatchObject({ found: true });
    const names = [...kafka.hardSkills.found, ...kafka.hardSkills.missing].map((h) => h.skill);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads Software Engineer II / Software Engineer / Junior Developer as mid-level, never lead', () => {
    const detail = component(kafka, 'seniority').detail;
    expect(detail).toContain('read as mid');
    expect(detail).not.toMatch(/read as (?:lead|senior)/);
  });

  it('credits a computer science degree for a computer science requirement', () => {
    expect(kafka.education.passed).toBe(true);
  });
});

describe('the same resume against a Registered Nurse posting', () => {
  it('scores an unrelated field below 35', () => {
    expect(nurse.atsScore).toBeLessThan(35);
    expect(nurse.band === 'Poor' || nurse.band === 'Weak').toBe(true);
  });

  it('gives no education credit for a computer science degree against a nursing degree', () => {
    const edu = component(nurse, 'education');
    expect(edu.score).toBe(0);
    expect(edu.detail).toContain('unrelated field');
    expect(nurse.education.passed).toBe(false);
  });

  it('does not let years or a clean format lift an unrelated resume', () => {
    expect(component(nurse, 'experience').score).toBeLessThan(25);
    expect(nurse.hygieneScore).toBeGreaterThan(80);
    // the shown score is the calibrated raw score, and the raw score is at most the match
    expect(nurse.atsScore).toBeLessThanOrEqual(Math.round(displayScore(nurse.matchScore + 0.5)));
    expect(nurse.jobTitle.passed).toBe(false);
  });
});

describe('explainable numbers', () => {
  it('scores a 4-skill posting with 3 found at 75 for hard skills', () => {
    const r = analyzeResume(
      'Ann Poe\nSKILLS\nPython, Docker, Kubernetes',
      'Platform Engineer\nRequirements\n- Python\n- Docker\n- Kubernetes\n- Terraform',
    );
    expect(r.hardSkills.found).toHaveLength(3);
    expect(r.hardSkills.missing).toHaveLength(1);
    const c = component(r, 'hard-skills');
    expect(c.score).toBe(75);
    expect(c.detail).toContain('3 of 4 hard skills found');
  });

  it('folds duplicates: AWS and Amazon Web Services are one skill, k8s is Kubernetes', () => {
    const job = analyzeJob(
      'Cloud Engineer\nRequirements\n- AWS (Amazon Web Services)\n- Kubernetes and k8s operators',
    );
    expect(job.skills.filter((s) => s.name === 'Amazon Web Services')).toHaveLength(1);
    expect(job.skills.filter((s) => s.name === 'Kubernetes')).toHaveLength(1);
  });

  it('says the same check counts in the hygiene detail as report.checks', () => {
    for (const r of [kafka, nurse]) {
      const passed = r.checks.filter((c) => c.passed).length;
      expect(component(r, 'hygiene').detail).toContain(
        `${passed} of ${r.checks.length} checks in all`,
      );
    }
  });

  it('counts one weak or present-tense bullet in the singular', () => {
    const resume = [
      'Dana Reyes',
      'dana@example.com',
      'Experience',
      'Analyst, Fernway Logistics',
      'Jan 2019 - Dec 2022',
      '- Responsible for the weekly freight report',
      '- Builds dashboards for the depot managers',
      '- Cut late deliveries by 12% in one year',
    ].join('\n');
    const r = analyzeResume(resume, 'Logistics Analyst\nRequirements\n- Excel');
    const detail = (id: string) => r.checks.find((c) => c.id === id)!.detail;
    expect(detail('weak-phrasing')).toMatch(/^1 bullet starts with weak phrases/);
    expect(detail('tense')).toMatch(/^1 bullet of a past role uses the present tense/);
  });

  it('shows every part with its weight; the match weights sum to 1', () => {
    const match = kafka.components.filter((c) => c.id !== 'hygiene');
    expect(match).toHaveLength(Object.keys(PART_WEIGHTS).length);
    expect(match.reduce((n, c) => n + c.weight, 0)).toBeCloseTo(1, 2);
    const recomputed = match.reduce((n, c) => n + c.score * c.weight, 0);
    expect(Math.abs(recomputed - kafka.matchScore)).toBeLessThanOrEqual(1);
  });

  it('uses the colour cut-offs for bands: 90 green, 70 amber, below 70 red', () => {
    expect(band(90)).toBe('Great');
    expect(band(89)).toBe('Good');
    expect(band(70)).toBe('Good');
    expect(['Fair', 'Weak', 'Poor']).toContain(band(69));
    expect(band(34)).toBe('Poor');
  });

  it('finds the headline under the name and never a summary sentence', () => {
    expect(profileResume(backend).headline).toBe('Backend Software Engineer');
    const classic = analyzeResume(fixture('resume-classic.txt'), fixture('jd-backend.txt'));
    expect(classic.jobTitle.bestResumeTitle).toBe('Senior Software Engineer');
    expect(classic.atsScore).toBeGreaterThan(75);
  });

  it('ranks the existing fixtures as a reader would', () => {
    const be = fixture('jd-backend.txt');
    const mk = fixture('jd-marketing.txt');
    expect(analyzeResume(fixture('resume-marketing.txt'), mk).atsScore).toBeGreaterThan(75);
    expect(analyzeResume(fixture('resume-marketing.txt'), be).atsScore).toBeLessThan(35);
    expect(analyzeResume(fixture('resume-classic.txt'), mk).atsScore).toBeLessThan(35);
  });
});
