import { createElement as h } from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { Document as WordDocument, HeadingLevel, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { SANS, SERIF, TEXT_FEATURES, renderPdf } from '../src/lib/documents/pdf';
import { renderDocx } from '../src/lib/documents/docx';
import { extractResumeText } from '../src/modules/resumes/extract';

// Words a ligature would join ("fi", "fl", "ff", "ffi"), letters outside Latin-1, quotes.
const LINES = [
  'Zoë Łukasz — José Núñez',
  'Efficient office workflow: filed 5 affidavits, fluent in finance and offline staffing',
  'Đặng Thị Hương, Ђорђе Петровић, Σωκράτης',
  '“Quoted” text & ‘apostrophes’ – 100% € £ ¥',
];

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('documents: the one PDF and DOCX writer', () => {
  it.each([
    ['sans', SANS],
    ['serif', SERIF],
  ])('writes a %s PDF whose text reads back exactly', async (_name, family) => {
    const pdf = await renderPdf(
      h(
        Document,
        { title: 'Test' },
        h(
          Page,
          { size: 'LETTER', style: { padding: 40, fontFamily: family, fontSize: 11 } },
          h(
            View,
            null,
            ...LINES.map((line, i) =>
              h(
                Text,
                {
                  key: i,
                  style: {
                    fontFeatureSettings: TEXT_FEATURES,
                    fontWeight: i === 0 ? 700 : 400,
                    fontStyle: i === 3 ? 'italic' : 'normal',
                    marginBottom: 6,
                  },
                },
                line,
              ),
            ),
          ),
        ),
      ),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractResumeText(pdf, 'pdf');
    const lines = text.split('\n').map(flat).filter(Boolean);
    expect(lines).toEqual(LINES);
  });

  it('writes a DOCX whose headings and paragraphs read back', async () => {
    const docx = await renderDocx(
      new WordDocument({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(LINES[0]!)] }),
              ...LINES.slice(1).map(
                (line) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(line)] }),
              ),
            ],
          },
        ],
      }),
    );
    expect(docx[0]).toBe(0x50);
    const text = await extractResumeText(docx, 'docx');
    const lines = text.split('\n').map(flat).filter(Boolean);
    expect(lines.map((l) => l.replace(/^[•\-*]\s*/, ''))).toEqual(LINES);
  });
});
