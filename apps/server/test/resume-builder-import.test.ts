/**
 * "Start from my resume" on the persona resumes (bench/personas): the parse route's document
 * fills the builder's month and year of every date and its headline, keeps the Volunteer and
 * Languages sections, and every export prints them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResumeDocument } from '@careerforge/contract';
import { describe, expect, it } from 'vitest';
import { uploadedText, useApp, type TestUser } from './helpers';

const ctx = useApp({ users: 3 });

const persona = (slug: string) =>
  readFileSync(join(import.meta.dirname, '../../../bench/personas', slug, 'resume.txt'), 'utf8');

async function parse(u: TestUser, text: string): Promise<ResumeDocument> {
  const res = await ctx.call(u, 'POST', '/api/resume-builder/parse', { text });
  expect(res.statusCode).toBe(200);
  return res.json() as ResumeDocument;
}

/** The text of an export as the upload reads it (PDF, DOCX) or as written (HTML). */
async function exported(u: TestUser, doc: ResumeDocument, format: 'pdf' | 'docx' | 'html') {
  const res = await ctx.call(u, 'POST', '/api/resumes/export', { format, document: doc });
  if (res.statusCode !== 200 || format === 'html')
    return { status: res.statusCode, text: res.body };
  const text = await uploadedText(ctx.as(u), format, res.rawPayload);
  return { status: 200, text: text.replace(/\s+/g, ' ') };
}

/** Every export of `doc` in `formats` answers 200 and prints each of `texts`. */
async function expectPrinted(
  u: TestUser,
  doc: ResumeDocument,
  formats: readonly ('pdf' | 'docx' | 'html')[],
  texts: string[],
) {
  for (const format of formats) {
    const out = await exported(u, doc, format);
    expect(out.status, format).toBe(200);
    for (const text of texts) expect(out.text).toContain(text);
  }
}

const BUILDER_DATE = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;

describe('Start from my resume, on the persona resumes', () => {
  it('02-nurse-houston: month and year dates, the Volunteer section, every format', async () => {
    const u = ctx.users[0]!;
    // the headline written under the name, as the review had it
    const text = persona('02-nurse-houston').replace(
      /^(.*\n)/,
      '$1Registered Nurse, BSN | Telemetry & Med-Surg\n',
    );
    const doc = await parse(u, text);
    expect(doc.personal.headline).toBe('Registered Nurse, BSN | Telemetry & Med-Surg');
    expect(doc.experience.map((e) => [e.startDate, e.endDate, e.current])).toEqual([
      ['2021-03', '', true],
      ['2020-09', '2021-02', false],
      ['2016-07', '2020-08', false],
    ]);
    expect(doc.customSections.map((c) => c.title)).toEqual(['VOLUNTEER']);
    await expectPrinted(
      u,
      doc,
      ['pdf', 'docx', 'html'],
      [
        'Registered Nurse, BSN | Telemetry &',
        'Mar 2021 – Present',
        'Run monthly blood pressure and glucose screenings',
      ],
    );
  });

  it('06-accountant-dubai: the headline, year-only dates and the Languages group', async () => {
    const u = ctx.users[1]!;
    const doc = await parse(u, persona('06-accountant-dubai'));
    expect(doc.personal.headline).toBe('Financial Reporting Manager');
    expect(doc.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2019', ''],
      ['2015', '2019'],
      ['2012', '2015'],
    ]);
    expect(doc.education.map((e) => e.date)).toEqual(['2012']);
    expect(doc.skills.find((g) => g.label === 'Languages')?.items).toEqual([
      'Arabic (native)',
      'English (fluent)',
    ]);
    await expectPrinted(
      u,
      doc,
      ['docx', 'html'],
      ['Financial Reporting Manager', '2019 – Present', 'Arabic (native)'],
    );
  });

  it('11-hotel-honolulu: month-name dates and the Languages section, every format', async () => {
    const u = ctx.users[2]!;
    const doc = await parse(u, persona('11-hotel-honolulu'));
    for (const e of doc.experience) {
      expect(e.startDate).toMatch(BUILDER_DATE);
      if (!e.current) expect(e.endDate).toMatch(BUILDER_DATE);
    }
    expect(doc.experience[0]).toMatchObject({ startDate: '2021-04', current: true });
    expect(doc.customSections.map((c) => [c.title, c.lines])).toEqual([
      ['Languages', ['Japanese (native), English (fluent)']],
    ]);
    await expectPrinted(
      u,
      doc,
      ['pdf', 'docx', 'html'],
      ['Apr 2021 – Present', 'Japanese (native), English (fluent)'],
    );
  });
});
