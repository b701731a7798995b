/**
 * Tailoring that never contradicts, drops or invents: the backend engineer of the fixture
 * (headline "Backend Software Engineer", "about 6 years", Prometheus and Grafana, "AWS (EC2, EKS,
 * S3, RDS)", "Worked on moving nightly batch jobs", "Participated in on-call rotation") against
 * two backend postings, in every mode.
 */
import { describe, expect, it } from 'vitest';
import {
  checkTruthfulness,
  parseResume,
  strongerOpening,
  tailorResume,
  ungrammaticalOpening,
  type TailorMode,
} from '../src';
import { fixture } from './helpers';

const resume = fixture('resume-backend-fernway.txt');
const postings = {
  kafka: fixture('jd-senior-backend-kafka.txt'),
  backend: fixture('jd-backend.txt'),
};
const modes: TailorMode[] = ['basic', 'personalized', 'aggressive'];
const asOf = { year: 2026, month: 1 };

describe.each(Object.entries(postings))('the backend engineer against the %s posting', (_, jd) => {
  const results = Object.fromEntries(
    modes.map((mode) => [
      mode,
      tailorResume({ resumeText: resume, jobDescription: jd, mode }, { asOf }),
    ]),
  ) as Record<TailorMode, ReturnType<typeof tailorResume>>;

  it.each(modes)('%s: keeps the headline under the name', (mode) => {
    const lines = results[mode].tailoredContent.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Sam Okafor', 'Backend Software Engineer']);
  });

  it.each(modes)("%s: one summary, the user's own, with no figure it does not state", (mode) => {
    const t = results[mode].tailoredContent;
    expect(parseResume(t).summary).toBe(parseResume(resume).summary);
    expect(t.match(/years of experience/g)).toHaveLength(1);
    expect(t).toContain('about 6 years');
    expect(t).not.toMatch(/\d+\+ years|Also experienced with|Known for|computer science\./i);
  });

  it.each(modes)('%s: named tools stay named, no category replaces them', (mode) => {
    const t = results[mode].tailoredContent;
    for (const tool of [
      'Prometheus',
      'Grafana',
      'RabbitMQ',
      'OpenTelemetry',
      'AWS (EC2, EKS, S3, RDS)',
    ])
      expect(t).toContain(tool);
    expect(t).not.toMatch(/\bMonitoring\b|Message Queues|Amazon Web Services|Backend Development/);
  });

  it.each(modes)('%s: passes the truthfulness check', (mode) => {
    expect(checkTruthfulness(resume, results[mode].tailoredContent, { asOf })).toEqual({
      ok: true,
      violations: [],
    });
  });

  it('aggressive: "Worked on moving" becomes "Moved"; the swaps that would not read right are left alone', () => {
    const r = results.aggressive;
    const t = r.tailoredContent;
    expect(t).toContain('• Moved nightly batch jobs to event-driven workers');
    expect(t).toContain('• Participated in on-call rotation');
    expect(t).toContain('• Helped maintain a Django web application');
    expect(t).not.toMatch(
      /Owned moving|Developed moving|Supported on-call|Contributed to on-call|Supported maintain/,
    );
    expect(r.improvements).toContain('Replaced "Worked on moving" with "Moved" in 1 bullet.');
  });

  it('basic: says what it did, and why the score did not move', () => {
    const r = results.basic;
    expect(r.tailoredContent).toContain('Worked on moving nightly batch jobs');
    expect(r.improvements.join('\n')).toMatch(/Moved the skills this job asks for to the front/);
    if (r.atsScore === r.originalAtsScore)
      expect(r.improvements.join('\n')).toMatch(
        /^Basic keeps your wording, so the score stays at \d+\.$/m,
      );
  });
});

