/**
 * "Start from my resume": the builder's document read from a resume keeps every fact the
 * builder has a field for (dates in its month and year inputs, the headline under the name,
 * sections it has no standard place for), on the persona resumes of bench/personas.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentFromText, documentToText } from '../src';
import { builderDate, printedDate } from '../src/document';

const persona = (slug: string) =>
  readFileSync(join(import.meta.dirname, '../../../bench/personas', slug, 'resume.txt'), 'utf8');
const NURSE = persona('02-nurse-houston');
const ACCOUNTANT = persona('06-accountant-dubai');
const HOTEL = persona('11-hotel-honolulu');

/** The builder's own date form: a year, or a year and a month. */
const BUILDER_FORM = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;

describe('dates fill the builder month and year', () => {
  it.each([
    ['03/2021', '2021-03'],
    ['3/2021', '2021-03'],
    ['Mar 2021', '2021-03'],
    ['March 2021', '2021-03'],
    ['Sept. 2021', '2021-09'],
    ['2021-03', '2021-03'],
    ['2021/03', '2021-03'],
    ['2021', '2021'],
    ["Mar '19", '2019-03'],
  ])('%s is %s', (written, value) => {
    expect(builderDate(written)).toBe(value);
  });

  it.each(['Summer 2019', '2015–2019', 'Expected 2026', ''])(
    'keeps "%s" as written: it is not exactly a month and a year',
    (written) => {
      expect(builderDate(written)).toBe(written);
    },
  );

  it('prints a month and a year as a resume writes them', () => {
    expect(printedDate('2021-03')).toBe('Mar 2021');
    expect(printedDate('2021')).toBe('2021');
    expect(printedDate('Summer 2019')).toBe('Summer 2019');
  });

  it.each([
    ['02-nurse-houston', NURSE, ['2021-03', '', true], ['2016-07', '2020-08', false]],
    ['06-accountant-dubai', ACCOUNTANT, ['2019', '', true], ['2012', '2015', false]],
    ['11-hotel-honolulu', HOTEL, ['2021-04', '', true], ['2015-04', '2018-05', false]],
  ] as const)('%s: every job and school date is a month and year', (_, text, first, last) => {
    const doc = documentFromText(text);
    const dates = doc.experience.map((e) => [e.startDate, e.endDate, e.current]);
    expect(dates[0]).toEqual(first);
    expect(dates.at(-1)).toEqual(last);
    for (const e of doc.experience) {
      expect(e.startDate).toMatch(BUILDER_FORM);
      if (!e.current) expect(e.endDate).toMatch(BUILDER_FORM);
    }
    for (const e of doc.education) expect(e.date).toMatch(BUILDER_FORM);
  });

  it('prints the dates back as written, "Present" for a job not ended', () => {
    const text = documentToText(documentFromText(NURSE));
    expect(text).toContain('Mar 2021 – Present');
    expect(text).toContain('Sep 2020 – Feb 2021');
    expect(documentToText(documentFromText(ACCOUNTANT))).toContain('2019 – Present');
  });
});

describe('the headline under the name', () => {
  it('is the line under the name', () => {
    expect(documentFromText(ACCOUNTANT).personal.headline).toBe('Financial Reporting Manager');
    const nurse = NURSE.replace(/^(.*\n)/, '$1Registered Nurse, BSN | Telemetry & Med-Surg\n');
    const doc = documentFromText(nurse);
    expect(doc.personal.headline).toBe('Registered Nurse, BSN | Telemetry & Med-Surg');
    // it prints under the name and reads back the same
    const printed = documentToText(doc).split('\n');
    expect(printed[1]).toBe('Registered Nurse, BSN | Telemetry & Med-Surg');
    expect(documentFromText(printed.join('\n')).personal.headline).toBe(doc.personal.headline);
  });

  it('is none when the header holds only the name and contact details', () => {
    expect(documentFromText(NURSE).personal.headline).toBe('');
    expect(documentFromText(HOTEL).personal.headline).toBe('');
  });

  it('leaves contact details out of a line it shares, and reads one beside the name', () => {
    const shared = documentFromText(
      'Jane Doe\nSenior Data Analyst · Austin, TX · jane@example.com\n\nSKILLS\nSQL, Python\n',
    );
    expect(shared.personal.headline).toBe('Senior Data Analyst');
    const beside = documentFromText(
      'Dana Smith | Backend Engineer\ndana@example.com | (555) 010-2030\n\nSKILLS\nGo\n',
    );
    expect(beside.personal).toMatchObject({ name: 'Dana Smith', headline: 'Backend Engineer' });
  });

  it('is never a sentence of prose', () => {
    const doc = documentFromText(
      'Jane Doe\njane@example.com\nI build dashboards people actually use.\n\nSKILLS\nSQL\n',
    );
    expect(doc.personal.headline).toBe('');
  });
});

describe('sections the builder has no standard place for', () => {
  it('keeps Volunteer and Languages as sections of their own, printed in their place', () => {
    const nurse = documentFromText(NURSE);
    expect(nurse.customSections).toEqual([
      {
        id: 'custom-1',
        title: 'VOLUNTEER',
        lines: [
          'Health Screening Volunteer, Chinese Community Center, Houston, TX | 2019 to Present',
          'Run monthly blood pressure and glucose screenings in Mandarin for about 60 seniors',
        ],
      },
    ]);
    expect(documentToText(nurse)).toContain('Run monthly blood pressure');
    const hotel = documentFromText(HOTEL);
    expect(hotel.customSections.map((c) => [c.title, c.lines])).toEqual([
      ['Languages', ['Japanese (native), English (fluent)']],
    ]);
    expect(hotel.sections.map((s) => s.id)).toContain('custom-1');
  });
});
