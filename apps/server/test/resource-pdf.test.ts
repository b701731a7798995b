/**
 * The printable resources' Markdown, read by a Markdown library (mdast with GitHub's tables and
 * task lists) into the blocks the PDF writer draws.
 */
import { describe, expect, it } from 'vitest';
import { markdownToPdf, parseBlocks } from '../src/modules/content/resource-pdf';
import { parseDocument } from '../src/modules/resumes/extract/parse';

const MD = `# Interview prep checklist

Before the day, read the posting **twice** and see
[the guide](https://example.com/guide).

## The night before

- [ ] Print two copies of your resume
- [x] Plan the route
- Pack a notebook
  - and a pen

1. Research the company
2. Prepare three \`STAR\` stories

| Question | Your answer |
| --- | --- |
| Why this role? | **Growth** |
| Salary? | 1 \\| 2 |
`;

describe('printable resources from Markdown', () => {
  it('reads headings, paragraphs, task, bullet and numbered lists, tables and inline marks', () => {
    expect(parseBlocks(MD)).toEqual([
      { kind: 'heading', level: 1, text: 'Interview prep checklist' },
      {
        kind: 'paragraph',
        lines: [
          'Before the day, read the posting **twice** and see',
          'the guide (https://example.com/guide).',
        ],
      },
      { kind: 'heading', level: 2, text: 'The night before' },
      { kind: 'item', marker: 'check', text: 'Print two copies of your resume' },
      { kind: 'item', marker: 'check', text: 'Plan the route' },
      { kind: 'item', marker: 'bullet', text: 'Pack a notebook' },
      { kind: 'item', marker: 'bullet', text: 'and a pen' },
      { kind: 'item', marker: '1.', text: 'Research the company' },
      { kind: 'item', marker: '2.', text: 'Prepare three STAR stories' },
      {
        kind: 'table',
        header: ['Question', 'Your answer'],
        rows: [
          ['Why this role?', '**Growth**'],
          ['Salary?', '1 | 2'],
        ],
      },
    ]);
  });

  it('writes a PDF whose text reads back', async () => {
    const pdf = await markdownToPdf(MD, { title: 'Interview prep checklist' });
    const text = await parseDocument(new Uint8Array(pdf), 'pdf', 100_000);
    for (const line of ['Interview prep checklist', 'Print two copies of your resume', 'Growth'])
      expect(text).toContain(line);
    expect(text).not.toContain('**');
  });
});
