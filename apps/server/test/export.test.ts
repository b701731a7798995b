import { RESUME_TEMPLATE_IDS } from '@careerforge/contract';
import { parseResume } from '@careerforge/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema';
import { warmUpTask } from '../src/modules/resume-builder/task';
import { DOC } from './resume-builder-fixture';
import { uploadedText, useApp, type TestUser } from './helpers';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const exportAs = (payload: unknown, u: TestUser | null = user) =>
  ctx.call(u, 'POST', '/api/resumes/export', payload as object);

/** Text of an HTML export, block elements on lines of their own (what a reader sees). */
function htmlText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<li>/g, '\n• ')
    .replace(/<(\/?)(div|p|h1|h2|section|header|aside|ul)\b[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n\s*\n+/g, '\n');
}

async function readBack(
  format: 'pdf' | 'docx' | 'html',
  body: Buffer,
  u: TestUser = user,
): Promise<string> {
  if (format === 'html') return htmlText(body.toString('utf8'));
  // the product's own upload: the same extractor an uploaded resume goes through
  return uploadedText(ctx.as(u), format, body);
}

describe('POST /api/resumes/export: every template and format reads back', () => {
  for (const template of RESUME_TEMPLATE_IDS)
    for (const format of ['pdf', 'docx', 'html'] as const)
      it(`${template} ${format}`, async () => {
        const res = await exportAs({ template, format, title: 'Zoë CV', document: DOC });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-disposition']).toContain(
          `filename*=UTF-8''${encodeURIComponent(`Zoë CV.${format}`)}`,
        );
        const text = await readBack(format, res.rawPayload);
        const p = parseResume(text);
        expect(p.contact.name).toBe('Zoë Łukasz');
        expect(p.contact.email).toBe('zoe.lukasz@example.com');
        expect(p.contact.phone).toBe('(555) 123-4567');
        expect(p.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
          ['Senior Software Engineer', 'Acme Payments', 'Mar 2021', 'Present'],
          ['Software Engineer', 'Globex Corporation', 'Jun 2017', 'Feb 2021'],
        ]);
        expect(p.education.map((e) => [e.degree, e.school])).toEqual([
          ['B.S. Computer Science', 'University of Texas at Austin'],
        ]);
        expect([...p.skills].sort()).toEqual(DOC.skills.flatMap((g) => g.items).sort());
        // reading order: name, contact, then the sections
        const at = (s: string) => text.indexOf(s);
        expect(at('Zoë Łukasz')).toBeLessThan(at('zoe.lukasz@example.com'));
        expect(at('zoe.lukasz@example.com')).toBeLessThan(at('Acme Payments'));
        expect(at('Acme Payments')).toBeLessThan(at('Globex Corporation'));
      });
});

