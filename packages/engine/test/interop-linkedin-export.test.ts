/**
 * The LinkedIn data export: its CSV tables read into a document the contract accepts, with
 * nothing in it the export does not say, and tolerant of how the files are named and headed.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SECTION_KEYS } from '../src';
import { documentFromLinkedInExport } from '../src/interop/linkedin-export';
import { isLinkedInExport, LINKEDIN_EXPORT_FILES } from '../src/interop/linkedin-tables';
import { expectContractDocument, fixture, importError } from './helpers';

type Tables = Record<string, Array<Record<string, string>>>;

/**
 * A CSV text as rows keyed by the header row, as papaparse gives them with header: true (quoted
 * fields may hold commas, quotes and line breaks; the header keeps a BOM, as papaparse does).
 */
function parseCsv(text: string): Array<Record<string, string>> {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) field += ch;
    else if (ch === ',') endField();
    else if (ch === '\n') endRecord();
    else if (ch !== '\r') field += ch;
  }
  if (field || record.length) endRecord();
  const [header = [], ...rows] = records;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

const DIR = join(import.meta.dirname, 'fixtures', 'interop', 'linkedin');

/** The fixture export, each file under the folder LinkedIn's ZIP puts it in. */
function fixtureExport(folder = 'Basic_LinkedInDataExport_11-28-2026/'): Tables {
  return Object.fromEntries(
    readdirSync(DIR).map((f) => [`${folder}${f}`, parseCsv(fixture(`interop/linkedin/${f}`))]),
  );
}

