// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultLetterTitle, letterFileName } from '../src/features/cover-letter/lib/file-names';
import { averageScore, choiceIds, choiceOf } from '../src/features/cover-letter/lib/resume-choice';
import { hasUnsavedEdits } from '../src/features/cover-letter/lib/state';
import { filterLetters, parseTags } from '../src/features/saved-cover-letters/lib/filter';
import { savedLetterFileName } from '../src/features/saved-cover-letters/lib/file-name';
import {
  countWords,
  lengthMessage,
  lengthStatus,
  parseKeywords,
  previewEnd,
} from '../src/features/linkedin/lib/about';
import { fileNameOf } from '../src/lib/api';
import { splitMessage } from '../src/lib/spec-toast';
import { findSentence, groupBySentence, replaceSentence, segments } from '../src/lib/text-ranges';

describe('letter file names', () => {
  it('names the editor download cover-letter-{company or position}', () => {
    expect(letterFileName('Acme Corp.', 'Engineer')).toBe('cover-letter-acme-corp.txt');
    expect(letterFileName('  ', 'Senior Backend Engineer')).toBe(
      'cover-letter-senior-backend-engineer.txt',
    );
    expect(letterFileName(null, null)).toBe('cover-letter.txt');
    expect(letterFileName('Ünïcode & Co', null, 'pdf')).toBe('cover-letter-n-code-co.pdf');
    expect(letterFileName('Acme', null, 'docx')).toBe('cover-letter-acme.docx');
  });

  it('names a saved letter by its title: lowercased, non-alphanumerics as underscores', () => {
    expect(savedLetterFileName('Engineer at Acme!', 'txt')).toBe('engineer_at_acme_.txt');
    expect(savedLetterFileName('Senior Backend Engineer at Acme Financial', 'pdf')).toBe(
      'senior_backend_engineer_at_acme_financial.pdf',
    );
    expect(savedLetterFileName('***', 'txt')).toBe('cover_letter.txt');
  });

  it('titles a letter from the job and the company', () => {
    expect(defaultLetterTitle('Engineer', 'Acme')).toBe('Engineer at Acme');
    expect(defaultLetterTitle('', 'Acme')).toBe('Cover letter for Acme');
    expect(defaultLetterTitle('Engineer', null)).toBe('Engineer cover letter');
    expect(defaultLetterTitle(null, ' ')).toBe('Cover letter');
  });

  it('reads the server file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`)).toBe(
      'été.pdf',
    );
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('highlight ranges', () => {
  const letter =
    'Dear Hiring Manager,\n\nI led the migration\nto PostgreSQL. I mentored four engineers.';

  it('finds a sentence exactly or across rewrapped white space', () => {
    const exact = findSentence(letter, 'I mentored four engineers.');
    expect(exact && letter.slice(exact.start, exact.end)).toBe('I mentored four engineers.');
    const wrapped = findSentence(letter, 'I led the migration to PostgreSQL.');
    expect(wrapped && letter.slice(wrapped.start, wrapped.end)).toBe(
      'I led the migration\nto PostgreSQL.',
    );
    expect(findSentence(letter, 'I built (a) thing?')).toBeNull();
    expect(findSentence(letter, '   ')).toBeNull();
  });

  it('cuts the text into marked pieces that join back to the text, the later range winning', () => {
    const text = 'abcdefghij';
    const parts = segments(text, [
      { start: 2, end: 6, kind: 'claim' },
      { start: 4, end: 8, kind: 'active' },
      { start: 20, end: 30, kind: 'claim' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts).toEqual([
      { text: 'ab', kind: null },
      { text: 'cd', kind: 'claim' },
      { text: 'efgh', kind: 'active' },
      { text: 'ij', kind: null },
    ]);
    expect(segments('', [{ start: 0, end: 3, kind: 'x' }])).toEqual([]);
  });

  it('replaces a recommendation in place, or says it cannot', () => {
    expect(
      replaceSentence(letter, 'I mentored four engineers.', 'I mentored four engineers. '),
    ).toBe(letter);
    expect(replaceSentence(letter, 'Dear Hiring Manager,', 'Dear Acme team,')).toMatch(
      /^Dear Acme team,\n/,
    );
    expect(replaceSentence(letter, 'Not there.', 'x')).toBeNull();
  });

  it('lists a sentence once with each of its distinct sources', () => {
    const groups = groupBySentence([
      { sentence: 'A.', source: 'one' },
      { sentence: 'B.', source: 'two' },
      { sentence: 'A.', source: 'three' },
      { sentence: 'A.', source: 'one' },
    ]);
    expect(groups.map((g) => [g.sentence, g.sources])).toEqual([
      ['A.', ['one', 'three']],
      ['B.', ['two']],
    ]);
  });
});

describe('word counting and the About guide', () => {
  it('counts words that hold a letter or digit', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  I led a team of 12 — and shipped.  ')).toBe(8);
    expect(countWords('résumé naïve 東京')).toBe(3);
  });

  it('checks the 150-300 word guide', () => {
    expect(lengthStatus(0)).toBe('empty');
    expect(lengthStatus(149)).toBe('short');
    expect(lengthStatus(150)).toBe('good');
    expect(lengthStatus(300)).toBe('good');
    expect(lengthStatus(301)).toBe('long');
    expect(lengthMessage(113)).toBe('37 more words to reach the 150-300 word guide.');
    expect(lengthMessage(301)).toBe('1 word over the 150-300 word guide.');
  });

  it('ends the "see more" preview at ~300 characters without cutting a word', () => {
    expect(previewEnd('short text')).toBe(10);
    const long = 'word '.repeat(100);
    const end = previewEnd(long);
    expect(end).toBeLessThanOrEqual(300);
    expect(end).toBeGreaterThan(290);
    expect(long[end]).toBe(' ');
    const oneWord = 'x'.repeat(400);
    expect(previewEnd(oneWord)).toBe(300);
  });

  it('splits comma-separated keywords: trimmed, blanks and repeats dropped', () => {
    expect(parseKeywords('Python, , PostgreSQL,payments ,python,')).toEqual([
      'Python',
      'PostgreSQL',
      'payments',
    ]);
    expect(parseKeywords('')).toEqual([]);
  });
});

describe('saved letters', () => {
  const letters = [
    {
      title: 'Acme',
      companyName: 'Acme',
      jobTitle: 'Engineer',
      content: 'Kubernetes and Go',
      tags: ['remote'],
      isFavorite: true,
    },
    {
      title: 'Globex',
      companyName: null,
      jobTitle: null,
      content: 'SQL dashboards',
      tags: [],
      isFavorite: false,
    },
  ];

  it('searches every word over title, company, job, tags and text', () => {
    expect(filterLetters(letters, '').map((l) => l.title)).toEqual(['Acme', 'Globex']);
    expect(filterLetters(letters, 'kubernetes REMOTE').map((l) => l.title)).toEqual(['Acme']);
    expect(filterLetters(letters, 'sql').map((l) => l.title)).toEqual(['Globex']);
    expect(filterLetters(letters, 'sql kubernetes')).toEqual([]);
    expect(filterLetters(letters, '', true).map((l) => l.title)).toEqual(['Acme']);
  });

  it('parses tags like keywords', () => {
    expect(parseTags(' fintech, Referral ,, referral')).toEqual(['fintech', 'Referral']);
  });
});

describe('resume choice and messages', () => {
  it('maps the choice to the ids sent and back', () => {
    expect(choiceIds('none')).toEqual({ resumeId: null, savedResumeId: null });
    expect(choiceIds('resume:12')).toEqual({ resumeId: 12, savedResumeId: null });
    expect(choiceIds('saved:7')).toEqual({ resumeId: null, savedResumeId: 7 });
    expect(choiceIds('resume:abc')).toEqual({ resumeId: null, savedResumeId: null });
    expect(choiceOf({ resumeId: 3, savedResumeId: null })).toBe('resume:3');
    expect(choiceOf({ resumeId: null, savedResumeId: 4 })).toBe('saved:4');
    expect(choiceOf({})).toBe('none');
  });

  it('knows when replacing the editor text would lose an edit', () => {
    expect(hasUnsavedEdits({ content: '', baseline: 'x' })).toBe(false);
    expect(hasUnsavedEdits({ content: 'x', baseline: 'x' })).toBe(false);
    expect(hasUnsavedEdits({ content: 'x!', baseline: 'x' })).toBe(true);
    expect(hasUnsavedEdits({ content: 'typed', baseline: undefined })).toBe(true);
  });

  it('averages the three ATS scores out of 100', () => {
    expect(averageScore({ atsScore: 90, personalityScore: 86, relevanceScore: 89 })).toBe(88);
  });

  it('splits a spec message into a toast title and description', () => {
    expect(
      splitMessage('Save Failed - Failed to save your cover letter. Please try again.'),
    ).toEqual({
      title: 'Save Failed',
      description: 'Failed to save your cover letter. Please try again.',
    });
    expect(splitMessage('Oops')).toEqual({ title: 'Oops', description: '' });
  });
});
