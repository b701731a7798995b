import type { ResumeDocument } from '@careerforge/contract';
import { describe, expect, it } from 'vitest';
import { letterPdf } from '../src/lib/documents/letter';
import { joinArabic } from '../src/lib/documents/pdf-arabic';
import { extractResumeText } from '../src/modules/resumes/extract';
import { DOC } from './resume-builder-fixture';
import { uploadedText, useApp } from './helpers';

/**
 * Arabic and Hebrew in the resume's PDF: exported through the builder's route (which reads
 * the file back and refuses one whose text would not come back) and read back by the upload.
 */
const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const exportPdf = (template: string, document: ResumeDocument) =>
  ctx.call(user, 'POST', '/api/resumes/export', { format: 'pdf', template, document });

async function readBack(pdf: Buffer): Promise<string[]> {
  const text = await uploadedText(ctx.as(user), 'pdf', pdf);
  // bullets without their mark (the sidebar's accent bar also reads as one, before each header
  // line, as in Latin)
  return text.split('\n').map((l) => l.replace(/^• /, ''));
}

function resume(name: string, bullet: string): ResumeDocument {
  const [first, ...rest] = DOC.experience;
  return {
    ...DOC,
    personal: { ...DOC.personal, name },
    experience: [{ ...first!, bullets: [bullet, ...first!.bullets] }, ...rest],
  };
}

// dotted letters in every joined form (ب ت ث ن ي share one joined body in the font), lam-alef
// and teh marbuta
const SENTENCE = 'أدرت فريق هندسة من عشرة أشخاص لبناء نظام المدفوعات في الرياض وجدة';

describe('PDF export: Arabic and Hebrew', () => {
  // sans and serif templates, one and two columns, the sidebar
  for (const template of ['modern-professional', 'executive-classic', 'creative-designer'])
    it(`${template}: an Arabic name line and an Arabic bullet read back as written`, async () => {
      for (const name of ['ليلى حداد (Layla Haddad)', 'عمر الخطيب (Omar Al-Khatib), CPA']) {
        const res = await exportPdf(template, resume(name, SENTENCE));
        expect(res.statusCode).toBe(200);
        const lines = await readBack(res.rawPayload);
        expect(lines[0]).toBe(name);
        expect(lines).toContain(SENTENCE);
      }
    });

  it('reads back Arabic words inside a Latin line, and Arabic that shares joined glyphs', async () => {
    const bullet = 'Opened offices in دبي and الرياض for عبد الله السلام';
    const res = await exportPdf('tech-minimalist', resume('بيت ثابت نبيل', bullet));
    expect(res.statusCode).toBe(200);
    const lines = await readBack(res.rawPayload);
    expect(lines[0]).toBe('بيت ثابت نبيل');
    expect(lines).toContain(bullet);
  });

  it('reads back a Hebrew name and bullet', async () => {
    const res = await exportPdf(
      'academic-research',
      resume('דוד כהן (David Cohen)', 'ניהלתי צוות של מהנדסים בתל אביב'),
    );
    expect(res.statusCode).toBe(200);
    const lines = await readBack(res.rawPayload);
    expect(lines[0]).toBe('דוד כהן (David Cohen)');
    expect(lines).toContain('ניהלתי צוות של מהנדסים בתל אביב');
  });

  it('still refuses a script the PDF fonts lack (Devanagari, Thai)', async () => {
    for (const name of ['राहुल शर्मा', 'สมชาย ใจดี']) {
      const res = await exportPdf('modern-professional', resume(name, SENTENCE));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toContain(`"${name}"`);
    }
  });

  it('writes a cover letter in Arabic that reads back as written', async () => {
    const pdf = await letterPdf({
      letterhead: {
        name: 'ليلى حداد',
        email: 'layla@example.com',
        phone: '',
        location: 'دبي',
        links: [],
      },
      content:
        'السيد مدير التوظيف المحترم\n\nأتقدم لوظيفة مهندسة برمجيات في شركتكم، ولدي خبرة في أنظمة الدفع.\n\nمع التحية،',
      date: 'November 24, 2026',
      title: 'Cover letter',
    });
    const lines = (await extractResumeText(pdf, 'pdf')).split('\n').filter(Boolean);
    expect(lines.slice(0, 5)).toEqual([
      'ليلى حداد',
      'layla@example.com | دبي',
      'November 24, 2026',
      'السيد مدير التوظيف المحترم',
      'أتقدم لوظيفة مهندسة برمجيات في شركتكم، ولدي خبرة في أنظمة الدفع.',
    ]);
    // a comma after the last Arabic word sits at the line's (left-to-right) level: it prints
    // (it printed nothing from the page's fonts), though it reads, as it shows, before the words
    expect(lines[5]).toContain('،');
    expect(lines[5]).not.toContain('\u0000');
  });
});

describe('joinArabic', () => {
  const forms = (s: string) => [...joinArabic(s)].map((c) => c.codePointAt(0)!.toString(16));

  it('writes each letter in its joined form', () => {
    // lam initial, yeh medial, lam medial, alef maksura final
    expect(forms('ليلى')).toEqual(['fedf', 'fef4', 'fee0', 'fef0']);
    // alef and dal join only the letter before them: the next one starts again
    expect(forms('حداد')).toEqual(['fea3', 'feaa', 'fe8d', 'fea9']);
    // a mark does not break the joining
    expect(forms('بَت')).toEqual(['fe91', '64e', 'fe96']);
    // Persian letters (peh, gaf) from the second block
    expect(forms('پگ')).toEqual(['fb58', 'fb93']);
  });

  it('leaves lam-alef to the font: alef final after lam, hamza as its mark', () => {
    expect(forms('سلام')).toEqual(['feb3', 'fee0', 'fe8e', 'fee1']);
    expect(forms('لأن')).toEqual(['fedf', 'fe8e', '654', 'fee5']);
  });

  it('leaves a word with a letter no presentation form draws as written', () => {
    expect(joinArabic('ݐب')).toBe('ݐب');
    expect(joinArabic('Zoë, 2024')).toBe('Zoë, 2024');
  });
});
