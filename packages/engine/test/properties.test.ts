import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, parseResume, tailorResume } from '../src';
import { fixture, numbersIn } from './helpers';

const SKILLS = [
  'Python',
  'Go',
  'Java',
  'JavaScript',
  'TypeScript',
  'React',
  'Docker',
  'Kubernetes',
  'PostgreSQL',
  'AWS',
  'Terraform',
  'SQL',
  'Excel',
  'Tableau',
  'Kafka',
  'Redis',
  'GraphQL',
  'Django',
  'Figma',
  'SEO',
];
const TITLES = [
  'Software Engineer',
  'Data Analyst',
  'Backend Developer',
  'Product Designer',
  'Marketing Manager',
];
const COMPANIES = ['Acme Corp', 'Globex Inc.', 'Initech', 'Umbrella Labs', 'Hooli'];
const VERBS = [
  'Built',
  'Led',
  'Responsible for',
  'Helped with',
  'Worked on',
  'Designed',
  'Improved',
];
const OBJECTS = [
  'the billing service',
  'weekly reports',
  'a data pipeline',
  'the onboarding flow',
  'our test suite',
];

const role = fc.record({
  title: fc.constantFrom(...TITLES),
  company: fc.constantFrom(...COMPANIES),
  start: fc.integer({ min: 2008, max: 2020 }),
  len: fc.integer({ min: 0, max: 4 }),
  bullets: fc.array(
    fc.record({
      verb: fc.constantFrom(...VERBS),
      obj: fc.constantFrom(...OBJECTS),
      skill: fc.constantFrom(...SKILLS),
      n: fc.option(fc.integer({ min: 1, max: 500 })),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

const resumeArb = fc.record({
  name: fc.constantFrom('Dana Kim', 'Ravi Patel', 'Mia Chen'),
  skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 0, maxLength: 8 }),
  roles: fc.array(role, { minLength: 0, maxLength: 3 }),
  degree: fc.constantFrom(
    '',
    'B.S. in Computer Science | State University',
    'MBA | Lakeside College',
  ),
  summary: fc.constantFrom(
    '',
    'Engineer who likes simple systems.',
    'Analyst with a love of clean data.',
  ),
});

type ArbValue<A> = A extends fc.Arbitrary<infer T> ? T : never;

function resumeText(r: ArbValue<typeof resumeArb>): string {
  const out = [r.name, `${r.name.split(' ')[0]!.toLowerCase()}@example.com | 555-010-2030`];
  if (r.summary) out.push('', 'SUMMARY', r.summary);
  if (r.skills.length) out.push('', 'SKILLS', r.skills.join(', '));
  if (r.roles.length) {
    out.push('', 'EXPERIENCE');
    for (const x of r.roles) {
      out.push(`${x.title} | ${x.company}`, `Jan ${x.start} - Dec ${x.start + x.len}`);
      for (const b of x.bullets)
        out.push(
          `• ${b.verb} ${b.obj} with ${b.skill}${b.n !== null ? `, saving ${b.n} hours` : ''}`,
        );
    }
  }
  if (r.degree) out.push('', 'EDUCATION', r.degree, '2010');
  return out.join('\n');
}

const jobArb = fc.record({
  title: fc.constantFrom(...TITLES),
  required: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 1, maxLength: 6 }),
  preferred: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 0, maxLength: 3 }),
  years: fc.option(fc.integer({ min: 1, max: 10 })),
  degree: fc.boolean(),
});

function jobText(j: ArbValue<typeof jobArb>): string {
  const out = [j.title, '', 'Requirements'];
  for (const s of j.required) out.push(`- Experience with ${s}`);
  if (j.years !== null) out.push(`- ${j.years}+ years of experience`);
  if (j.degree) out.push("- Bachelor's degree in Computer Science");
  if (j.preferred.length)
    out.push('', 'Nice to have', ...j.preferred.map((s) => `- ${s} is a plus`));
  return out.join('\n');
}

const modeArb = fc.constantFrom('basic', 'personalized', 'aggressive' as const);

const RUNS = { numRuns: 60, seed: 20240607 };

