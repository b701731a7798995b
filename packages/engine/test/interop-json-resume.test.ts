/**
 * JSON Resume both ways: every export is valid JSON Resume 1.0.0 (checked with Ajv against the
 * official schema, formats included), an export imports back as the very same document, a
 * JSON Resume from another tool maps onto the document's sections, and every import is a
 * document the contract accepts, whatever the file holds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../src/document';
import { TEMPLATE_IDS } from '../src/document/blank';
import {
  documentFromJsonResume,
  documentFromReactiveResume,
  documentToJsonResume,
  ImportError,
  isJsonResume,
} from '../src/interop';
import type { ResumeDocument } from '../src/types';
import { expectContractDocument, fixture, importError, interopJson } from './helpers';

const require = createRequire(import.meta.url);
const schema: unknown = JSON.parse(
  readFileSync(require.resolve('@jsonresume/schema/schema.json'), 'utf8'),
);
// the schema declares draft-07, Ajv's default draft; its "email" and "uri" formats need ajv-formats
const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema as object);

const fullDocument = () => interopJson('careerforge-document.json') as ResumeDocument;
const foreign = () => interopJson('json-resume-foreign.json') as Record<string, unknown>;

/** The export as another tool receives it: JSON text, parsed again. */
const exported = (doc: ResumeDocument) => JSON.parse(JSON.stringify(documentToJsonResume(doc)));
const roundTrip = (doc: ResumeDocument) => documentFromJsonResume(exported(doc)).document;

function expectValidJsonResume(doc: ResumeDocument) {
  const ok = validate(exported(doc));
  expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
  expect(ok).toBe(true);
}

const textResumes = [
  'resume-classic.txt',
  'resume-compact.txt',
  'resume-two-page.txt',
  'resume-marketing.txt',
];