describe('documentFromLinkedInExport', () => {
  const { document, warnings } = documentFromLinkedInExport(fixtureExport());

  it('reads the profile, the primary e-mail, the phone and the links', () => {
    expectContractDocument(document);
    expect(document.personal).toEqual({
      name: 'Sam Okonkwo-Reyes',
      headline: 'Product designer for logistics software',
      email: 'sam@example.com',
      phone: '+31 6 00000002',
      location: 'Rotterdam, South Holland, Netherlands',
      links: ['https://sam.example.com', 'https://dribbble.example/sam', 'twitter.com/samdesigns'],
    });
    expect(document.summary).toBe(
      'I design tools that dispatchers use all day.\nPreviously a dispatcher myself.',
    );
  });

  it('reads positions most recent first, a position without an end as current, bullets split', () => {
    expect(document.experience).toEqual([
      {
        id: 'experience-1',
        title: 'Senior Product Designer',
        company: 'Kargo Labs',
        location: 'Rotterdam, Netherlands',
        startDate: '2021-03',
        endDate: '',
        current: true,
        bullets: [
          'Led the redesign of the dispatch board',
          'Cut time-to-assign by 25%',
          'Ran 40 user interviews with dispatchers',
        ],
      },
      {
        id: 'experience-2',
        title: 'Product Designer',
        company: 'Havenline',
        location: 'Amsterdam, Netherlands',
        startDate: '2018-06',
        endDate: '2021-02',
        current: false,
        bullets: ['Designed the driver app from scratch.'],
      },
      {
        id: 'experience-3',
        title: 'Dispatcher',
        company: 'Havenline',
        location: 'Amsterdam, Netherlands',
        startDate: '2015',
        endDate: '2018-05',
        current: false,
        bullets: [],
      },
    ]);
  });

  it('reads education, skills, projects and certifications without adding anything', () => {
    expect(document.education).toEqual([
      {
        id: 'education-1',
        degree: 'BA Interaction Design',
        school: 'Example University of Applied Sciences',
        location: '',
        date: '2015',
        gpa: '',
        details: ['Graduated with honours', 'Student council'],
      },
    ]);
    // one group; a skill listed twice is kept once
    expect(document.skills).toEqual([
      { id: 'skills-1', label: 'Skills', items: ['Figma', 'User Research', 'Prototyping'] },
    ]);
    expect(document.projects).toEqual([
      {
        id: 'project-1',
        name: 'Open dispatch icons',
        description: 'An icon set for logistics apps.\nhttps://icons.example.com',
        technologies: '',
        date: 'Jan 2020 – Mar 2020',
        bullets: ['120 icons', 'Used by 3 companies'],
      },
    ]);
    expect(document.certifications).toEqual([
      {
        id: 'certification-1',
        name: 'Certified Usability Analyst — Example Usability Institute (Apr 2019 – Apr 2025) — License CUA-0042 — https://certs.example.org/c/123',
      },
    ]);
  });

  it('reads languages, volunteering, honors, courses and publications as sections of their own', () => {
    expect(document.customSections.map((c) => [c.id, c.title, c.lines])).toEqual([
      [
        'custom-1',
        'Languages',
        [
          'English (Full professional proficiency)',
          'Dutch (Native or bilingual proficiency)',
          'Yoruba',
        ],
      ],
      [
        'custom-2',
        'Volunteering',
        [
          'Mentor, Code Club Rotterdam — Education (Sep 2019 – Present)',
          'Weekly sessions for kids.',
        ],
      ],
      ['custom-3', 'Honors & awards', ['Design Award Shortlist (Oct 2019)', 'Driver app']],
      ['custom-4', 'Courses', ['Service Design Fundamentals (SD-101)']],
      [
        'custom-5',
        'Publications',
        [
          'Designing for the night shift — Example Design Journal (Nov 2022)',
          'An essay on dispatch tools.',
          'https://journal.example.com/night-shift',
        ],
      ],
    ]);
    // the standard sections in the builder's standard order, then the export's own
    expect(document.sections.map((s) => s.id)).toEqual([
      ...DOCUMENT_SECTION_KEYS,
      'custom-1',
      'custom-2',
      'custom-3',
      'custom-4',
      'custom-5',
    ]);
    expect(document.template).toBe('modern-professional');
  });

  it('notes only what it skipped', () => {
    expect(warnings).toEqual([]);
  });

  it('reads the files wherever they sit and whatever the case of their names', () => {
    const lower = Object.fromEntries(
      Object.entries(fixtureExport('')).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(documentFromLinkedInExport(lower).document).toEqual(document);
  });

  it('reads headers with other case, spaces and a BOM', () => {
    const { document: d } = documentFromLinkedInExport({
      'Positions.csv': [
        {
          '\uFEFFcompany  name': 'Acme',
          ' TITLE ': 'Engineer',
          'started on': 'Feb 2020',
          'Finished On': '',
        },
      ],
    });
    expect(d.experience[0]).toMatchObject({
      company: 'Acme',
      title: 'Engineer',
      startDate: '2020-02',
      current: true,
    });
  });

  it('reads an export with only some of its files', () => {
    const { document: d } = documentFromLinkedInExport({
      'Skills.csv': [{ Name: 'Welding' }],
    });
    expect(d.skills[0]!.items).toEqual(['Welding']);
    expect(d.experience).toEqual([]);
    expectContractDocument(d);
  });

  it('puts positions in order when a file lists them otherwise', () => {
    const { document: d } = documentFromLinkedInExport({
      'Positions.csv': [
        { 'Company Name': 'Old', Title: 'A', 'Started On': '2010', 'Finished On': '2012' },
        { 'Company Name': 'Now', Title: 'C', 'Started On': 'Jan 2019', 'Finished On': '' },
        { 'Company Name': 'Mid', Title: 'B', 'Started On': 'Jun 2014', 'Finished On': 'Dec 2018' },
      ],
    });
    expect(d.experience.map((e) => [e.id, e.company])).toEqual([
      ['experience-1', 'Now'],
      ['experience-2', 'Mid'],
      ['experience-3', 'Old'],
    ]);
  });

  it('reads a position that ends "Present" as current', () => {
    const { document: d } = documentFromLinkedInExport({
      'Positions.csv': [
        {
          'Company Name': 'Acme',
          Title: 'Dev',
          'Started On': 'May 2020',
          'Finished On': 'Present',
        },
      ],
    });
    expect(d.experience[0]).toMatchObject({ startDate: '2020-05', endDate: '', current: true });
  });

  it('skips a row with nothing to read and says which', () => {
    const { document: d, warnings: w } = documentFromLinkedInExport({
      'Positions.csv': [
        { 'Company Name': 'Acme', Title: 'Engineer' },
        { 'Company Name': '', Title: '', Description: 'orphan text' },
      ],
    });
    expect(d.experience).toHaveLength(1);
    expect(w).toContain('Positions.csv row 2 was skipped: it has neither a title nor a company.');
  });
});

describe('isLinkedInExport and LINKEDIN_EXPORT_FILES', () => {
  it('names the files it reads, as the ZIP names them', () => {
    expect(LINKEDIN_EXPORT_FILES).toContain('Positions.csv');
    expect(LINKEDIN_EXPORT_FILES).toContain('Email Addresses.csv');
    expect(LINKEDIN_EXPORT_FILES).toHaveLength(13);
  });

  it.each([
    [['Profile.csv', 'Connections.csv'], true],
    [['Basic_LinkedInDataExport_01-01-2026/Positions.csv'], true],
    [['export\\POSITIONS.CSV'], true],
    [['Connections.csv', 'Messages.csv'], false],
    [['resume.json'], false],
    [[], false],
  ])('%j is an export: %s', (names, expected) => {
    expect(isLinkedInExport(names)).toBe(expected);
  });

  it('answers false for what is not a list of names', () => {
    expect(isLinkedInExport('Profile.csv' as unknown as string[])).toBe(false);
    expect(isLinkedInExport([42, null] as unknown as string[])).toBe(false);
  });
});

describe('hostile and broken exports', () => {
  it('keeps the 50 most recent of 100,000 positions and says so', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      'Company Name': `Company ${i}`,
      Title: 'Engineer',
      'Started On': String(1950 + (i % 70)),
      'Finished On': String(1951 + (i % 70)),
    }));
    const { document, warnings } = documentFromLinkedInExport({ 'Positions.csv': rows });
    expect(document.experience).toHaveLength(50);
    expect(document.experience[0]!.startDate).toBe('2019');
    expect(warnings).toContain('Experience: only the first 50 of 100,000 were kept.');
    expectContractDocument(document);
  });

  it('keeps 100 of 100,000 skills and says so', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ Name: `Skill ${i}` }));
    const { document, warnings } = documentFromLinkedInExport({ 'Skills.csv': rows });
    expect(document.skills[0]!.items).toHaveLength(100);
    expect(warnings.join(' ')).toMatch(/only the first 100 of 100,000 were kept/);
    expectContractDocument(document);
  });

  it('cuts a 5 MB description and strips NUL and lone surrogates', () => {
    const { document, warnings } = documentFromLinkedInExport({
      'Profile.csv': [
        { 'First Name': 'A\u0000na', 'Last Name': 'B\uD800', Summary: 'x'.repeat(5_000_000) },
      ],
      'Positions.csv': [
        { 'Company Name': 'Acme', Title: 'Dev', Description: 'y '.repeat(2_500_000) },
      ],
    });
    expect(document.personal.name).toBe('Ana B');
    expect(document.summary).toHaveLength(5000);
    expect(warnings).toContain('Summary was cut to 5,000 characters.');
    expectContractDocument(document);
  });

  it('reads cells and rows of the wrong type without crashing', () => {
    const tables = {
      'Profile.csv': [{ 'First Name': 42, 'Last Name': { nested: true }, Headline: null }],
      'Positions.csv': 'not a table',
      'Skills.csv': [null, 'Skill', ['x'], { Name: 'Real skill' }],
    } as unknown as Tables;
    const { document, warnings } = documentFromLinkedInExport(tables);
    expect(document.personal.name).toBe('42');
    expect(document.skills[0]!.items).toEqual(['Real skill']);
    expect(warnings).toEqual([
      'Positions.csv was not read: it is not a table.',
      'Skills.csv: 3 row(s) that are not table rows were skipped.',
    ]);
    expectContractDocument(document);
  });

  it('answers tables that are not tables, or hold nothing, with an ImportError', () => {
    expect(importError(() => documentFromLinkedInExport(null as unknown as Tables))).toMatchObject({
      status: 422,
    });
    expect(importError(() => documentFromLinkedInExport([] as unknown as Tables)).status).toBe(422);
    expect(importError(() => documentFromLinkedInExport({})).message).toMatch(/nothing to import/);
    expect(
      importError(() => documentFromLinkedInExport({ 'Connections.csv': [{ Name: 'x' }] })).status,
    ).toBe(422);
  });

  it('does not let prototype-like keys reach anything', () => {
    const tables = JSON.parse(
      '{"__proto__": [{"Name": "x"}], "Skills.csv": [{"Name": "Go", "__proto__": {"polluted": 1}}]}',
    ) as Tables;
    const { document } = documentFromLinkedInExport(tables);
    expect(document.skills[0]!.items).toEqual(['Go']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
