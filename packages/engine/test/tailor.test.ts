import { describe, expect, it } from 'vitest';
import {
  analyzeResume,
  checkTruthfulness,
  parseResume,
  tailorResume,
  tailoringAdvice,
  type TailorMode,
} from '../src';
import { fixture, numbersIn } from './helpers';

const backend = fixture('jd-backend.txt');
const frontend = fixture('jd-frontend.txt');

function run(resume: string, jd: string, mode: TailorMode) {
  return tailorResume({ resumeText: resume, jobDescription: jd, mode });
}

describe('tailorResume', () => {
  const resume = fixture('resume-classic.txt');
  const basic = run(resume, backend, 'basic');
  const personalized = run(resume, backend, 'personalized');
  const aggressive = run(resume, backend, 'aggressive');

  it('never lowers the score and reports both before and after', () => {
    for (const r of [basic, personalized, aggressive]) {
      expect(r.atsScore).toBeGreaterThanOrEqual(r.originalAtsScore);
      expect(r.keywordMatchScore).toBeGreaterThanOrEqual(r.originalKeywordMatchScore);
      expect(r.report.atsScore).toBe(r.atsScore);
    }
  });

  it('basic: standard headings, cleaned bullets, relevant skills first', () => {
    expect(basic.tailoredContent).toMatch(/^EXPERIENCE$/m);
    expect(basic.tailoredContent).toMatch(/^SKILLS$/m);
    expect(basic.tailoredContent).not.toMatch(/PROFESSIONAL EXPERIENCE/);
    expect(basic.improvements.join(' ')).toMatch(/standard/i);
    // the resume's original summary is kept as is in basic mode
    expect(parseResume(basic.tailoredContent).summary).toBe(parseResume(resume).summary);
  });

  it("personalized: one summary (the user's), relevant bullets first, the job's terms for skills the candidate has", () => {
    const parsed = parseResume(personalized.tailoredContent);
    // the user's own summary, not a generated one stacked on top of it
    expect(parsed.summary).toBe(parseResume(resume).summary);
    expect(personalized.tailoredContent).toContain('Kubernetes');
    expect(personalized.tailoredContent).not.toMatch(/\bk8s\b/);
    expect(personalized.improvements).toContain(
      'Replaced "k8s" with "Kubernetes", the posting\'s name for it, in 3 places.',
    );
    expect(personalized.improvements.length).toBeGreaterThan(basic.improvements.length);
    // the first bullet of the first role names job skills
    expect(parsed.experience[0]!.bullets[0]).toMatch(
      /Go|Kafka|Python|Kubernetes|PostgreSQL|REST|AWS/,
    );
  });

  it('aggressive: stronger verbs where they read right, Core Competencies led by matched skills', () => {
    const t = aggressive.tailoredContent;
    expect(t).toMatch(/^CORE COMPETENCIES$/m);
    expect(t).toContain('• Maintained the billing export jobs and their monitoring');
    expect(t).toContain('• Supported the move from Jenkins to GitHub Actions');
    expect(t).toContain('• Contributed to a caching layer with Redis');
    expect(t).not.toMatch(/Responsible for|Helped with|Worked on/);
    const comp = t
      .split(/^CORE COMPETENCIES$/m)[1]!
      .trim()
      .split('\n')[0]!
      .replace(/^[^:]+:\s*/, '');
    const matched = aggressive.report.hardSkills.found.map((h) => h.resumeTerm ?? h.skill);
    expect(matched).toEqual(expect.arrayContaining(comp.split(', ').slice(0, 2)));
    expect(aggressive.improvements.length).toBeGreaterThan(personalized.improvements.length);
    expect(aggressive.improvements).toContain(
      'Replaced "Responsible for maintaining" with "Maintained" in 1 bullet.',
    );
  });

  it('never invents employers, titles, degrees, dates, numbers or skills', () => {
    const source = parseResume(resume);
    for (const r of [basic, personalized, aggressive]) {
      const out = parseResume(r.tailoredContent);
      expect(out.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual(
        source.experience.map((e) => [e.title, e.company, e.startDate, e.endDate]),
      );
      expect(out.education.map((e) => e.degree)).toEqual(source.education.map((e) => e.degree));
      const allowed = new Set(numbersIn(resume));
      for (const n of numbersIn(r.tailoredContent))
        if (!allowed.has(n)) expect(n).toBe(String(Math.floor(r.report.experience.candidateYears)));
      expect(checkTruthfulness(resume, r.tailoredContent)).toEqual({ ok: true, violations: [] });
      expect(r.tailoredContent).not.toMatch(/gRPC|GraphQL/);
    }
  });

  it('turns missing skills into recommendations and a suggested project', () => {
    const r = run(fixture('resume-compact.txt'), backend, 'aggressive');
    expect(
      r.recommendations.some((x) =>
        /^Add (Python|Go|PostgreSQL|Kubernetes|Docker|AWS)\b.*if you have used it/.test(x),
      ),
    ).toBe(true);
    expect(r.suggestedProject).toBeDefined();
    expect(r.suggestedProject!.learningPath.length).toBeGreaterThanOrEqual(3);
    expect(r.tailoredContent).not.toMatch(/\bKubernetes\b|\bPostgreSQL\b/);
  });

  it('omits the suggested project when no required skill is missing', () => {
    const r = run(
      'Lee Park\nlee@example.com\nSKILLS\nPython, SQL\nEXPERIENCE\nAnalyst | Acme Corp\n2019 - 2022\n• Wrote Python and SQL reports',
      'Analyst\nRequirements\n- Python\n- SQL',
      'basic',
    );
    expect(r.suggestedProject).toBeUndefined();
  });

  it("uses the job's word for a skill the candidate already has (JS -> JavaScript)", () => {
    const r = run(fixture('resume-compact.txt'), frontend, 'personalized');
    expect(r.tailoredContent).toContain('JavaScript');
    expect(r.tailoredContent).not.toMatch(/\bJS\b/);
  });
});

describe('tailoringAdvice', () => {
  const resume = fixture('resume-compact.txt');

  it('is what tailoring returns, read from the report of the tailored text', () => {
    const r = run(resume, backend, 'aggressive');
    const advice = tailoringAdvice(r.report);
    expect(advice.recommendations).toEqual(r.recommendations);
    expect(advice.suggestedProject).toEqual(r.suggestedProject);
  });

  it('returns the original report so nothing is scored twice', () => {
    const r = run(resume, backend, 'personalized');
    expect(r.originalReport).toEqual(analyzeResume(resume, backend));
    expect(r.originalReport.atsScore).toBe(r.originalAtsScore);
    expect(r.originalReport.keywordMatchScore).toBe(r.originalKeywordMatchScore);
  });

  it('describes the text it is given, whoever wrote it', () => {
    const before = analyzeResume(resume, backend);
    const missing = before.hardSkills.missing.find((h) => h.required)!;
    expect(tailoringAdvice(before).recommendations.join('\n')).toContain(`Add ${missing.jobTerm}`);
    // another writer's text that names the skill gets no advice to add it
    const after = analyzeResume(`${resume}\nSKILLS\n${missing.jobTerm}`, backend);
    expect(tailoringAdvice(after).recommendations.join('\n')).not.toContain(
      `Add ${missing.jobTerm} `,
    );
  });
});
