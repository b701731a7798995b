/**
 * Hostile text: whatever a user pastes, up to the API's size limits, every engine call
 * answers without throwing and in linear time (well under 250 ms per call).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeCoverLetter,
  analyzeJob,
  analyzeResume,
  checkTruthfulness,
  documentFromText,
  documentToText,
  LETTER_TONES,
  optimizeAbout,
  parseResume,
  tailorResume,
  writeCoverLetter,
  type TailorMode,
} from '../src';
import { fixture, timed } from './helpers';

/** The contract's limits (MAX_RESUME_CHARS, MAX_JOB_DESCRIPTION_CHARS); the engine imports nothing of ours. */
const MAX_RESUME = 50_000;
const MAX_JOB = 30_000;
/** The cover letter and LinkedIn limits (job description 20,000, About 10,000 characters). */
const MAX_LETTER_JOB = 20_000;
const MAX_ABOUT = 10_000;

const RESUME = fixture('resume-classic.txt');
const JOB = fixture('jd-backend.txt');

/** Every engine entry point that takes user text, with the hostile text as resume and as job. */
function everyCall(resume: string, job: string, mode: TailorMode, label: string): void {
  timed(`${label}: parseResume`, () => parseResume(resume));
  timed(`${label}: analyzeJob`, () => analyzeJob(job));
  timed(`${label}: score hostile resume`, () => analyzeResume(resume, JOB));
  timed(`${label}: score against hostile job`, () => analyzeResume(RESUME, job));
  timed(`${label}: tailor hostile resume`, () =>
    tailorResume({ resumeText: resume, jobDescription: JOB, mode }),
  );
  timed(`${label}: tailor for hostile job`, () =>
    tailorResume({ resumeText: RESUME, jobDescription: job, mode }),
  );
  timed(`${label}: tailor both`, () =>
    tailorResume({ resumeText: resume, jobDescription: job, mode }),
  );
  timed(`${label}: truth check`, () => checkTruthfulness(RESUME, resume));
  const doc = documentFromText(resume);
  timed(`${label}: document from text`, () => documentFromText(resume));
  timed(`${label}: document to text`, () => documentToText(doc));
  letterCalls(resume, job, label);
}

let toneAt = 0;
/** The cover letter and About calls, each tone in turn, with the hostile text in every input. */
function letterCalls(resume: string, job: string, label: string): void {
  const tone = LETTER_TONES[toneAt++ % LETTER_TONES.length]!;
  const posting = job.slice(0, MAX_LETTER_JOB);
  const about = resume.slice(0, MAX_ABOUT);
  timed(`${label}: letter from hostile resume`, () =>
    writeCoverLetter({ resumeText: resume, jobDescription: JOB, tone }),
  );
  timed(`${label}: letter for hostile job`, () =>
    writeCoverLetter({ resumeText: RESUME, jobDescription: posting, tone }),
  );
  timed(`${label}: letter from no resume for hostile job`, () =>
    writeCoverLetter({ jobDescription: posting, tone, companyName: about.slice(0, 200) }),
  );
  timed(`${label}: letter with hostile title and company`, () =>
    writeCoverLetter({
      resumeText: resume,
      jobDescription: posting,
      tone,
      jobTitle: about.slice(0, 200),
      companyName: posting.slice(0, 200),
    }),
  );
  const letter = writeCoverLetter({ resumeText: RESUME, jobDescription: JOB, tone }).content;
  timed(`${label}: analyse hostile letter`, () => analyzeCoverLetter(posting, JOB));
  timed(`${label}: analyse letter against hostile job`, () => analyzeCoverLetter(letter, posting));
  timed(`${label}: optimise hostile About`, () =>
    optimizeAbout({ currentAbout: about, targetRole: 'Backend Engineer' }),
  );
  timed(`${label}: optimise for hostile role and keywords`, () =>
    optimizeAbout({
      currentAbout: about,
      targetRole: posting.slice(0, 200),
      industry: posting.slice(0, 100),
      keywords: posting.slice(0, 2_000).split(/[,\s]+/),
    }),
  );
}

/** Fill `length` characters by repeating a piece. */
const fill = (piece: string, length: number) =>
  piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

/** n distinct three-character words ("aaa", "aab", ..., "a9z"): a letter, then letters or digits. */
function distinctWords(n: number, offset = 0): string[] {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const out: string[] = [];
  for (let i = offset; i < offset + n; i++)
    out.push(chars[Math.floor(i / 1296) % 26]! + chars[Math.floor(i / 36) % 36]! + chars[i % 36]!);
  return out;
}