describe('documentToJsonResume', () => {
  const empty = documentFromText('');

  it('writes valid JSON Resume 1.0.0 for an empty document, a full one and parsed resumes', () => {
    expectValidJsonResume(empty);
    expectValidJsonResume(fullDocument());
    for (const name of textResumes) expectValidJsonResume(documentFromText(fixture(name)));
  });

  it('maps the personal details to basics: label, location parts, profiles and the site', () => {
    const { basics } = exported(fullDocument());
    expect(basics).toMatchObject({
      name: 'Mira Okonkwo-Lindqvist',
      label: 'Staff Platform Engineer',
      email: 'mira.ol@example.org',
      location: { city: 'Gothenburg', region: 'Västra Götaland', countryCode: 'SE' },
      url: 'https://mira.example.dev/',
    });
    expect(basics.profiles).toEqual([
      { network: 'GitHub', username: 'miraol', url: 'https://github.com/miraol' },
      { network: 'LinkedIn', username: 'mira-ol', url: 'https://www.linkedin.com/in/mira-ol/' },
      { network: 'Other', username: 'Portfolio on request' },
      { network: 'blog.example.net', url: 'https://blog.example.net/mira' },
    ]);
  });

  it('writes ISO dates, no end date for a current job, and keeps free-text dates in meta', () => {
    const jr = exported(fullDocument());
    expect(jr.work[0]).toEqual({
      name: 'Northwind Freight',
      position: 'Staff Platform Engineer',
      location: 'Gothenburg, Sweden',
      startDate: '2021-03',
      highlights: [
        'Cut deploy time from 40 to 6 minutes by moving CI to Buildkite',
        'Ran the on-call rotation for 12 teams',
      ],
    });
    expect(jr.work[1].startDate).toBeUndefined();
    expect(jr.meta.careerforge.experience[1]).toEqual({ startDate: 'Summer 2016' });
  });

  it('keeps the degree whole in studyType, the details as courses, ranges as start and end', () => {
    const [msc, bsc] = exported(fullDocument()).education;
    expect(msc).toMatchObject({
      studyType: 'M.Sc. in Computer Science',
      area: 'Computer Science',
      score: '4.6/5',
      endDate: '2014-06',
      courses: ['Thesis: Scheduling under partial failure', 'Teaching assistant, Compilers'],
    });
    expect(bsc).toMatchObject({ startDate: '2009-09', endDate: '2012-06' });
  });

  it('maps skills, projects and certifications', () => {
    const jr = exported(fullDocument());
    expect(jr.skills).toEqual([
      { name: 'Languages', keywords: ['Go', 'Rust', 'C#', 'TypeScript'] },
      { keywords: ['Kubernetes', 'Terraform', 'PostgreSQL'] },
    ]);
    expect(jr.projects[0]).toMatchObject({
      keywords: ['Go', 'SQLite'],
      startDate: '2022',
      endDate: '2022',
    });
    expect(jr.certificates).toEqual([
      { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022-03' },
      { name: 'AWS: Solutions Architect Associate' },
    ]);
  });

  it('maps the sections JSON Resume has arrays for, by title, and keeps the others in meta', () => {
    const jr = exported(fullDocument());
    expect(jr.languages).toEqual([
      { language: 'Swedish', fluency: 'Native' },
      { language: 'English', fluency: 'Fluent (C2)' },
      { language: 'German' },
    ]);
    expect(jr.awards[0]).toEqual({ title: 'Best Paper', awarder: 'SoCC', date: '2013-11' });
    expect(jr.volunteer[0]).toEqual({
      position: 'Mentor',
      organization: 'Code Club Göteborg',
      startDate: '2018-01',
      summary: 'Weekly sessions for 10–14 year olds',
    });
    expect(jr.interests[1]).toEqual({ name: 'Photography', keywords: ['film', 'street'] });
    expect(jr.meta.careerforge.customSections).toContainEqual({
      id: 'custom-4',
      title: 'Affiliations',
      lines: ['ACM member since 2012', 'IEEE Computer Society'],
    });
  });

  it('leaves an address that is no e-mail out of basics.email, and keeps it in meta', () => {
    const doc = fullDocument();
    doc.personal.email = 'mira at example dot org';
    const jr = exported(doc);
    expect(jr.basics.email).toBeUndefined();
    expect(jr.meta.careerforge.personal.email).toBe('mira at example dot org');
    expectValidJsonResume(doc);
    expect(roundTrip(doc)).toEqual(doc);
  });
});

describe('round trip: a document exported and imported again is the same document', () => {
  it('for the full document, an empty one and parsed resumes', () => {
    for (const doc of [
      fullDocument(),
      documentFromText(''),
      ...textResumes.map((n) => documentFromText(fixture(n))),
    ]) {
      const { document, warnings } = documentFromJsonResume(exported(doc));
      expect(document).toEqual(doc);
      expect(warnings).toEqual([]);
    }
  });

  it('for documents imported from other tools', () => {
    const fromJsonResume = documentFromJsonResume(foreign()).document;
    const fromReactive = documentFromReactiveResume(
      interopJson('reactive-resume-v4.json'),
    ).document;
    expect(roundTrip(fromJsonResume)).toEqual(fromJsonResume);
    expect(roundTrip(fromReactive)).toEqual(fromReactive);
  });

  it('for a document whose sections list is empty or partial', () => {
    const doc = fullDocument();
    doc.sections = [];
    expect(roundTrip(doc)).toEqual(doc);
    doc.sections = [{ id: 'custom-3', visible: false }];
    expect(roundTrip(doc)).toEqual(doc);
  });

  it('for a second section under an array title, kept in meta with its lines', () => {
    const doc = fullDocument();
    doc.customSections.push({ id: 'langs-2', title: 'LANGUAGES', lines: ['Finnish — Basic'] });
    const jr = exported(doc);
    expect(jr.languages).toHaveLength(3);
    expect(roundTrip(doc)).toEqual(doc);
  });
});

describe('documentFromJsonResume on a JSON Resume from another tool', () => {
  const { document, warnings } = documentFromJsonResume(foreign());

  it('is a document the contract accepts', () => expectContractDocument(document));

  it('reads basics: city-level location, profiles as links, the site first', () => {
    expect(document.personal).toEqual({
      name: 'Teodor Vass',
      headline: 'Data Engineer',
      email: 'teodor.vass@example.com',
      phone: '+36 30 555 0142',
      location: 'Budapest, HU',
      links: [
        'https://teodorvass.example.com',
        'https://x.com/tvass',
        'https://github.com/tvass',
        'Mastodon: @tvass@fosstodon.example',
      ],
    });
    expect(document.summary).toBe('Data engineer who likes boring, reliable pipelines.');
  });

  it('reads work: ISO dates as months, a job without an end as current, summary as a bullet', () => {
    expect(document.experience[0]).toEqual({
      id: 'experience-1',
      title: 'Senior Data Engineer',
      company: 'Danube Analytics',
      location: '',
      startDate: '2020-09',
      endDate: '',
      current: true,
      bullets: [
        'Own the ingestion platform.',
        'Moved 300 nightly jobs to Airflow',
        'Halved the warehouse bill',
      ],
    });
    expect(document.experience[1]).toMatchObject({
      startDate: '2017-02',
      endDate: '2020-08',
      current: false,
    });
  });

  it('reads education, skills and projects', () => {
    expect(document.education[0]).toMatchObject({
      degree: 'Bachelor in Computer Engineering',
      date: 'Sep 2012 – Jun 2016',
      gpa: '4.2',
      details: ['Databases', 'Distributed Systems'],
    });
    expect(document.skills.map(({ label, items }) => ({ label, items }))).toEqual([
      { label: 'Data (Expert)', items: ['Airflow', 'Spark', 'dbt'] },
      { label: '', items: ['Python'] },
      { label: '', items: ['SQL (Advanced)'] },
    ]);
    expect(document.projects[0]).toMatchObject({
      technologies: 'Python, Airflow',
      date: 'Jan 2021 – Present',
      bullets: ['Catches cycles and missing retries', 'https://github.com/tvass/pipecheck'],
    });
  });

  it('turns certificates and the other arrays into lines under sensible titles', () => {
    expect(document.certifications[0]!.name).toBe(
      'Google Cloud Professional Data Engineer — Google (Nov 2021): https://example.com/cert/123',
    );
    expect(document.customSections).toEqual([
      {
        id: 'custom-1',
        title: 'Volunteering',
        lines: [
          'Organiser — Budapest Python Meetup (Jan 2018 – Present): Monthly talks; Grew attendance to 120',
        ],
      },
      {
        id: 'custom-2',
        title: 'Awards',
        lines: ['Hackathon winner — HackBudapest (Apr 2019): Fraud detection in 24 hours'],
      },
      {
        id: 'custom-3',
        title: 'Publications',
        lines: [
          'Backfills without tears — Data Eng Weekly (Mar 2022): https://example.com/backfills',
        ],
      },
      {
        id: 'custom-4',
        title: 'Languages',
        lines: ['Hungarian — Native speaker', 'English — Professional'],
      },
      { id: 'custom-5', title: 'Interests', lines: ['Cycling: gravel, touring'] },
      {
        id: 'custom-6',
        title: 'References',
        lines: ['Anna Kiss, CTO at Danube: Teodor made our data boring in the best way.'],
      },
    ]);
  });

  it('lists every section, shown, in the standard order, with the default look', () => {
    expect(document.sections.every((s) => s.visible)).toBe(true);
    expect(document.sections.map((s) => s.id)).toEqual([
      'summary',
      'skills',
      'experience',
      'projects',
      'education',
      'certifications',
      'custom-1',
      'custom-2',
      'custom-3',
      'custom-4',
      'custom-5',
      'custom-6',
    ]);
    expect(document.template).toBe('modern-professional');
  });

  it('says which fields it left out', () => {
    const note = warnings.find((w) => w.includes('left out:'));
    expect(note).toContain('basics.image');
    expect(note).toContain('basics.location.address');
    expect(note).toContain('work[0].url');
    expect(note).toContain('projects[0].roles');
  });
});

describe('isJsonResume', () => {
  it('knows a JSON Resume by basics or one of its arrays', () => {
    expect(isJsonResume(foreign())).toBe(true);
    expect(isJsonResume({ work: [] })).toBe(true);
    expect(isJsonResume(exported(documentFromText('')))).toBe(true);
  });

  it('refuses anything else, Reactive Resume included', () => {
    for (const v of [null, 'x', 42, [], {}, { basics: 'x' }, { name: 'x' }])
      expect(isJsonResume(v)).toBe(false);
    const rr = { basics: { name: 'A' }, sections: { summary: { content: '' } }, metadata: {} };
    expect(isJsonResume(rr)).toBe(false);
  });
});

describe('documentFromJsonResume errors and warnings', () => {
  it('answers 415 for what is no JSON Resume', () => {
    for (const v of [null, 'resume', 7, [], {}, { meta: {} }])
      expect(importError(() => documentFromJsonResume(v)).status).toBe(415);
  });

  it('answers 422 naming the part when a top-level part has the wrong type', () => {
    const e = importError(() => documentFromJsonResume({ basics: {}, work: 'lots' }));
    expect(e).toMatchObject({ status: 422, field: 'work', message: 'work must be a list.' });
    expect(importError(() => documentFromJsonResume({ basics: [1], work: [] })).field).toBe(
      'basics',
    );
  });

  it('names each field of the wrong type in a warning and reads the rest', () => {
    const file = foreign();
    const work = file.work as Array<Record<string, unknown>>;
    work.push(
      {
        name: 'Odd Co',
        position: { en: 'Lead' },
        startDate: { year: 2015 },
        highlights: ['ok', {}],
      },
      'x' as never,
    );
    const { document, warnings } = documentFromJsonResume(file);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'work[2].position must be text; it was left out.',
        'work[2].startDate must be a date; it was left out.',
        'work[2].highlights[1] must be text; it was left out.',
        'work[3] must be an object; it was left out.',
      ]),
    );
    expect(document.experience[2]).toMatchObject({
      company: 'Odd Co',
      title: '',
      startDate: '',
      bullets: ['ok'],
    });
    expectContractDocument(document);
  });

  it('reads numbers where text is expected as their digits', () => {
    const { document } = documentFromJsonResume({
      basics: { name: 'N', phone: 5550142 },
      work: [{ name: 7, position: 'Dev', startDate: 2019, endDate: 2021 }],
    });
    expect(document.personal.phone).toBe('5550142');
    expect(document.experience[0]).toMatchObject({
      company: '7',
      startDate: '2019',
      endDate: '2021',
    });
  });

  it('strips NUL and lone surrogates and leaves script links out', () => {
    const { document, warnings } = documentFromJsonResume({
      basics: {
        name: 'A\u0000da \uD800Lovelace',
        url: 'javascript:alert(1)',
        profiles: [{ url: ' JaVaScRiPt:x' }],
      },
    });
    expect(document.personal.name).toBe('Ada Lovelace');
    expect(document.personal.links).toEqual([]);
    expect(warnings.some((w) => w.includes('script or file address'))).toBe(true);
  });

  it('reads the field names of JSON Resume before 1.0 (company, gpa)', () => {
    const { document } = documentFromJsonResume({
      work: [{ company: 'Old Co', position: 'Dev' }],
      education: [{ institution: 'U', gpa: '3.9' }],
    });
    expect(document.experience[0]!.company).toBe('Old Co');
    expect(document.education[0]!.gpa).toBe('3.9');
  });

  it('takes "Present" as an end date meaning current', () => {
    const { document } = documentFromJsonResume({
      work: [{ name: 'A', startDate: '2020-01', endDate: 'Present' }],
    });
    expect(document.experience[0]).toMatchObject({
      startDate: '2020-01',
      endDate: '',
      current: true,
    });
  });
});

