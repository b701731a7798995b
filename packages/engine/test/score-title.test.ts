/**
 * The job-title part reads the candidate's stated aim and the specialisation a title names.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, profileResume } from '../src';
import { findTarget } from '../src/ats/profile';
import { titleMatch, titleSkillShare } from '../src/ats/title';

const resume = (summary: string, title = 'Software Engineer') =>
  [
    'Alex Rivera',
    'alex@example.com',
    'Summary',
    summary,
    'Experience',
    `${title}, Acme Corp, Jan 2018 - Present`,
    '- Built REST APIs in Python and Django on PostgreSQL',
    '- Ran services in Docker on Kubernetes',
    'Skills',
    'Python, Django, PostgreSQL, Docker, Kubernetes, React',
  ].join('\n');

describe('the stated target title', () => {
  it('reads "Looking for a ... position" and "a role as ..."', () => {
    expect(
      profileResume(
        resume(
          'Engineer with 7 years of experience. Looking for a mid-senior Software Development Engineer (SDE) position.',
        ),
      ).target,
    ).toBe('Software Development Engineer');
    expect(profileResume(resume('Seeking a challenging role as a Registered Nurse.')).target).toBe(
      'Registered Nurse',
    );
  });

  it('needs a job title, not any phrase', () => {
    expect(profileResume(resume('Looking for new opportunities in finance.')).target).toBe('');
    expect(profileResume(resume('Backend engineer who ships.')).target).toBe('');
  });

  it('counts as a title the posting is compared with', () => {
    const p = profileResume(
      resume('Looking for a Data Analyst position.', 'Operations Coordinator'),
    );
    const fit = titleMatch(analyzeJob('Data Analyst\nWe need SQL and Tableau.'), p);
    expect(fit.bestKind).toBe('target');
    expect(fit.score).toBeGreaterThanOrEqual(90);
  });

  it('stays linear on a long run of words after "looking for"', () => {
    const text = `looking for ${'word '.repeat(20000)}position`;
    const t0 = performance.now();
    findTarget({ summary: text } as never, text);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('the specialisation a title names', () => {
  const p = profileResume(resume('Backend engineer.'));
  it('lowers the title match when the resume lacks the skill the title names', () => {
    const flutter = analyzeJob('Senior Flutter Developer\nBuild mobile apps in Flutter and Dart.');
    const python = analyzeJob('Senior Python Developer\nBuild services in Python and Django.');
    expect(titleSkillShare(flutter, p)).toMatchObject({ share: 0, missing: ['Flutter'] });
    expect(titleSkillShare(python, p).share).toBe(1);
    expect(titleMatch(flutter, p).score!).toBeLessThan(titleMatch(python, p).score!);
  });

  it('says so in the title detail', () => {
    const r = analyzeResume(
      resume('Backend engineer.'),
      'Senior Flutter Developer\nBuild mobile apps in Flutter and Dart.',
    );
    expect(r.components.find((c) => c.id === 'job-title')!.detail).toContain(
      'The title names Flutter',
    );
  });

  it('leaves a title that names no skill alone', () => {
    const job = analyzeJob('Software Engineer\nBuild services in Python.');
    expect(titleSkillShare(job, p).named).toEqual([]);
  });
});
