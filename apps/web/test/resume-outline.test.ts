import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineResume } from '../src/features/resume-lab/lib/outline';

const fixture = (name: string) =>
  readFileSync(
    path.resolve(import.meta.dirname, '../../../packages/engine/test/fixtures', name),
    'utf8',
  );

describe('outlineResume', () => {
  it('reads roles with their dates and bullets, education, skills and other sections', () => {
    const o = outlineResume(fixture('resume-classic.txt'));
    expect(o.name).toBe('Jordan A. Rivera');
    expect(o.summary).toMatch(/^Backend engineer with a focus/);
    expect(o.roles.map((r) => [r.title, r.details[0], r.dates, r.bullets.length])).toEqual([
      ['Senior Software Engineer', 'Northwind Analytics', 'Mar 2021 – Present', 6],
      ['Software Engineer', 'Bluebonnet Health Systems', 'Jun 2017 – Feb 2021', 6],
      ['Junior Developer', 'Pecan Street Web Studio', 'Aug 2015 – May 2017', 3],
    ]);
    expect(o.roles[0]!.bullets[3]).toBe(
      'Mentor 3 junior engineers through weekly pairing and design reviews',
    );
    expect(o.education[0]).toMatch(/^B\.S\. in Computer Science/);
    expect(o.skills).toEqual(
      expect.arrayContaining(['Python', 'Go', 'Apache Kafka', 'GitHub Actions']),
    );
    expect(o.other.map((s) => s.heading)).toEqual(['PROJECTS', 'CERTIFICATIONS', 'AWARDS']);
    expect(o.hasExperienceHeading).toBe(true);
  });

  it('keeps a header after bullets as the next role, and text from a PDF apart', () => {
    const o = outlineResume(`Avery Chen
EXPERIENCE
Software Engineer, Fernway Health | Remote | Mar 2021 – Present
• Led the migration of the billing service from Python to Go, cutting p95 latency by 62%.
• Mentored 2 junior engineers
Backend Developer, Northwind Labs | Berlin, Germany
Jun 2018 – Feb 2021
• Designed a REST API for partner integrations used by 120 clinics
Intern at Globex | 2017
SKILLS
Go, Python, PostgreSQL`);
    expect(o.roles).toEqual([
      {
        title: 'Software Engineer',
        details: ['Fernway Health', 'Remote'],
        dates: 'Mar 2021 – Present',
        bullets: [
          'Led the migration of the billing service from Python to Go, cutting p95 latency by 62%.',
          'Mentored 2 junior engineers',
        ],
      },
      {
        title: 'Backend Developer',
        details: ['Northwind Labs', 'Berlin, Germany'],
        dates: 'Jun 2018 – Feb 2021',
        bullets: ['Designed a REST API for partner integrations used by 120 clinics'],
      },
      { title: 'Intern', details: ['Globex'], dates: '2017', bullets: [] },
    ]);
    expect(o.skills).toEqual(['Go', 'Python', 'PostgreSQL']);
  });

  it('says when there is no experience heading', () => {
    expect(outlineResume('Just a name\nSome text').hasExperienceHeading).toBe(false);
    expect(outlineResume('').roles).toEqual([]);
  });
});