describe('meta.careerforge is never trusted', () => {
  it('ignores a meta of the wrong shape and falls back to the file and the defaults', () => {
    const jr = exported(fullDocument());
    jr.meta.careerforge = {
      version: 1,
      template: 'comic-sans',
      theme: { primary: 'red', secondary: 12, accent: '#123456' },
      sections: [
        { id: 'nope', visible: true },
        { id: 'summary', visible: 'yes' },
        { id: 'skills', visible: false },
      ],
      personal: { links: 'not a list' },
      experience: 'x',
      education: [{ id: '' }, { id: 'x'.repeat(65) }],
      customSections: [
        { id: 'summary', title: 'Hijack', lines: [] },
        { id: 'c', title: 5 },
        { title: 'No id' },
      ],
    };
    const { document, warnings } = documentFromJsonResume(jr);
    expectContractDocument(document);
    expect(document.template).toBe('modern-professional');
    expect(document.theme).toEqual({ primary: '#1e3a5f', secondary: '#475569', accent: '#123456' });
    expect(document.sections).toEqual([{ id: 'skills', visible: false }]);
    expect(document.personal.links[0]).toBe('https://mira.example.dev/');
    expect(document.experience[1]!.startDate).toBe('');
    expect(document.education.map((e) => e.id)).toEqual(['education-1', 'education-2']);
    // the section that took a standard id gets an id of its own
    expect(document.customSections[0]).toMatchObject({ title: 'Hijack' });
    expect(document.customSections[0]!.id).not.toBe('summary');
    expect(warnings.some((w) => w.startsWith('meta.careerforge.template'))).toBe(true);
    expect(warnings.some((w) => w.startsWith('meta.careerforge.customSections[1]'))).toBe(true);
  });

  it('ignores a meta of another version', () => {
    const jr = exported(fullDocument());
    jr.meta.careerforge.version = 2;
    const { document } = documentFromJsonResume(jr);
    expect(document.template).toBe('modern-professional');
    expect(document.experience[0]!.id).toBe('experience-1');
  });

  it('lets the file win when it was edited after the export', () => {
    const jr = exported(fullDocument());
    jr.work[1].startDate = '2015-06'; // the hint says "Summer 2016"
    jr.basics.profiles.pop(); // the links hint no longer matches
    jr.education.pop(); // the education hints belong to other entries now
    const { document, warnings } = documentFromJsonResume(jr);
    expect(document.experience[1]!.startDate).toBe('2015-06');
    expect(document.personal.links).toEqual([
      'https://mira.example.dev/',
      'https://github.com/miraol',
      'https://www.linkedin.com/in/mira-ol/',
      'Portfolio on request',
    ]);
    expect(document.experience[0]!.id).toBe('1716998400000');
    expect(warnings.some((w) => w.includes('do not match the file'))).toBe(true);
    expectContractDocument(document);
  });

  it('refuses a hint that would change what the file says', () => {
    const jr = exported(fullDocument());
    jr.meta.careerforge.experience = [{ title: 'CEO' }, {}, {}];
    jr.meta.careerforge.personal = { name: 'Someone Else' };
    const { document } = documentFromJsonResume(jr);
    expect(document.experience[0]!.title).toBe('Staff Platform Engineer');
    expect(document.personal.name).toBe('Mira Okonkwo-Lindqvist');
  });
});

