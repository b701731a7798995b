import { describe, expect, it } from 'vitest';
import { checkLetterTruth, writeCoverLetter, LETTER_TONES } from '../src/letter/write';
import { checkAgainst, originalFacts } from '../src/truth';
import { analyzeJob } from '../src/job/analyze';
import { fixture, numbersIn } from './helpers';

const FERNWAY = fixture('resume-backend-fernway.txt');
const KAFKA = fixture('jd-senior-backend-kafka.txt');
const BACKEND = fixture('jd-backend.txt');
const MARKETING = fixture('resume-marketing.txt');
const JD_MARKETING = fixture('jd-marketing.txt');

/** The posting's own words (company, role) and the placeholders are not claims about the candidate. */
const strip = (text: string, ...keep: string[]) => {
  // the salutation names the reader ("Dear Hiring Manager,"), not a title of the writer
  let out = text.replace(/\[[^\]]*\]/g, ' ').replace(/^(?:Dear|Hello|Hi)\b.*,$/gm, ' ');
  for (const k of keep) out = out.split(k).join('the company');
  // one sentence a line, its opening preposition in lower case ("At Fernway Health" is the
  // employer, not an organisation called "At Fernway Health")
  return out
    .replace(/([.!?:])[ \t]+/g, '$1\n')
    .replace(
      /^(As|At|In|While|During|Then|There|On|Over|A|The|Furthermore|Another|One|Some)\b/gm,
      (w) => w.toLowerCase(),
    );
};

const EMPLOYERS = [
  'Fernway Health',
  'Lumen Freight',
  'Brightpath Studios',
  'Fogline Software',
  'Redwood Events Co.',
];

const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).map((s) => s.trim());

