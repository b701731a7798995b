import { createElement as h } from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { Document as WordDocument, HeadingLevel, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { letterPdf } from '../src/lib/documents/letter';
import {
  SANS,
  SERIF,
  TEXT_FEATURES,
  breakWord,
  fontFamilyFor,
  renderPdf,
  uncoveredText,
} from '../src/lib/documents/pdf';
import { renderDocx } from '../src/lib/documents/docx';
import { extractResumeText } from '../src/modules/resumes/extract';
import { warmUpTask } from '../src/modules/resumes/extract/task';

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

  it('writes a cover letter PDF with a Chinese name and text, and Korean', async () => {
    const pdf = await letterPdf({
      letterhead: {
        name: '王小明',
        email: 'wang@example.com',
        phone: '',
        location: '北京',
        links: [],
      },
      content:
        '尊敬的招聘经理：\n\n我对贵公司的高级软件工程师职位很感兴趣。김민준 팀장님과 함께 일했습니다.\n\nBest regards,\n王小明',
      date: 'November 24, 2026',
      title: 'Cover letter',
    });
    const lines = (await extractResumeText(pdf, 'pdf')).split('\n').map(flat).filter(Boolean);
    expect(lines).toEqual([
      '王小明',
      'wang@example.com | 北京',
      'November 24, 2026',
      '尊敬的招聘经理：',
      '我对贵公司的高级软件工程师职位很感兴趣。김민준 팀장님과 함께 일했습니다.',
      'Best regards,',
      '王小明',
    ]);
  });

  it('lists only the fonts a text needs, Chinese files last', () => {
    expect(fontFamilyFor('Zoë Łukasz', 'sans')).toEqual(['noto-sans-latin', 'noto-sans-latin-ext']);
    const cjk = fontFamilyFor('王小明 ひらがな', 'serif');
    expect(cjk[0]).toBe('noto-serif-latin');
    expect(cjk.slice(1).every((f) => f.startsWith('noto-sans-sc-'))).toBe(true);
    expect(cjk.length).toBeLessThanOrEqual(4);
    // Hangul from Noto Sans KR
    expect(fontFamilyFor('김민준', 'sans').slice(1)).toEqual(['noto-sans-kr-116']);
    // Arabic and Hebrew after the Latin fonts, in sans and serif templates alike
    expect(fontFamilyFor('ليلى حداد (Layla Haddad), דוד', 'serif')).toEqual([
      'noto-serif-latin',
      'noto-sans-arabic',
      'noto-sans-hebrew',
    ]);
  });

  it('breaks Chinese and Japanese between characters, never a Latin or Korean word', () => {
    expect(breakWord('Kubernetes')).toEqual(['Kubernetes']);
    expect(breakWord('王小明')).toEqual(['', '王', '', '小', '', '明', '']);
    // never before a closing mark or after an opening one
    expect(breakWord('（北京）有限').filter(Boolean)).toEqual(['（北', '京）', '有', '限']);
    expect(breakWord('降低40%，好').filter(Boolean)).toEqual(['降', '低', '40%，', '好']);
    // Korean keeps its words whole (they are spaced), a particle with its word
    expect(breakWord('함께')).toEqual(['', '함께', '']);
    expect(breakWord('React를')).toEqual(['React를', '']);
  });

  it('names text no PDF font prints', () => {
    expect(uncoveredText('Zoë Łukasz, 王小明, ソフトウェア, 김민준, Ђорђе, ★ ①')).toBe('');
    // Arabic (Persian and Urdu letters too) and Hebrew from Noto Sans Arabic and Hebrew
    expect(uncoveredText('محمد، پژوهشگر، ٹیکسی، דוד', 'serif')).toBe('');
    expect(uncoveredText('राहुल')).toBe('र');
    expect(uncoveredText('สมชาย')).toBe('ส');
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

describe('the upload worker warm-up', () => {
  it('reads its first PDF, written by hand with its cross-reference table', async () => {
    expect(await warmUpTask()).toEqual({
      ok: true,
      text: 'A first page read as the worker starts',
    });
  });
});