describe('limits: an import always fits the document', () => {
  it('cuts long lists and long text and says what it cut', () => {
    const file = {
      basics: { name: 'N'.repeat(500), summary: 's'.repeat(9000) },
      work: Array.from({ length: 60 }, (_, i) => ({
        name: `Co ${i}`,
        highlights: Array.from({ length: 45 }, () => 'did things'),
      })),
      skills: [{ name: 'All', keywords: Array.from({ length: 150 }, (_, i) => `skill${i}`) }],
    };
    const { document, warnings } = documentFromJsonResume(file);
    expectContractDocument(document);
    expect(document.personal.name).toHaveLength(120);
    expect(document.experience).toHaveLength(50);
    expect(document.experience[0]!.bullets).toHaveLength(40);
    expect(document.skills[0]!.items).toHaveLength(100);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'work: only the first 50 of 60 were read.',
        'work[].highlights: only the first 40 of each list were read.',
        'Name was cut to 120 characters.',
        'Summary was cut to 5,000 characters.',
      ]),
    );
  });

  it('cuts a resume longer than the document holds in all', () => {
    const file = {
      work: Array.from({ length: 50 }, () => ({
        name: 'Co',
        highlights: Array(40).fill('w'.repeat(4000)),
      })),
    };
    const { document, warnings } = documentFromJsonResume(file);
    expectContractDocument(document);
    expect(warnings.some((w) => w.includes('longer than 50,000 characters'))).toBe(true);
  });
});