describe('writeCoverLetter', () => {
  it('names the role and the company from the posting', () => {
    const l = writeCoverLetter({
      resumeText: FERNWAY,
      jobDescription: KAFKA,
      tone: 'professional',
    });
    expect(l.content).toContain('Senior Backend Engineer');
    expect(l.content).toContain('Tidewater Payments');
    expect(l.content).not.toMatch(/undefined|null|\{\w+\}/);
    const b = writeCoverLetter({ resumeText: FERNWAY, jobDescription: BACKEND, tone: 'formal' });
    expect(b.content).toContain('Cobalt Harbor Logistics');
  });

  it.each([
    [FERNWAY, KAFKA],
    [FERNWAY, BACKEND],
    [MARKETING, JD_MARKETING],
  ])(
    'cites at least two of the top five requirements with the candidate evidence',
    (resume, job) => {
      const top5 = [...analyzeJob(job).requiredSkills]
        .sort((a, b) => b.weight - a.weight)
        .slice(0, 5)
        .map((s) => s.name);
      for (const tone of LETTER_TONES) {
        const l = writeCoverLetter({ resumeText: resume, jobDescription: job, tone });
        expect(l.requirementsCovered.filter((r) => top5.includes(r)).length).toBeGreaterThanOrEqual(
          2,
        );
        // ... each with a sentence that rests on a bullet of a job the paragraph names
        const withEvidence = top5.filter((req) =>
          l.claims.some(
            (c) =>
              c.requirements.includes(req) &&
              /^[•*-]/.test(c.source) &&
              // the employer is named in the sentence or the one before it, in its paragraph
              EMPLOYERS.some((e) =>
                l.content
                  .split('\n\n')
                  .find((p) => p.includes(c.sentence))
                  ?.includes(e),
              ),
          ),
        );
        expect(withEvidence.length).toBeGreaterThanOrEqual(2);
        const lines = resume.split('\n').map((x) => x.trim());
        for (const c of l.claims) {
          expect(lines).toContain(c.source);
          expect(l.content).toContain(c.sentence);
        }
        // every figure in a claim sentence is written exactly as in its source line
        for (const c of l.claims)
          for (const n of numbersIn(c.sentence)) expect(numbersIn(c.source)).toContain(n);
        expect(
          l.claims.some((c) => /Fernway Health|Lumen Freight|Fogline Software/.test(c.sentence)),
        ).toBe(true);
        expect(l.truth.ok).toBe(true);
        expect(
          checkAgainst(
            originalFacts(resume),
            strip(
              l.content,
              'Tidewater Payments',
              'Cobalt Harbor Logistics',
              analyzeJob(job).title,
            ),
            'prose',
          ).ok,
        ).toBe(true);
        const words = l.content.split(/\s+/).length;
        // the engine's own letters need no repair
        expect(l.removed).toEqual([]);
        // a resume with several bullets fills a full letter; a short one (five bullets) a shorter one
        expect(words).toBeGreaterThanOrEqual(resume === FERNWAY ? 250 : 180);
        expect(words).toBeLessThanOrEqual(400);
      }
    },
  );

  it('quotes a figure exactly as the resume writes it', () => {
    const l = writeCoverLetter({ resumeText: FERNWAY, jobDescription: KAFKA, tone: 'confident' });
    expect(l.content).toMatch(/62%|3 million events a day|40 enterprise customers/);
  });

  it('the five tones read differently', () => {
    const letters = LETTER_TONES.map(
      (tone) =>
        new Set(
          sentences(writeCoverLetter({ resumeText: FERNWAY, jobDescription: KAFKA, tone }).content),
        ),
    );
    for (let i = 0; i < letters.length; i++)
      for (let j = i + 1; j < letters.length; j++) {
        const a = letters[i]!;
        const b = letters[j]!;
        const shared = [...a].filter((s) => b.has(s) && s !== 'Sam Okafor').length;
        expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.3);
      }
  });

  it('is deterministic', () => {
    const input = { resumeText: FERNWAY, jobDescription: BACKEND, tone: 'creative' as const };
    expect(writeCoverLetter(input)).toEqual(writeCoverLetter(input));
  });

  it('without a resume, claims nothing about the candidate', () => {
    for (const tone of LETTER_TONES)
      for (const resumeText of [null, '', '   ']) {
        const l = writeCoverLetter({ resumeText, jobDescription: KAFKA, tone });
        expect(l.claims).toEqual([]);
        expect(l.content).toContain('[Add an example');
        expect(l.content).not.toMatch(/Fernway|Lumen|Brightpath|\b\d+%|\byears\b/);
        expect(
          checkAgainst(
            originalFacts(''),
            strip(l.content, 'Tidewater Payments', 'Senior Backend Engineer'),
            'prose',
          ).ok,
        ).toBe(true);
        expect(l.content.split(/\s+/).length).toBeLessThan(250);
      }
  });

  it('a resume without bullets speaks only for the skills it lists, with no placeholder', () => {
    const resume = 'Jo Rivera\njo@example.com\n\nSKILLS\nGo, PostgreSQL, Kubernetes';
    const l = writeCoverLetter({ resumeText: resume, jobDescription: KAFKA, tone: 'professional' });
    // a letter from a resume is finished: what the resume does not hold is left unsaid
    expect(l.content).not.toMatch(/\[|these examples/);
    expect(l.content).toMatch(/Jo Rivera$/);
    expect(l.claims.length).toBeGreaterThan(0);
    for (const c of l.claims) expect(c.source).toBe('Go, PostgreSQL, Kubernetes');
    expect(l.truth.ok).toBe(true);
    expect(l.content).not.toMatch(/\d/);
  });

  it('keeps a posting title with periods whole, and never repairs its own letter for it', () => {
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({
        resumeText: FERNWAY,
        jobDescription: KAFKA,
        jobTitle: 'Sr. Backend Engineer - Payments (ETL, Kafka)',
        companyName: 'F&G Corp.',
        tone,
      });
      expect(l.removed).toEqual([]);
      expect(l.content).toContain('Sr. Backend Engineer - Payments (ETL, Kafka)');
    }
  });

  it('names skills as the resume writes them, never a group label or a bare verb', () => {
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: FERNWAY, jobDescription: BACKEND, tone });
      // "Cloud & Infrastructure:" labels a group of skills in the resume; "Mentor" is the posting's verb
      expect(l.content).not.toMatch(/\bCloud\b|\bmentor\b|Mentor[?:]/i);
    }
  });

  it('signs with a name only when the resume shows one at its top', () => {
    const resume = `${'Objective: to grow.\n'.repeat(8)}SANARCO STATE BOARD\nSKILLS\nGo`;
    const l = writeCoverLetter({ resumeText: resume, jobDescription: KAFKA, tone: 'formal' });
    expect(l.content).not.toContain('SANARCO');
  });

  it('uses the given company, title and name', () => {
    const l = writeCoverLetter({
      jobDescription: JD_MARKETING,
      tone: 'enthusiastic',
      companyName: 'Northwind',
      jobTitle: 'Content Lead',
      candidateName: 'Ada Park',
    });
    expect(l.content).toContain('Northwind');
    expect(l.content).toContain('Content Lead');
    expect(l.content).toContain('Ada Park');
  });

  it('the letter check catches an invented employer, figure or skill, not the posting words', () => {
    const posting = ['Tidewater Payments', 'Senior Backend Engineer'];
    const good =
      'Dear Hiring Manager,\n\nI am applying for the Senior Backend Engineer role at Tidewater Payments. At Fernway Health, I led query tuning on the PostgreSQL billing database and reduced p95 latency by 62%.';
    expect(checkLetterTruth(FERNWAY, good, posting).ok).toBe(true);
    for (const bad of [
      'At Globex Corporation, I led a platform team.',
      'I reduced p95 latency by 90%.',
      'I built streaming pipelines with Apache Kafka.',
    ])
      expect(checkLetterTruth(FERNWAY, `${good} ${bad}`, posting).ok).toBe(false);
  });

  it('returns on hostile input', () => {
    const word = 'abcdefghij'.repeat(5000);
    const pairs = 'Go Python '.repeat(3000);
    const punct = '.,;:!?-'.repeat(4000);
    const bullets = Array.from({ length: 2000 }, (_, i) => `• Led team ${i} at Acme Corp`).join(
      '\n',
    );
    for (const [resumeText, jobDescription] of [
      [word, word.slice(0, 30_000)],
      [pairs, pairs],
      [punct, punct],
      [
        `Jo Doe\nEXPERIENCE\nEngineer | Acme Corp\n${bullets}`,
        `Requirements\n- ${'Go '.repeat(5000)}`,
      ],
    ] as const) {
      const l = writeCoverLetter({ resumeText, jobDescription, tone: 'formal' });
      expect(typeof l.content).toBe('string');
    }
  });
});