describe('POST /api/resumes/export: files', () => {
  it('writes A4 and Letter PDFs, and text outside Latin-1', async () => {
    const doc = {
      ...DOC,
      personal: { ...DOC.personal, name: 'José Núñez' },
      summary: 'Worked with Ђорђе Петровић and Đặng Thị Hương on office efficiency.',
    };
    for (const pageSize of ['a4', 'letter']) {
      const res = await exportAs({ format: 'pdf', pageSize, document: doc });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const box =
        pageSize === 'a4' ? /MediaBox \[0 0 595\.\d+ 841\.\d+\]/ : /MediaBox \[0 0 612 792\]/;
      expect(res.rawPayload.toString('latin1')).toMatch(box);
      const text = await readBack('pdf', res.rawPayload);
      expect(text).toContain('José Núñez');
      expect(text.replace(/\s+/g, ' ')).toContain(
        'Worked with Ђорђе Петровић and Đặng Thị Hương on office efficiency.',
      );
    }
  });

  it('breaks a long resume between pages, every line kept', async () => {
    const experience = Array.from({ length: 14 }, (_, i) => ({
      ...DOC.experience[1]!,
      id: `x${i}`,
      company: `Company ${i + 1}`,
      bullets: Array.from(
        { length: 5 },
        (_, j) => `Shipped feature ${i + 1}.${j + 1} for the efficient office finance team`,
      ),
    }));
    const res = await exportAs({ format: 'pdf', document: { ...DOC, experience } });
    expect(res.statusCode).toBe(200);
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
    const p = parseResume(await readBack('pdf', res.rawPayload));
    expect(p.experience.map((e) => e.company)).toEqual(experience.map((e) => e.company));
    expect(p.experience.every((e) => e.bullets.length === 5)).toBe(true);
  });

  it('hides hidden sections and follows the section order given', async () => {
    const res = await exportAs({
      format: 'html',
      sections: [
        { id: 'skills', visible: true },
        { id: 'experience', visible: true },
        { id: 'summary', visible: false },
      ],
      document: DOC,
    });
    const text = htmlText(res.body);
    expect(text).not.toContain('Backend engineer with 8 years');
    expect(text.indexOf('TypeScript')).toBeLessThan(text.indexOf('Acme Payments'));
  });

  it('escapes text in the HTML export and never links a javascript: website', async () => {
    const res = await exportAs({
      format: 'html',
      document: {
        ...DOC,
        personal: {
          ...DOC.personal,
          name: '<script>alert(1)</script>',
          links: ['javascript:alert(1)', 'https://example.com/me'],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toMatch(/href="javascript:/i);
    expect(res.body).toContain('href="https://example.com/me"');
  });

  it('uses the colours given', async () => {
    const res = await exportAs({
      format: 'html',
      colors: { primary: '#123456', secondary: '#654321', accent: '#abcdef' },
      document: DOC,
    });
    expect(res.body).toContain('#123456');
    expect(res.body).toContain('#abcdef');
  });

  it('records resume_exported in the activity log', async () => {
    const u = await ctx.signUp();
    const res = await exportAs({ format: 'html', title: 'Logged', document: DOC }, u);
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db.db
      .select({ type: activities.type, title: activities.title })
      .from(activities)
      .where(eq(activities.userId, u.id));
    expect(rows).toEqual([{ type: 'resume_exported', title: 'Exported Logged as HTML' }]);
  });
});

describe('POST /api/resumes/export: bad input', () => {
  it('needs a signed-in user', async () => {
    const res = await exportAs({ format: 'pdf', document: DOC }, null);
    expect(res.statusCode).toBe(401);
  });

  it('400 for an unknown template or format, naming the allowed values', async () => {
    const t = await exportAs({ format: 'pdf', template: 'fancy', document: DOC });
    expect(t.statusCode).toBe(400);
    expect(t.body).toContain('Template must be one of: modern-professional');
    const f = await exportAs({ format: 'odt', document: DOC });
    expect(f.statusCode).toBe(400);
    expect(f.body).toContain('Format must be one of: pdf, docx, html');
    const p = await exportAs({ format: 'pdf', pageSize: 'legal', document: DOC });
    expect(p.statusCode).toBe(400);
  });

  it('400 without a document, or with a bad colour', async () => {
    expect((await exportAs({ format: 'pdf' })).statusCode).toBe(400);
    const c = await exportAs({
      format: 'pdf',
      colors: { primary: 'red', secondary: '#000000', accent: '#000000' },
      document: DOC,
    });
    expect(c.statusCode).toBe(400);
    expect(c.body).toContain('Primary colour must be a colour like #1e3a5f');
  });

  it('413 for a resume over 50,000 characters', async () => {
    const experience = Array.from({ length: 30 }, (_, i) => ({
      ...DOC.experience[0]!,
      id: `big${i}`,
      bullets: Array.from({ length: 4 }, () => 'x'.repeat(500)),
    }));
    const res = await exportAs({ format: 'pdf', document: { ...DOC, experience } });
    expect(res.statusCode).toBe(413);
  });

  it('400 for too many entries', async () => {
    const experience = Array.from({ length: 51 }, (_, i) => ({
      ...DOC.experience[0]!,
      id: `n${i}`,
    }));
    const res = await exportAs({ format: 'docx', document: { ...DOC, experience } });
    expect(res.statusCode).toBe(400);
  });

  it('400 for deeply nested JSON', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    const res = await exportAs({ format: 'pdf', document: { ...DOC, personal: deep } });
    expect(res.statusCode).toBe(400);
  });

  it('ignores a userId in the payload', async () => {
    const res = await exportAs({ format: 'html', userId: 999, document: DOC });
    expect(res.statusCode).toBe(200);
  });
});

/**
 * The spec's export call (part 2 §7): `template`, `sections`, `format` and `colors`, the
 * sections as the spec's builder holds them (part 2 §3: id, type, title, content, visible,
 * order; personal, experience, education and skills content), and no `document`.
 */
const SPEC_EXPORT = {
  template: 'modern-professional',
  sections: [
    {
      id: 'personal',
      type: 'personal',
      title: 'Personal Information',
      content: {
        name: 'Dana Smith',
        email: 'dana.smith@example.com',
        phone: '(555) 010-2030',
        location: 'Austin, TX',
        website: 'danasmith.dev',
        summary: 'Backend engineer who builds reliable payment systems.',
      },
      visible: true,
      order: 1,
    },
    {
      id: 'experience',
      type: 'experience',
      title: 'Work Experience',
      content: [
        {
          id: '1718000000000',
          title: 'Senior Software Engineer',
          company: 'Initech',
          location: 'Austin, TX',
          startDate: '2021-03',
          endDate: '',
          current: true,
          description: 'Rebuilt the billing service in Go\nCut infrastructure costs by 20%',
        },
        {
          id: '1718000000001',
          title: 'Software Engineer',
          company: 'Globex Corporation',
          location: 'Dallas, TX',
          startDate: '2017-06',
          endDate: '2021-02',
          current: false,
          description: 'Built finance dashboards in React',
        },
      ],
      visible: true,
      order: 2,
    },
    {
      id: 'education',
      type: 'education',
      title: 'Education',
      content: [
        {
          id: '1718000000002',
          degree: 'B.S. Computer Science',
          school: 'University of Texas at Austin',
          location: 'Austin, TX',
          graduationDate: '2017-05',
          gpa: '3.8',
          achievements: '',
        },
      ],
      visible: true,
      order: 3,
    },
    {
      id: 'skills',
      type: 'skills',
      title: 'Skills',
      content: { technical: ['Go', 'PostgreSQL', 'React'], soft: ['Mentoring'], languages: [] },
      visible: true,
      order: 4,
    },
  ],
  format: 'pdf',
  colors: { primary: '#2563eb', secondary: '#64748b', accent: '#0ea5e9' },
};

describe("POST /api/resumes/export: the spec's request", () => {
  // a user of its own: the export route's rate limit counts every request of the file's user
  let specUser: TestUser;
  beforeAll(async () => {
    specUser = await ctx.signUp();
  });

  it("answers the spec's exact example with a PDF that reads back", async () => {
    const res = await exportAs(SPEC_EXPORT, specUser);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await readBack('pdf', res.rawPayload, specUser);
    const p = parseResume(text);
    expect(p.contact.name).toBe('Dana Smith');
    expect(p.contact.email).toBe('dana.smith@example.com');
    expect(p.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Senior Software Engineer', 'Initech', 'Mar 2021', 'Present'],
      ['Software Engineer', 'Globex Corporation', 'Jun 2017', 'Feb 2021'],
    ]);
    expect(text).toContain('Cut infrastructure costs by 20%');
    expect(p.education.map((e) => [e.degree, e.school])).toEqual([
      ['B.S. Computer Science', 'University of Texas at Austin'],
    ]);
    expect([...p.skills].sort()).toEqual(['Go', 'Mentoring', 'PostgreSQL', 'React']);
  });

  it('writes DOCX and HTML too, with the colours, order and hidden sections given', async () => {
    const docx = await exportAs({ ...SPEC_EXPORT, format: 'docx' }, specUser);
    expect(docx.statusCode).toBe(200);
    expect(await readBack('docx', docx.rawPayload, specUser)).toContain('Globex Corporation');
    const sections = SPEC_EXPORT.sections.map((s) =>
      s.type === 'skills'
        ? { ...s, order: 0 }
        : s.type === 'education'
          ? { ...s, visible: false }
          : s,
    );
    const html = await exportAs({ ...SPEC_EXPORT, sections, format: 'html' }, specUser);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('#2563eb');
    const text = htmlText(html.body);
    expect(text).not.toContain('University of Texas at Austin');
    expect(text.indexOf('PostgreSQL')).toBeLessThan(text.indexOf('Initech'));
  });

  it('400 naming the field for bad spec content, and without any section content', async () => {
    const bad = structuredClone(SPEC_EXPORT);
    (bad.sections[1]!.content as { current: unknown }[])[0]!.current = 'yes';
    const res = await exportAs(bad, specUser);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'sections.1.content.0.current': 'Current must be true or false',
    });
    const unknownType = structuredClone(SPEC_EXPORT);
    (unknownType.sections[3] as { type: string }).type = 'hobbies';
    expect((await exportAs(unknownType, specUser)).json().error.message).toContain(
      'Section type must be one of: personal, experience, education, skills',
    );
    const none = await exportAs(
      { format: 'pdf', sections: [{ id: 'x', visible: true }] },
      specUser,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.document).toContain('"sections" with each section');
  });
});

describe('POST /api/resumes/export: Chinese, Japanese, Korean and scripts the PDF fonts lack', () => {
  // a user of its own: the export route's rate limit counts every request of the file's user
  let other: TestUser;
  beforeAll(async () => {
    other = await ctx.signUp();
  });

  // Chinese and Japanese print from Noto Sans SC, Korean from Noto Sans KR: the name, a job
  // title and company, and a summary with kana and Hangul, in single-column, two-column,
  // sidebar and serif templates
  const CJK_DOC = {
    ...DOC,
    personal: { ...DOC.personal, name: '王小明', headline: '高级软件工程师' },
    summary:
      '在北京从事后端开发八年，熟悉支付系统。日本語：ソフトウェアエンジニア、ひらがなとカタカナ。',
    experience: [
      { ...DOC.experience[0]!, title: '高级软件工程师', company: '腾讯科技（北京）有限公司' },
      DOC.experience[1]!,
    ],
  };
  for (const template of [
    'modern-professional',
    'creative-designer',
    'tech-minimalist',
    'executive-classic',
  ])
    it(`writes Chinese, Japanese and Korean in a ${template} PDF, read back by the upload`, async () => {
      const res = await exportAs({ template, format: 'pdf', document: CJK_DOC }, other);
      expect(res.statusCode).toBe(200);
      const text = await readBack('pdf', res.rawPayload, other);
      // (the sidebar's accent bar reads as a bullet before each header line, as in Latin)
      const lines = text.split('\n').map((l) => l.replace(/^• /, ''));
      expect(lines[0]).toBe('王小明');
      expect(lines[1]).toBe('高级软件工程师');
      expect(text).toContain('高级软件工程师 | 腾讯科技（北京）有限公司');
      // a line breaks between two characters, never with a hyphen
      expect(text.replace(/\n/g, '').replace(/ +/g, ' ')).toContain(CJK_DOC.summary);
      expect(text).not.toMatch(/\p{Script=Han}-|\p{Script=Katakana}-/u);
      // the rest of the resume reads as before
      const p = parseResume(text);
      expect(p.contact.name).toBe('王小明');
      expect(p.contact.email).toBe('zoe.lukasz@example.com');
      expect(p.experience.map((e) => [e.title, e.company])).toEqual([
        ['高级软件工程师', '腾讯科技（北京）有限公司'],
        ['Software Engineer', 'Globex Corporation'],
      ]);
      expect([...p.skills].sort()).toEqual(DOC.skills.flatMap((g) => g.items).sort());
    });

  it('refuses a PDF in a script the fonts lack (Devanagari, Thai) with a clear 422; DOCX and HTML keep it', async () => {
    for (const name of ['राहुल शर्मा', 'สมชาย ใจดี']) {
      const doc = { ...DOC, personal: { ...DOC.personal, name } };
      const pdf = await exportAs({ format: 'pdf', document: doc }, other);
      expect(pdf.statusCode).toBe(422);
      expect(pdf.json().error.message).toContain(`"${name}"`);
      expect(pdf.json().error.message).toContain('Export as DOCX or HTML instead');
      const docx = await exportAs({ format: 'docx', document: doc }, other);
      expect(docx.statusCode).toBe(200);
      expect(await readBack('docx', docx.rawPayload, other)).toContain(name);
      const html = await exportAs({ format: 'html', document: doc }, other);
      expect(html.body).toContain(name);
    }
  });
});

describe('the export worker warm-up', () => {
  it('draws its first PDF the way an export does', async () => {
    // a warm-up that fails leaves the first export cold; the pool itself ignores the answer
    expect(await warmUpTask()).toEqual({ ok: true });
  });
});