describe('hostile files answer with a document or an ImportError, never a crash', () => {
  const deep = (depth: number): unknown => {
    let v: unknown = 'x';
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };

  function expectHandled(file: unknown) {
    try {
      expectContractDocument(documentFromJsonResume(file).document);
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
    }
  }

  it('values nested 10,000 deep anywhere', () => {
    const d = deep(10_000);
    expectHandled({
      basics: { name: d, profiles: [d], location: d },
      work: [d, { name: d, highlights: d }],
    });
    expectHandled({ basics: {}, skills: [{ name: 'x', keywords: [d] }], meta: { careerforge: d } });
    expectHandled({
      basics: {},
      meta: { careerforge: { version: 1, experience: d, sections: d, customSections: [d] } },
    });
    expectHandled({ basics: d });
    const e = importError(() => documentFromJsonResume({ basics: {}, work: { a: deep(10_000) } }));
    expect(e).toMatchObject({ status: 422, field: 'work' });
  });

  it('lists of a million items', () => {
    const million = <T>(v: T) => new Array<T>(1_000_000).fill(v);
    const { document, warnings } = documentFromJsonResume({
      basics: { profiles: million({ url: 'https://github.com/x' }) },
      work: million({ name: 'Co', highlights: million('x') }),
      skills: [{ keywords: million('Go') }],
      languages: million({ language: 'Esperanto' }),
      meta: {
        careerforge: {
          version: 1,
          sections: million({}),
          customSections: million({}),
          experience: million({}),
        },
      },
    });
    expectContractDocument(document);
    expect(document.experience).toHaveLength(50);
    expect(warnings).toContain('work: only the first 50 of 1,000,000 were read.');
  });

  it('strings of 5 MB', () => {
    const big = 'ab '.repeat(1_700_000);
    const { document } = documentFromJsonResume({
      basics: { name: big, summary: big, url: big, email: big, location: { city: big } },
      work: [{ name: big, startDate: big, highlights: [big] }],
      education: [{ institution: big, endDate: big }],
      meta: {
        careerforge: {
          version: 1,
          template: big,
          customSections: [{ id: 'c', title: big, lines: [big] }],
        },
      },
    });
    expectContractDocument(document);
  });

  it('"__proto__" keys are data, never a prototype', () => {
    const file = JSON.parse(
      '{"__proto__": {"work": [{"name": "Injected"}]}, "basics": {"name": "Ok", "__proto__": {"label": "Evil"}},' +
        ' "meta": {"careerforge": {"__proto__": {"version": 1, "template": "creative-designer"}}}}',
    );
    const { document } = documentFromJsonResume(file);
    expect(document.personal).toMatchObject({ name: 'Ok', headline: '' });
    expect(document.experience).toEqual([]);
    expect(document.template).toBe('modern-professional');
    expect(({} as Record<string, unknown>).label).toBeUndefined();
    // an object whose real prototype carries resume fields: only its own fields are read
    const forged = Object.create({ work: [{ name: 'Inherited' }] }) as Record<string, unknown>;
    forged.basics = { name: 'Own' };
    expect(documentFromJsonResume(forged).document.experience).toEqual([]);
  });
});