describe('scorer properties', () => {
  it('scores are integers in 0..100', () => {
    fc.assert(
      fc.property(resumeArb, jobArb, (r, j) => {
        const rep = analyzeResume(resumeText(r), jobText(j));
        for (const v of [
          rep.atsScore,
          rep.keywordMatchScore,
          rep.matchScore,
          rep.hygieneScore,
          ...rep.components.map((c) => c.score),
        ]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
      RUNS,
    );
  });

  it('arbitrary text never breaks the scorer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 }), (a, b) => {
        const rep = analyzeResume(a, b);
        expect(Number.isInteger(rep.atsScore) && rep.atsScore >= 0 && rep.atsScore <= 100).toBe(
          true,
        );
        expect(
          Number.isInteger(rep.keywordMatchScore) &&
            rep.keywordMatchScore >= 0 &&
            rep.keywordMatchScore <= 100,
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(resumeArb, jobArb, modeArb, (r, j, mode) => {
        const a = tailorResume({ resumeText: resumeText(r), jobDescription: jobText(j), mode });
        const b = tailorResume({ resumeText: resumeText(r), jobDescription: jobText(j), mode });
        expect(a).toEqual(b);
        expect(analyzeJob(jobText(j))).toEqual(analyzeJob(jobText(j)));
      }),
      { ...RUNS, numRuns: 30 },
    );
  });

  /** A resume and a job, scored before and after the resume names a required skill it lacked. */
  type Report = ReturnType<typeof analyzeResume>;
  const addingMissingSkill = (check: (before: Report, after: Report) => void) =>
    fc.property(resumeArb, jobArb, (r, j) => {
      const text = resumeText(r);
      const jd = jobText(j);
      const before = analyzeResume(text, jd);
      const missing = before.hardSkills.missing.find((h) => h.required);
      if (!missing) return;
      check(before, analyzeResume(`${text}\n\nADDITIONAL SKILLS\n${missing.jobTerm}`, jd));
    });

  it('adding a missing required skill never lowers the keyword match', () => {
    fc.assert(
      addingMissingSkill((before, after) => {
        expect(after.keywordMatchScore).toBeGreaterThanOrEqual(before.keywordMatchScore);
      }),
      RUNS,
    );
  });

  it('adding a missing required hard skill never lowers the ATS score or the match', () => {
    fc.assert(
      addingMissingSkill((before, after) => {
        expect(after.matchScore).toBeGreaterThanOrEqual(before.matchScore);
        expect(after.atsScore).toBeGreaterThanOrEqual(before.atsScore);
      }),
      RUNS,
    );
  });

  it('tailoring never lowers a score and never introduces a number or an employer not in the source', () => {
    fc.assert(
      fc.property(resumeArb, jobArb, modeArb, (r, j, mode) => {
        const text = resumeText(r);
        const out = tailorResume({ resumeText: text, jobDescription: jobText(j), mode });
        expect(out.atsScore).toBeGreaterThanOrEqual(out.originalAtsScore);
        expect(out.keywordMatchScore).toBeGreaterThanOrEqual(out.originalKeywordMatchScore);
        const allowed = new Set(numbersIn(text));
        allowed.add(String(Math.floor(out.report.experience.candidateYears)));
        for (const n of numbersIn(out.tailoredContent))
          expect(allowed.has(n), `number ${n}`).toBe(true);
        for (const e of parseResume(out.tailoredContent).experience) {
          if (e.company) expect(text).toContain(e.company);
        }
        for (const c of COMPANIES)
          if (!text.includes(c)) expect(out.tailoredContent).not.toContain(c);
      }),
      RUNS,
    );
  });

  it('tailoring the real fixtures never lowers a score', () => {
    for (const r of [
      'resume-classic.txt',
      'resume-indeed.txt',
      'resume-compact.txt',
      'resume-marketing.txt',
      'resume-two-page.txt',
    ]) {
      for (const j of ['jd-backend.txt', 'jd-frontend.txt', 'jd-marketing.txt']) {
        for (const mode of ['basic', 'personalized', 'aggressive'] as const) {
          const out = tailorResume({ resumeText: fixture(r), jobDescription: fixture(j), mode });
          expect(out.atsScore, `${r} ${j} ${mode}`).toBeGreaterThanOrEqual(out.originalAtsScore);
          expect(out.keywordMatchScore).toBeGreaterThanOrEqual(out.originalKeywordMatchScore);
        }
      }
    }
  });
});