describe('every change is listed', () => {
  it('folds duplicate skills, keeping the wording with detail, and says so', () => {
    const text = resume.replace(
      'Cloud & Infrastructure: AWS (EC2, EKS, S3, RDS), Docker',
      'Cloud & Infrastructure: Amazon Web Services, AWS (EC2, EKS, S3, RDS), Docker',
    );
    for (const mode of modes) {
      const r = tailorResume({ resumeText: text, jobDescription: postings.kafka, mode }, { asOf });
      expect(r.tailoredContent).not.toContain('Amazon Web Services');
      expect(r.tailoredContent).toContain('AWS (EC2, EKS, S3, RDS)');
      expect(r.improvements).toContain(
        'Removed the duplicate skill "Amazon Web Services" (kept "AWS (EC2, EKS, S3, RDS)").',
      );
    }
  });

  it('says plainly when basic mode had nothing to change', () => {
    const clean = [
      'Lee Park',
      'Data Analyst',
      'lee@example.com',
      '',
      'SKILLS',
      'Python, SQL',
      '',
      'EXPERIENCE',
      'Analyst | Acme Corp',
      'Jan 2019 – Dec 2022',
      '• Wrote Python and SQL reports for the finance team',
    ].join('\n');
    const r = tailorResume(
      {
        resumeText: clean,
        jobDescription: 'Analyst\nRequirements\n- Python\n- SQL',
        mode: 'basic',
      },
      { asOf },
    );
    expect(r.improvements[0]).toBe(
      'Your resume already uses standard headings, tidy bullets and a relevant skills order; nothing needed changing.',
    );
  });

  it('adds one summary when there is none, from the stated years (never more, never tied to a skill)', () => {
    const noSummary = resume
      .replace(/SUMMARY\n[^\n]+\n\n/, '')
      .replace(
        'Jul 2018 – May 2019',
        'Jul 2018 – May 2019\n• Brought 6 years of experience in backend engineering to the team',
      );
    const bare = resume.replace(/SUMMARY\n[^\n]+\n\n/, '');
    const r = tailorResume(
      { resumeText: bare, jobDescription: postings.kafka, mode: 'personalized' },
      { asOf },
    );
    const summary = parseResume(r.tailoredContent).summary;
    // no figure stated anywhere: the years the dates give, tied to the headline, not a skill
    expect(summary).toBe(
      'Backend Software Engineer with 7+ years of experience, most recently as Software Engineer II at Fernway Health.',
    );
    expect(checkTruthfulness(bare, r.tailoredContent, { asOf }).ok).toBe(true);
    const stated = tailorResume(
      { resumeText: noSummary, jobDescription: postings.kafka, mode: 'personalized' },
      { asOf },
    );
    expect(parseResume(stated.tailoredContent).summary).toMatch(
      /^Backend Software Engineer with 6 years of experience/,
    );
  });
});

describe('stronger openings', () => {
  it.each([
    ['Worked on moving nightly batch jobs to workers', 'Moved nightly batch jobs to workers'],
    ['Responsible for managing a team of 4', 'Managed a team of 4'],
    ['Responsible for the billing API', 'Owned the billing API'],
    ['Worked on the development of a booking app', 'Developed a booking app'],
    ['Helped with the move to GitHub Actions', 'Supported the move to GitHub Actions'],
    [
      'Worked with product managers on the roadmap',
      'Collaborated with product managers on the roadmap',
    ],
    ['Utilized Excel for reports', 'Used Excel for reports'],
  ])('%s -> %s', (from, to) => {
    expect(strongerOpening(from)?.text).toBe(to);
  });

  it.each([
    'Participated in on-call rotation and wrote runbooks',
    'Helped maintain a Django web application',
    'Worked with Python and SQL',
    'Worked on weekends during launches',
    'Responsible for ensuring quality',
  ])('leaves "%s" alone', (b) => {
    expect(strongerOpening(b)).toBeNull();
  });

  it('detects the swaps that read wrong', () => {
    expect(ungrammaticalOpening('Worked on moving jobs', 'Owned moving jobs')).toBe(true);
    expect(
      ungrammaticalOpening('Participated in on-call rotation', 'Supported on-call rotation'),
    ).toBe(true);
    expect(ungrammaticalOpening('Helped maintain an app', 'Supported maintain an app')).toBe(true);
    expect(ungrammaticalOpening('Worked on moving jobs', 'Moved jobs')).toBe(false);
  });
});

describe('folding duplicate skills', () => {
  it('keeps a numbered standard or version beside the whole, folds true synonyms', () => {
    const resume = [
      'Omar Khatib',
      'omar@example.com',
      '',
      'Skills',
      'Reporting: IFRS, IFRS 16, IFRS 15, consolidation, Python, Python 3, AWS, Amazon Web Services',
      '',
      'Experience',
      'Senior Accountant | Acme | 2019 - Present',
      '- Led the IFRS 16 adoption',
    ].join('\n');
    const t = tailorResume({
      resumeText: resume,
      jobDescription: 'Financial Reporting Manager. Strong knowledge of IFRS. Python.',
      mode: 'basic',
    });
    const skills = t.tailoredContent.split('\n').find((l) => l.startsWith('Reporting:'))!;
    for (const item of ['IFRS,', 'IFRS 16', 'IFRS 15', 'Python,', 'Python 3'])
      expect(skills).toContain(item);
    expect(t.improvements.join(' ')).not.toMatch(/duplicate skill "(IFRS|Python)"/);
    expect(t.improvements.join(' ')).toMatch(/duplicate skill "AWS"/);
  });
});