/** Named adversarial shapes: each builds a text of the given length. */
const SHAPES: Record<string, (length: number) => string> = {
  'one long word': (n) => fill('a', n),
  'one long capitalised word': (n) => fill('A', n),
  'alternating capitals': (n) => fill('Aa', n),
  'a long run of y': (n) => fill('y', n),
  'y and a vowel': (n) => fill('ya', n),
  'consonant y pairs': (n) => fill('by', n),
  'repeated pairs': (n) => fill('ab ', n),
  'repeated skill pairs': (n) => fill('Python, Java, ', n),
  'repeated phrase': (n) => fill('Responsible for managing ', n),
  'dot run': (n) => fill('.', n),
  'punctuation run': (n) => fill('.,;:!?-()[]{}"\'/\\|', n),
  'letters between dots': (n) => fill('A.', n),
  'letters between hyphens': (n) => fill('Ab-', n),
  'bullet glyphs': (n) => fill('• ', n),
  'dash run': (n) => fill('-', n),
  'at signs': (n) => fill('a@', n),
  'long e-mail local parts': (n) => fill(`${'a'.repeat(60)}@`, n),
  'url-like run': (n) => `http://${fill('a.', n - 7)}`,
  'plus signs': (n) => fill('c+', n),
  'hash signs': (n) => fill('c#', n),
  slashes: (n) => fill('a/', n),
  colons: (n) => fill('a:', n),
  'open parentheses': (n) => fill('(', n),
  'digit run': (n) => fill('1', n),
  'spaced digits': (n) => fill('1 ', n),
  'years phrases': (n) => fill('5 years ', n),
  'degree phrases': (n) => fill("bachelor's degree in ", n),
  'date ranges': (n) => fill('Jan 2020 - Present ', n),
  'heading lines': (n) => fill('EXPERIENCE\n', n),
  'title lines': (n) => fill('Software Engineer | Acme Corp\n', n),
  'job headings glued': (n) => fill('goals.What You BringRequirements', n),
  spaces: (n) => fill(' ', n),
  // a run of spaces that ends in a word: an end-anchored pattern retries every start inside it
  'one long space run between words': (n) => `Engineer${' '.repeat(n - 10)}x`,
  'long space runs between words': (n) => fill(`Engineer | Acme${' '.repeat(4_000)}x\n`, n),
  'line breaks': (n) => fill('\n', n),
  'mixed whitespace': (n) => fill(' \t\n\r\u00a0\u2028', n),
  'unicode letters': (n) => fill('é日本語Ωж', n),
  'emoji and combining marks': (n) => fill('🙂👍🏽e\u0301\u200d', n),
  'lone surrogates': (n) => fill('\ud800a\udc00', n),
  'control characters': (n) => fill('\u0000\u0001\u001b\u007f', n),
  'upper-case words': (n) => fill('ABC ', n),
  'capitalised words': (n) => fill('Abc Def ', n),
  'prose at employer names': (n) => fill('at Aa', n),
  'distinct words': (n) =>
    distinctWords(Math.floor(n / 4), 3)
      .join(' ')
      .slice(0, n),
};

const MODES: TailorMode[] = ['basic', 'personalized', 'aggressive'];

beforeAll(() => {
  // the first call loads the skill taxonomy; that one-off cost is not the input's
  tailorResume({ resumeText: RESUME, jobDescription: JOB, mode: 'aggressive' });
});

// each case makes eight to a few hundred calls; the budget that matters is the one per call
describe('hostile text', { timeout: 180_000 }, () => {
  it.each(Object.entries(SHAPES))('%s, up to the size limits', (name, shape) => {
    const resume = shape(MAX_RESUME);
    const job = shape(MAX_JOB);
    expect(resume.length).toBeLessThanOrEqual(MAX_RESUME);
    expect(job.length).toBeLessThanOrEqual(MAX_JOB);
    everyCall(resume, job, 'aggressive', name);
  });

  it('a 50,000-character word in a resume and a 30,000-character token in a job', () => {
    const word = fill('abcdefghij', MAX_RESUME);
    const token = fill('x', MAX_JOB);
    everyCall(
      `${RESUME}\n${word}`.slice(0, MAX_RESUME),
      `${JOB}\n${token}`.slice(0, MAX_JOB),
      'aggressive',
      'long tokens in real text',
    );
    everyCall(word, `Requirements: ${token}`, 'personalized', 'long tokens alone');
  });

  it('20,000 distinct words across a resume and a job at their limits', () => {
    const resumeWords = distinctWords(Math.floor(MAX_RESUME / 4));
    const jobWords = distinctWords(20_000 - resumeWords.length, resumeWords.length);
    const resume = resumeWords.join(' ');
    const job = jobWords.join(' ');
    expect(new Set([...resumeWords, ...jobWords]).size).toBe(20_000);
    expect(resume.length).toBeLessThanOrEqual(MAX_RESUME);
    expect(job.length).toBeLessThanOrEqual(MAX_JOB);
    everyCall(resume, job, 'aggressive', '20,000 distinct words');
  });

  it('random adversarial text, every mode', () => {
    // pieces that exercise the parser's and the job reader's patterns, and arbitrary strings
    const atom = fc.oneof(
      fc.constantFrom(
        'a',
        'y',
        'A',
        ' ',
        '\n',
        '\t',
        '.',
        ',',
        '-',
        '•',
        '@',
        ':',
        '(',
        ')',
        '/',
        '+',
        '#',
        '1',
        '2020',
        'Present',
        'years',
        'degree in',
        'Python',
        'Senior Engineer',
        'Experience',
        'Requirements',
        'at Acme Corp',
        'https://',
        '日本',
        '🙂',
        '\u0301',
        '\ud800',
      ),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
    );
    const text = (limit: number) =>
      fc
        .tuple(fc.array(atom, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: limit }))
        .map(([atoms, length]) => fill(atoms.join('') || ' ', length));
    fc.assert(
      fc.property(
        text(MAX_RESUME),
        text(MAX_JOB),
        fc.constantFrom(...MODES),
        (resume, job, mode) => {
          everyCall(resume, job, mode, `random (${resume.length}/${job.length} chars)`);
        },
      ),
      { numRuns: 16, seed: 20261123 },
    );
  });

  it('random unicode of any length up to the limits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: MAX_RESUME, size: 'max' }),
        fc.string({ unit: 'grapheme', maxLength: MAX_JOB, size: 'max' }),
        (resume, job) => everyCall(resume, job, 'aggressive', 'random unicode'),
      ),
      { numRuns: 8, seed: 20261124 },
    );
  });
});