describe('the greeting', () => {
  it('never greets "Dear The … team"', () => {
    for (const tone of LETTER_TONES) {
      const letter = writeCoverLetter({
        companyName: 'The Moana Kai Hotel',
        jobTitle: 'Front Office Manager',
        jobDescription:
          'Front Office Manager\n\nRequirements\n- Opera PMS\n- Lead a front desk team',
        tone,
        resumeText:
          'Misaki Sato\nmisaki@example.com\n\nEXPERIENCE\nFront Office Manager | Waikiki Shores | 2021 – Present\n- Lead 38 front desk staff',
      });
      expect(letter.content).not.toMatch(/Dear The\b/);
    }
  });
});

describe('names and degrees inside a sentence', () => {
  const resume = `Lena Ortiz
lena@example.com

EXPERIENCE
Research Engineer | Institute of Fluid Dynamics, University of Colorado Denver | 2020 – Present
- Built a wind-tunnel test rig used by 12 research groups

EDUCATION
M.S. Mechanical Engineering | University of Colorado Denver | 2019
`;
  it('says "the University of …", "M.S. in …", and greets the team without "the"', () => {
    for (const tone of LETTER_TONES) {
      const letter = writeCoverLetter({
        companyName: 'Institute of Neuroscience',
        jobTitle: 'Research Engineer',
        jobDescription:
          'Research Engineer\n\nRequirements\n- M.S. in Mechanical Engineering required\n- Test rigs',
        tone,
        resumeText: resume,
      });
      expect(letter.content).not.toMatch(/\b(?:at|to|for|with|serve) Institute of Neuroscience/);
      expect(letter.content).not.toMatch(/Dear the\b/i);
      expect(letter.content).not.toMatch(/M\.S\. Mechanical/);
      expect(letter.content).toMatch(/M\.S\. in Mechanical Engineering/);
      expect(letter.content).not.toMatch(/\b(?:at|to|from|At) (?:University|Institute) of/);
      expect(
        checkLetterTruth(resume, letter.content, ['Institute of Neuroscience', 'Research Engineer'])
          .ok,
      ).toBe(true);
    }
  });
});