/* ---------- properties: any document ---------- */

/** Pieces that touch every rule: separators of lines, dates, links, markup, non-Latin text. */
const PIECES = [
  'Acme',
  'Go',
  'in',
  ' in ',
  ' — ',
  ' – ',
  ': ',
  ', ',
  ' (',
  ')',
  '(',
  '2021-03',
  '2021',
  'Mar 2021',
  'Summer 2019',
  'Present',
  '03/2021',
  '0999',
  '3000-01',
  '#',
  '*',
  '_',
  '[x](javascript:alert(1))',
  '<b>',
  'é',
  'Ωmega',
  '😀',
  '\n',
  'https://',
  'www.',
  'linkedin.com/in/jo',
  'github.com/jo',
  '@',
  '.',
  '-',
  ' ',
  '  ',
  '1.',
  '&amp;',
  'x@y.co',
  'Native',
  'CC',
  'SE',
  '%',
  '|',
  '\t',
];

/** A trimmed text of pieces, at most `max` characters (within every limit of the contract). */
const text = (maxPieces = 5) =>
  fc.array(fc.constantFrom(...PIECES), { maxLength: maxPieces }).map((a) => a.join('').trim());
const date = fc.oneof(
  fc.constantFrom(
    '',
    '2021',
    '2021-03',
    '1999-12',
    'Summer 2019',
    'Mar 2021',
    '2018 – 2022',
    'Sep 2018 – Present',
    '0999',
  ),
  text(3),
);
const lines = (max: number) => fc.array(text(), { maxLength: max });
const link = fc.oneof(
  fc.constantFrom(
    'https://github.com/jo',
    'linkedin.com/in/jo',
    'jo.dev',
    'https://x.com/@jo?ref=a#b',
    'mailto:jo@x.co',
  ),
  text(3),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);
const colour = fc.stringMatching(/^#[0-9a-fA-F]{6}$/);
/** An id: the one an import would give ("experience-2") or the builder's own. */
const ids = (prefix: string, n: number) =>
  fc
    .array(fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9-]{1,20}$/)), {
      minLength: n,
      maxLength: n,
    })
    .map((xs) => xs.map((x, i) => x || `${prefix}-${i + 1}`));

