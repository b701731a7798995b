/**
 * The typed resume document across the contract, the engine and the API: what the engine
 * builds passes the contract, and resumes stored before the typed document keep working.
 */
import {
  documentFromLegacy,
  documentFromText,
  documentToText,
  type ResumeDocument,
} from '@careerforge/engine';
import { resumeDocumentSchema, resumeSchema } from '@careerforge/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers';
import { fixture } from './fixtures';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

/** A resume as the builder's first layout stored it. */
const LEGACY = {
  template: 'modern-professional',
  sections: [
    {
      id: 'personal',
      type: 'personal',
      title: 'Personal Information',
      order: 1,
      visible: true,
      content: { name: 'Dana Smith', email: 'dana@example.com', summary: 'Engineer' },
    },
    {
      id: 'experience',
      type: 'experience',
      title: 'Work Experience',
      order: 2,
      visible: true,
      content: [
        {
          id: '1700000000000',
          title: 'Engineer',
          company: 'Initech',
          startDate: '2020-01',
          current: true,
          description: 'Built the billing service',
        },
      ],
    },
  ],
  metadata: { colors: { primary: '#112233' }, layout: 'single-column' },
};

const post = (content: unknown) =>
  ctx.call(user, 'POST', '/api/resumes', { title: 'Doc', content });

describe('resume document', () => {
  it.each(['resume-classic.txt', 'resume-two-page.txt', 'resume-marketing.txt'])(
    'the engine builds documents the contract accepts (%s)',
    (name) => {
      const doc = documentFromText(fixture(name));
      expect(resumeDocumentSchema.safeParse(doc).error).toBeUndefined();
    },
  );

  it('reads stored first-layout documents into documents the contract accepts', () => {
    const doc = documentFromLegacy(LEGACY)!;
    expect(resumeDocumentSchema.safeParse(doc).error).toBeUndefined();
    expect(doc.experience[0]?.company).toBe('Initech');
  });

  it('refuses a document naming an unknown section, a bad colour or an unknown template', () => {
    const doc = documentFromText(fixture('resume-classic.txt'));
    const bad: unknown[] = [
      { ...doc, sections: [...doc.sections, { id: 'hobbies', visible: true }] },
      { ...doc, theme: { ...doc.theme, accent: 'red' } },
      { ...doc, template: 'comic-sans' },
      { ...doc, summary: 'x\u0000y' },
      { ...doc, experience: [{ ...doc.experience[0]!, title: 'T'.repeat(201) }] },
    ];
    for (const b of bad) expect(resumeDocumentSchema.safeParse(b).success).toBe(false);
  });

  it('keeps answering resumes stored with the first layout', async () => {
    const created = await post(LEGACY);
    expect(created.statusCode).toBe(200);
    expect(created.json().document).toEqual(LEGACY);
    const list = await ctx.call(user, 'GET', '/api/resumes');
    expect(list.statusCode).toBe(200);
    const row = list.json().find((r: { id: number }) => r.id === created.json().id);
    expect(row.document).toEqual(LEGACY);
    expect(resumeSchema.safeParse(row).success).toBe(true);
  });

  it('stores a typed document and keeps the text it prints', async () => {
    const doc: ResumeDocument = documentFromText(fixture('resume-classic.txt'));
    const res = await post(doc);
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toEqual(doc);
    expect(res.json().content).toBe(documentToText(doc));
  });
});
