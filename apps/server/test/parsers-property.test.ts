/**
 * No 500 from any parser path: the builder's parse, the Resume Lab (which reads a resume and a
 * posting) and the Interview Arena's posting reader get random resumes and postings made of
 * plausible and hostile lines (over-long names, titles and skill lists, headings, dates,
 * random Unicode), through the real routes and their response schemas. Every answer is 2xx or
 * a 4xx with the API's error body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';

/** One line of a resume or posting: real shapes with words of any length, and noise. */
const capitalised = fc.stringMatching(/^[A-Z][a-z]{0,70}$/);
const word = fc.stringMatching(/^[A-Za-z+#.]{1,40}$/);
const line = fc.oneof(
  // a name-like line, however long ("A… B… C…" of 130 characters made a 500 before)
  fc.array(capitalised, { minLength: 1, maxLength: 5 }).map((w) => w.join(' ')),
  fc
    .tuple(fc.array(capitalised, { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 300 }))
    .map(([w, rest]) => `${w.join(' ')}, ${rest}`),
  fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' ')),
  fc.array(word, { minLength: 50, maxLength: 800 }).map((w) => w.join(' ')),
  fc.array(capitalised, { minLength: 2, maxLength: 150 }).map((w) => w.join(', ')),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .tuple(
      fc.array(capitalised, { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1950, max: 2040 }),
    )
    .map(([w, y]) => `${w.join(' ')} | ${w.join(' ')} | Jan ${y} - Present`),
  fc.constantFrom(
    'EXPERIENCE',
    'Education',
    'SKILLS',
    'Projects',
    'Certifications',
    'Requirements',
    'Nice to have',
    'Qualifications:',
    '• Built the thing with TypeScript and PostgreSQL',
    '- 5+ years of experience with Python',
    'Jan 2020 - Present',
    'Location: Kraków, Poland',
    '王小明 (Xiaoming Wang), RN, BSN',
    'jane@example.com | +1 555 0100 | github.com/jane',
  ),
);
const document = fc.array(line, { minLength: 1, maxLength: 60 }).map((lines) => lines.join('\n'));

describe('parsers never answer 5xx', () => {
  const ctx = useApp();
  const users: TestUser[] = [];
  let calls = 0;

  /** A fresh user every 40 calls, so per-user rate limits never answer first. */
  const post = async (url: string, payload: object) => {
    if (calls++ % 40 === 0) users.unshift(await ctx.signUp());
    return ctx.as(users[0]!)({ method: 'POST', url, payload });
  };

  const check = (label: string, res: { statusCode: number; body: string }) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(
        (JSON.parse(res.body) as { error?: { message?: string } }).error?.message,
      ).toBeTruthy();
    }
  };

  it('the builder reads any resume text into a document its schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (text) => {
        check('builder.parse', await post('/api/resume-builder/parse', { text }));
      }),
      { numRuns: 120, seed: 23 },
    );
    // The case that failed before: a first line longer than a name may be.
    const long = ['A', 'B', 'C'].map((c) => c + 'x'.repeat(42)).join(' ');
    const res = await post('/api/resume-builder/parse', { text: long });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { personal: { name: string } }).personal.name).toBe('');
  }, 120_000);

  it('the Resume Lab scores any resume against any posting', async () => {
    await fc.assert(
      fc.asyncProperty(document, document, async (resumeContent, jobDescription) => {
        check('lab.score', await post('/api/lab/score', { resumeContent, jobDescription }));
      }),
      { numRuns: 80, seed: 24 },
    );
  }, 120_000);

  it('the Interview Arena reads any posting', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (jobDescription) => {
        const res = await post('/api/interviews/generate', {
          jobDescription,
          interviewType: 'technical',
        });
        check('interviews.generate', res);
      }),
      { numRuns: 60, seed: 25 },
    );
  }, 120_000);
});