const documentArb: fc.Arbitrary<ResumeDocument> = fc
  .record({
    template: fc.constantFrom(...TEMPLATE_IDS),
    theme: fc.record({ primary: colour, secondary: colour, accent: colour }),
    personal: fc.record({
      name: text(),
      headline: text(),
      email: fc.oneof(
        fc.emailAddress().filter((e) => e.length <= 254),
        text(3),
      ),
      phone: text(2),
      location: fc.oneof(
        fc.constantFrom('Berlin', 'Austin, TX', 'Lund, Skåne, SE', 'Remote, Remote'),
        text(3),
      ),
      links: fc.array(
        link.filter((l) => l.length <= 2048),
        { maxLength: 4 },
      ),
    }),
    summary: text(8),
    experience: fc.array(
      fc.record({
        title: text(),
        company: text(),
        location: text(2),
        startDate: date,
        endDate: date,
        current: fc.boolean(),
        bullets: lines(3),
      }),
      { maxLength: 3 },
    ),
    education: fc.array(
      fc.record({
        degree: text(),
        school: text(),
        location: text(2),
        date,
        gpa: text(1),
        details: lines(2),
      }),
      { maxLength: 2 },
    ),
    skills: fc.array(fc.record({ label: text(2), items: fc.array(text(2), { maxLength: 4 }) }), {
      maxLength: 3,
    }),
    projects: fc.array(
      fc.record({
        name: text(),
        description: text(6),
        technologies: text(4),
        date,
        bullets: lines(2),
      }),
      { maxLength: 2 },
    ),
    certifications: fc.array(fc.record({ name: text(6) }), { maxLength: 2 }),
    customSections: fc.array(
      fc.record({
        title: fc.oneof(
          fc.constantFrom(
            'Languages',
            'HONORS',
            'Volunteering',
            'Publications',
            'Interests',
            'References',
            'Affiliations',
            '',
          ),
          text(2),
        ),
        lines: lines(3),
      }),
      { maxLength: 4 },
    ),
    order: fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 12 }),
    idSeed: fc.tuple(
      ids('experience', 3),
      ids('education', 2),
      ids('skills', 3),
      ids('project', 2),
      ids('certification', 2),
    ),
  })
  .map(({ order, idSeed: [ex, ed, sk, pr, ce], ...d }) => {
    const customSections = d.customSections.map((c, i) => ({ id: `custom-${i + 1}`, ...c }));
    const known = [
      'summary',
      'experience',
      'education',
      'skills',
      'projects',
      'certifications',
      ...customSections.map((c) => c.id),
    ];
    const sections = [
      ...new Map(order.map(([n, visible]) => [known[n % known.length]!, visible])),
    ].map(([id, visible]) => ({ id, visible }));
    return {
      version: 1 as const,
      ...d,
      experience: d.experience.map((e, i) => ({ id: ex[i]!, ...e })),
      education: d.education.map((e, i) => ({ id: ed[i]!, ...e })),
      skills: d.skills.map((e, i) => ({ id: sk[i]!, ...e })),
      projects: d.projects.map((e, i) => ({ id: pr[i]!, ...e })),
      certifications: d.certifications.map((e, i) => ({ id: ce[i]!, ...e })),
      customSections,
      sections,
    };
  });

describe('properties', () => {
  it('every document the contract accepts exports as valid JSON Resume and imports back unchanged', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        expectContractDocument(doc);
        expectValidJsonResume(doc);
        const { document, warnings } = documentFromJsonResume(exported(doc));
        expect(document).toEqual(doc);
        expect(warnings).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('any text in any field, broken Unicode included, still exports as valid JSON Resume', () => {
    const wild = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(documentArb, fc.array(wild, { minLength: 8, maxLength: 8 }), (doc, w) => {
        doc.personal = {
          name: w[0]!,
          headline: w[1]!,
          email: w[2]!,
          phone: w[3]!,
          location: w[4]!,
          links: [w[5]!, w[6]!],
        };
        doc.experience.forEach((e) =>
          Object.assign(e, { startDate: w[7], endDate: w[0], title: w[1] }),
        );
        doc.customSections.forEach((c) => c.lines.push(w[7]!, w[2]!));
        doc.certifications.push({ id: 'c', name: w[6]! });
        expectValidJsonResume(doc);
        expectContractDocument(documentFromJsonResume(exported(doc)).document);
      }),
      { numRuns: 300 },
    );
  });
});
