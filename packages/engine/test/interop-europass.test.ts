/**
 * Europass XML both ways: a document written as a Europass Candidate file and read back is the
 * same document; files from the Europass editor and the older SkillsPassport XML are read into
 * documents the contract accepts; hostile files answer with an ImportError, never a crash.
 */
// eslint-disable-next-line careerforge/boundaries -- the tests check imports against the contract's schema
import { resumeDocumentSchema } from '@careerforge/contract';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { documentFromText, type ResumeDocument } from '../src';
import { ImportError } from '../src/interop/errors';
import {
  documentFromEuropassXml,
  documentToEuropassXml,
  isEuropassXml,
} from '../src/interop/europass';
import { expectContractDocument, fixture, importError } from './helpers';

const CANDIDATE = fixture('interop/europass-candidate.xml');
const V3 = fixture('interop/europass-v3.xml');

/** The document as the contract stores it (the schema's own output). */
const valid = (doc: unknown): ResumeDocument => resumeDocumentSchema.parse(doc) as ResumeDocument;

/** A document with everything Europass cannot hold: ids, template, theme, hidden and custom sections, text dates. */
function richDocument(): ResumeDocument {
  return valid({
    version: 1,
    template: 'academic-research',
    theme: { primary: '#112233', secondary: '#445566', accent: '#778899' },
    personal: {
      name: 'Ana María López-Ngata',
      headline: 'Research Software Engineer',
      email: 'ana@example.org',
      phone: '(555) 010-2030',
      location: 'Valparaíso, Chile',
      links: ['https://github.com/example-ana', 'linkedin.com/in/example-ana'],
    },
    summary: 'I build tools for scientists.\n\nFluent in R & Python; "data < hype".',
    experience: [
      {
        id: '1718000000001',
        title: 'Research Engineer',
        company: 'Observatorio Ejemplo',
        location: 'Santiago',
        startDate: '2022-01',
        endDate: '',
        current: true,
        bullets: ['Cut telescope scheduling time by 40%', 'Mentor 2 interns — weekly'],
      },
      {
        id: '1718000000002',
        title: 'Teaching Assistant',
        company: 'Universidad Ejemplo',
        location: '',
        startDate: 'Summer 2019',
        endDate: 'Spring 2021',
        current: false,
        bullets: [],
      },
    ],
    education: [
      {
        id: 'edu-a',
        degree: 'MSc Astroinformatics',
        school: 'Universidad Ejemplo',
        location: 'Valparaíso',
        date: '2021',
        gpa: '6.8/7',
        details: ['Thesis on scheduling', 'Teaching award'],
      },
      {
        id: 'edu-b',
        degree: 'BSc Physics',
        school: 'Instituto Ejemplo',
        location: '',
        date: 'Expected 2018',
        gpa: '',
        details: [],
      },
    ],
    skills: [
      { id: 'sk-1', label: 'Languages', items: ['Python', 'R', 'C++'] },
      { id: 'sk-2', label: '', items: ['Docker', 'Slurm'] },
    ],
    projects: [
      {
        id: 'p-1',
        name: 'skyqueue',
        description: 'A scheduler for shared telescopes.',
        technologies: 'Python, PostgreSQL',
        date: '2023',
        bullets: ['Used by 3 observatories'],
      },
    ],
    certifications: [{ id: 'c-1', name: 'Example Cloud Practitioner (2022)' }],
    customSections: [
      {
        id: 'custom-talks',
        title: 'Talks',
        lines: ['ADASS 2023: Scheduling at scale', '日本語の講演 🎤'],
      },
      { id: 'custom-hidden', title: 'References', lines: ['On request'] },
    ],
    sections: [
      { id: 'summary', visible: true },
      { id: 'custom-talks', visible: true },
      { id: 'experience', visible: true },
      { id: 'skills', visible: true },
      { id: 'education', visible: true },
      { id: 'projects', visible: false },
      { id: 'certifications', visible: true },
      { id: 'custom-hidden', visible: false },
    ],
  });
}

/** The file without Careerforge's extension element: what any other tool would hand back. */
const withoutExtension = (xml: string) =>
  xml.replace(/\s*<cf:CareerforgeDocument[\s\S]*?<\/cf:CareerforgeDocument>/, '');

const tree = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(xml);

describe('documentToEuropassXml and back', () => {
  it('gives back the same document, ids, template, theme, order and text dates included', () => {
    const doc = richDocument();
    const { document, warnings } = documentFromEuropassXml(documentToEuropassXml(doc));
    expect(document).toEqual(doc);
    expect(warnings).toEqual([]);
  });

  it('gives back a document the parser read from a resume', () => {
    const doc = documentFromText(fixture('resume-classic.txt'));
    expect(documentFromEuropassXml(documentToEuropassXml(doc)).document).toEqual(doc);
  });

  it('gives back any document the contract accepts', () => {
    // any code point: control characters, noncharacters, astral symbols, markup
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('a & b', '</p>', ']]>', '&amp;'),
    );
    const entryId = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    const arbitraryDoc = fc.record({
      version: fc.constant(1),
      template: fc.constantFrom('modern-professional', 'tech-minimalist'),
      theme: fc.constant({ primary: '#000000', secondary: '#ffffff', accent: '#abcdef' }),
      personal: fc.record({
        name: text,
        headline: text,
        email: text,
        phone: text,
        location: text,
        links: fc.array(text, { maxLength: 3 }),
      }),
      summary: text,
      experience: fc.array(
        fc.record({
          id: entryId,
          title: text,
          company: text,
          location: text,
          startDate: text,
          endDate: text,
          current: fc.boolean(),
          bullets: fc.array(text, { maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
      education: fc.array(
        fc.record({
          id: entryId,
          degree: text,
          school: text,
          location: text,
          date: text,
          gpa: text,
          details: fc.array(text, { maxLength: 2 }),
        }),
        { maxLength: 2 },
      ),
      skills: fc.array(
        fc.record({ id: entryId, label: text, items: fc.array(text, { maxLength: 3 }) }),
        { maxLength: 2 },
      ),
      projects: fc.constant([]),
      certifications: fc.array(fc.record({ id: entryId, name: text }), { maxLength: 2 }),
      customSections: fc.constant([{ id: 'custom-x', title: 'Extra', lines: ['one'] }]),
      sections: fc.constant([{ id: 'custom-x', visible: false }]),
    });
    fc.assert(
      fc.property(arbitraryDoc, (raw) => {
        const parsed = resumeDocumentSchema.safeParse(raw);
        fc.pre(parsed.success);
        const doc = parsed.data as ResumeDocument;
        expect(documentFromEuropassXml(documentToEuropassXml(doc)).document).toEqual(doc);
      }),
      { numRuns: 150 },
    );
  });

  it('writes a Europass Candidate the Europass editor reads', () => {
    const xml = documentToEuropassXml(richDocument());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"')).toBe(true);
    expect(xml).toContain(
      '<Candidate xsi:schemaLocation="http://www.europass.eu/1.0 Candidate.xsd"',
    );
    expect(xml).toContain('xmlns="http://www.europass.eu/1.0"');
    const c = tree(xml).Candidate;
    expect(c.CandidatePerson.PersonName).toEqual({
      GivenName: 'Ana María',
      FamilyName: 'López-Ngata',
    });
    const jobs = c.CandidateProfile.EmploymentHistory.EmployerHistory;
    expect(jobs[0].PositionHistory.EmploymentPeriod.StartDate.FormattedDateTime).toBe('2022-01');
    expect(jobs[0].PositionHistory.EmploymentPeriod.CurrentIndicator).toBe('true');
    expect(jobs[0].PositionHistory.Description).toBe(
      '<ul><li>Cut telescope scheduling time by 40%</li><li>Mentor 2 interns — weekly</li></ul>',
    );
    // a date written as text is a DateText, never a made-up date
    expect(jobs[1].PositionHistory.EmploymentPeriod.StartDate.DateText).toBe('Summer 2019');
    expect(c.CandidateProfile.ExecutiveSummary).toBe(
      '<p>I build tools for scientists.</p><p>Fluent in R &amp; Python; "data &lt; hype".</p>',
    );
    // only visible sections are listed; a custom section by its title
    const order = c.RenderingInformation.Design.SectionsOrder.Section;
    expect(order.map((s: { Title: string }) => s.Title)).toEqual([
      'Talks',
      'work-experience',
      'digital-skills',
      'education-training',
      'certifications',
    ]);
    // one Others per line: the Europass importer keeps only the last Other of an Others
    expect(c.CandidateProfile.Others).toHaveLength(3);
    expect(xml).toContain('xmlns:cf="urn:careerforge:resume-document:1"');
  });

  it('leaves out a phone number without its country code (the Europass importer refuses it)', () => {
    const doc = richDocument();
    expect(documentToEuropassXml(doc)).not.toContain('DialNumber');
    doc.personal.phone = '+44 20 7946 0000';
    const phone = tree(documentToEuropassXml(doc)).Candidate.CandidatePerson.Communication.find(
      (c: { ChannelCode?: string }) => c.ChannelCode === 'Telephone',
    );
    expect([phone.CountryDialing, phone.DialNumber]).toEqual(['44', '2079460000']);
  });

  it('writes text no XML can hold (control characters) without breaking the file', () => {
    const doc = richDocument();
    doc.summary = 'bell\u0007 and form\u000c feed';
    const xml = documentToEuropassXml(doc);
    expect(() => tree(xml)).not.toThrow();
    expect(documentFromEuropassXml(xml).document.summary).toBe(doc.summary);
  });
});

describe('reading a file without the Careerforge data', () => {
  it('reads the Europass content of an exported document', () => {
    const { document } = documentFromEuropassXml(
      withoutExtension(documentToEuropassXml(richDocument())),
    );
    expectContractDocument(document);
    expect(document.template).toBe('modern-professional');
    expect(document.personal).toEqual({
      name: 'Ana María López-Ngata',
      headline: 'Research Software Engineer',
      email: 'ana@example.org',
      phone: '',
      location: 'Valparaíso, Chile',
      links: ['https://github.com/example-ana', 'linkedin.com/in/example-ana'],
    });
    expect(document.experience.map((e) => [e.id, e.startDate, e.endDate, e.current])).toEqual([
      ['experience-1', '2022-01', '', true],
      ['experience-2', 'Summer 2019', 'Spring 2021', false],
    ]);
    expect(document.education[0]).toMatchObject({ date: '2021', gpa: '6.8/7' });
    expect(document.skills.map((g) => [g.label, g.items])).toEqual([
      ['Languages', ['Python', 'R', 'C++']],
      ['', ['Docker', 'Slurm']],
    ]);
    expect(document.projects[0]).toMatchObject({
      description: 'A scheduler for shared telescopes.',
      technologies: 'Python, PostgreSQL',
      date: '2023',
      bullets: ['Used by 3 observatories'],
    });
    expect(document.customSections.map((c) => [c.title, c.lines])).toEqual([
      ['Talks', ['ADASS 2023: Scheduling at scale', '日本語の講演 🎤']],
      ['References', ['On request']],
    ]);
  });
});

describe('the Careerforge data in a file is checked, never trusted', () => {
  const xml = documentToEuropassXml(richDocument());

  it('reads a part changed in the Europass content from that content, the rest from the copy', () => {
    const edited = xml.replace(
      '<PositionTitle typeCode="FREETEXT">Research Engineer</PositionTitle>',
      '<PositionTitle typeCode="FREETEXT">Lead Research Engineer</PositionTitle>',
    );
    const { document, warnings } = documentFromEuropassXml(edited);
    expect(document.experience[0]!.title).toBe('Lead Research Engineer');
    expect(document.experience[0]!.id).toBe('experience-1');
    expect(document.education).toEqual(richDocument().education);
    expect(document.template).toBe('academic-research');
    expect(warnings.join(' ')).toMatch(/changed after Careerforge wrote it; its experience/);
  });

  it('does not let the copy add what the Europass content does not say', () => {
    const doc = richDocument();
    const hidden = structuredClone(doc);
    hidden.experience.push({ ...hidden.experience[0]!, id: 'x', title: 'Astronaut' });
    const forged = xml.replace(
      /(<cf:CareerforgeDocument[^>]*>)[\s\S]*?(<\/cf:CareerforgeDocument>)/,
      (_m, open: string, close: string) =>
        `${open}${JSON.stringify(hidden).replace(/&/g, '&amp;').replace(/</g, '&lt;')}${close}`,
    );
    const { document } = documentFromEuropassXml(forged);
    expect(document.experience.map((e) => e.title)).not.toContain('Astronaut');
    expectContractDocument(document);
  });

  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['of another shape', '{"version":1,"template":"modern-professional"}', /not a resume document/],
    [
      'with an unknown template',
      JSON.stringify({ ...richDocument(), template: 'x' }),
      /not a resume document/,
    ],
  ])('ignores a copy %s and reads the Europass content', (_what, json, why) => {
    const broken = xml.replace(
      /(<cf:CareerforgeDocument[^>]*>)[\s\S]*?(<\/cf:CareerforgeDocument>)/,
      (_m, open: string, close: string) =>
        `${open}${json.replace(/&/g, '&amp;').replace(/</g, '&lt;')}${close}`,
    );
    const { document, warnings } = documentFromEuropassXml(broken);
    expect(warnings.join(' ')).toMatch(why);
    expect(document.template).toBe('modern-professional');
    expect(document.experience[0]!.title).toBe('Research Engineer');
  });

  it('ignores a copy of an unknown version', () => {
    const newer = xml.replace(
      '<cf:CareerforgeDocument version="1">',
      '<cf:CareerforgeDocument version="2">',
    );
    expect(documentFromEuropassXml(newer).warnings.join(' ')).toMatch(/unknown version/);
  });
});

describe('reading a file from the Europass editor', () => {
  const { document, warnings } = documentFromEuropassXml(CANDIDATE);

  it('reads the person, with the address as a place', () => {
    expectContractDocument(document);
    expect(document.personal).toEqual({
      name: 'Ines Maria Quaresma-Lund',
      headline: '',
      email: 'ines.ql@example.org',
      phone: '+351 900000001',
      location: 'Porto, Portugal',
      links: ['https://ines.example.org', 'https://www.linkedin.com/in/ines-example/'],
    });
    expect(document.summary).toBe(
      'Data engineer who builds reliable pipelines for logistics & retail.\nHappiest when a nightly job becomes a stream.',
    );
  });

  it('reads jobs with their periods in the builder form and descriptions as bullets', () => {
    expect(document.experience).toEqual([
      {
        id: 'experience-1',
        title: 'Senior Data Engineer',
        company: 'Gaivota Freight',
        location: 'Porto, Portugal',
        startDate: '2021-04',
        endDate: '',
        current: true,
        bullets: [
          'Main activities and responsibilities:',
          'Moved 30 nightly batch jobs to Kafka streams, cutting delivery ETA errors by 18%',
          'Run the on-call rota for 6 engineers',
        ],
      },
      {
        id: 'experience-2',
        title: 'Data Analyst',
        company: 'Lumen Retail Lda.',
        location: 'Lisboa, Portugal',
        startDate: '2017-09',
        endDate: '2021-03',
        current: false,
        bullets: [
          'Built the weekly sales dashboard in SQL and Python;',
          'Trained 12 store managers to read it.',
        ],
      },
    ]);
  });

  it('reads schooling, certifications, projects and skills', () => {
    expect(document.education).toEqual([
      {
        id: 'education-1',
        degree: 'MSc Applied Statistics',
        school: 'Universidade do Exemplo',
        location: 'Coimbra, Portugal',
        date: '2017-07',
        gpa: '17/20',
        details: [
          'Thesis: Forecasting parcel volumes with hierarchical models',
          'Time series',
          'Bayesian inference',
        ],
      },
    ]);
    expect(document.certifications.map((c) => c.name)).toEqual([
      'Professional Data Engineer — Example Cloud Academy (May 2022)',
    ]);
    expect(document.projects).toEqual([
      {
        id: 'project-1',
        name: 'Open parcel-volume dataset',
        description:
          'Published anonymised daily volumes for researchers.\nhttps://data.example.org/parcels',
        technologies: '',
        date: 'Feb 2023 – Jun 2023',
        bullets: ['Wrote the anonymisation checks'],
      },
    ]);
    expect(document.skills.map((g) => [g.label, g.items])).toEqual([
      ['Data', ['Python', 'Apache Kafka', 'PostgreSQL']],
      ['Organisational skills', ['Planning', 'Mentoring']],
    ]);
  });

  it('reads languages and other sections, in the order the file lists them', () => {
    expect(document.customSections.map((c) => [c.title, c.lines])).toEqual([
      [
        'Languages',
        ['Portuguese (mother tongue)', 'English (C1)', 'Spanish (listening B2, writing A2)'],
      ],
      ['Volunteering', ['Coding club mentor (2019 – Present)', 'Saturday lessons for teenagers.']],
      [
        'Awards',
        [
          'Best paper, Example Logistics Conference (Oct 2018)',
          'Hackathon winner',
          'Route planner for cargo bikes.',
        ],
      ],
    ]);
    expect(document.sections.map((s) => s.id)).toEqual([
      'summary',
      'experience',
      'education',
      'custom-1',
      'custom-3',
      'skills',
      'projects',
      'certifications',
      'custom-2',
    ]);
  });

  it('says what it could not carry over', () => {
    expect(warnings.join('\n')).toMatch(/instant messaging/);
    expect(warnings.join('\n')).toMatch(/photo/);
  });
});

describe('reading what other writers put differently', () => {
  const xml = `<Candidate xmlns="http://www.europass.eu/1.0" xmlns:oa="http://www.openapplications.org/oagis/9" xmlns:hr="http://www.hr-xml.org/3" xmlns:eures="http://www.europass_eures.eu/1.0">
    <CandidatePerson>
      <PersonName><oa:GivenName>Kim</oa:GivenName><hr:FamilyName>Ode</hr:FamilyName></PersonName>
      <Communication><ChannelCode>Email</ChannelCode><oa:URI>kim@example.org</oa:URI></Communication>
      <Communication><ChannelCode>Email</ChannelCode><oa:URI>kim.work@example.org</oa:URI></Communication>
    </CandidatePerson>
    <CandidateProfile languageCode="en">
      <CandidatePositionPreferences><oa:Description>Welder</oa:Description></CandidatePositionPreferences>
      <EmploymentHistory>
        <EmployerHistory>
          <hr:OrganizationName>Forge Ltd</hr:OrganizationName>
          <eures:EmploymentPeriod><eures:StartDate><hr:DateText>Summer 2016</hr:DateText></eures:StartDate></eures:EmploymentPeriod>
          <PositionHistory><PositionTitle>Apprentice</PositionTitle><oa:Description>Plain text line one
Plain text &lt;50 kg lifts</oa:Description></PositionHistory>
        </EmployerHistory>
        <EmployerHistory><hr:OrganizationName>Only an employer</hr:OrganizationName></EmployerHistory>
      </EmploymentHistory>
      <PersonQualifications>
        <hr:QualificationsSummary>Payroll; Audit</hr:QualificationsSummary>
        <PersonCompetency><CompetencyID>TIG welding</CompetencyID><hr:TaxonomyID>other</hr:TaxonomyID></PersonCompetency>
        <PersonCompetency><CompetencyID>http://data.europa.eu/esco/skill/0000</CompetencyID><hr:TaxonomyID>other</hr:TaxonomyID></PersonCompetency>
      </PersonQualifications>
      <CommunicationAndInterpersonalSkills>
        <CommunicationAndInterpersonalSkill><Title>Teaching</Title><Description>&lt;p&gt;Ran workshops&lt;/p&gt;</Description></CommunicationAndInterpersonalSkill>
      </CommunicationAndInterpersonalSkills>
      <CourseCertifications><CourseCertification><Title>Safety course</Title></CourseCertification></CourseCertifications>
      <eures:Licenses><eures:License><hr:LicenseTypeCode>B</hr:LicenseTypeCode></eures:License></eures:Licenses>
    </CandidateProfile>
    <CandidateProfile languageCode="fr"/>
  </Candidate>`;
  const { document, warnings } = documentFromEuropassXml(xml);

  it('reads them into a valid document', () => {
    expectContractDocument(document);
    expect(document.personal).toMatchObject({
      name: 'Kim Ode',
      headline: 'Welder',
      email: 'kim@example.org',
    });
    expect(document.experience.map((e) => [e.company, e.title, e.startDate, e.bullets])).toEqual([
      [
        'Forge Ltd',
        'Apprentice',
        'Summer 2016',
        ['Plain text line one', 'Plain text <50 kg lifts'],
      ],
      ['Only an employer', '', '', []],
    ]);
    expect(document.skills.map((g) => [g.label, g.items])).toEqual([
      ['Skills', ['TIG welding', 'Payroll', 'Audit']],
    ]);
    expect(document.certifications.map((c) => c.name)).toEqual(['Safety course']);
    expect(document.customSections.map((c) => [c.title, c.lines])).toEqual([
      ['Communication and interpersonal skills', ['Teaching', 'Ran workshops']],
      ['Driving licence', ['B']],
    ]);
  });

  it('says what it left out', () => {
    const all = warnings.join('\n');
    expect(all).toMatch(/first e-mail address was kept; kim.work@example.org/);
    expect(all).toMatch(/1 skill\(s\) given only as ESCO links/);
    expect(all).toMatch(/2 profiles/);
  });
});

describe('reading the older Europass XML (SkillsPassport v3)', () => {
  it('reads the variant with unwrapped lists and labelled descriptions', () => {
    const { document } =
      documentFromEuropassXml(`<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass"><LearnerInfo>
      <Identification><PersonName><FirstName>Alex</FirstName><Surname>Moreau</Surname></PersonName>
        <ContactInfo><Email><Contact>alex@example.org</Contact></Email><Telephone><Contact>+33 1 00 00 00 00</Contact></Telephone></ContactInfo>
      </Identification>
      <WorkExperience><WorkExperience><Period><From year="2020" month="--07"/><Current>true</Current></Period>
        <Position><Label>Baker</Label></Position><Employer><Name>Boulangerie Exemple</Name></Employer></WorkExperience></WorkExperience>
      <Skills><Computer><Description><Label>Excel; Word</Label></Description></Computer></Skills>
    </LearnerInfo></SkillsPassport>`);
    expect(document.personal).toMatchObject({
      name: 'Alex Moreau',
      email: 'alex@example.org',
      phone: '+33 1 00 00 00 00',
    });
    expect(document.experience[0]).toMatchObject({
      title: 'Baker',
      startDate: '2020-07',
      current: true,
    });
    expect(document.customSections).toEqual([
      { id: 'custom-1', title: 'Digital skills', lines: ['Excel; Word'] },
    ]);
  });

  it('reads the person, jobs, schooling and skills', () => {
    const { document, warnings } = documentFromEuropassXml(V3);
    expectContractDocument(document);
    expect(warnings).toEqual([]);
    expect(document.personal).toEqual({
      name: 'Tomas Verhagen',
      headline: 'Civil engineer',
      email: 'tomas.v@example.net',
      phone: '+31 6 00000000',
      location: 'Utrecht, Netherlands',
      links: ['https://tomas.example.net'],
    });
    expect(
      document.experience.map((e) => [
        e.title,
        e.company,
        e.startDate,
        e.endDate,
        e.current,
        e.bullets,
      ]),
    ).toEqual([
      [
        'Bridge Inspector',
        'Provincie Voorbeeld',
        '2019-02',
        '',
        true,
        ['Inspect 40 bridges a year', 'Write the repair plans'],
      ],
      [
        'Site Engineer',
        'Bouw & Zonen',
        '2014-09',
        '2019-01',
        false,
        ['Supervised concrete works.'],
      ],
    ]);
    expect(document.education[0]).toMatchObject({
      degree: 'BSc Civil Engineering',
      school: 'Hogeschool Voorbeeld',
      date: '2014',
      details: ['Structural mechanics'],
    });
    expect(document.customSections.map((c) => [c.title, c.lines])).toEqual([
      [
        'Languages',
        [
          'Dutch (mother tongue)',
          'English (listening C1, reading C1, spoken interaction B2, spoken production B2, writing B2)',
        ],
      ],
      ['Digital skills', ['AutoCAD; Revit']],
      ['Driving licence', ['B, C1']],
      ['Publications', ['Fatigue in small steel bridges, 2020']],
    ]);
  });
});

describe('isEuropassXml', () => {
  it.each([
    ['a Europass Candidate', CANDIDATE, true],
    ['an exported document', documentToEuropassXml(richDocument()), true],
    ['a SkillsPassport', V3, true],
    ['a Candidate of another namespace', '<Candidate xmlns="urn:other"><x/></Candidate>', false],
    ['other XML', '<?xml version="1.0"?><rss><channel/></rss>', false],
    ['JSON', '{"basics":{"name":"x"}}', false],
    ['nothing', '', false],
  ])('%s', (_what, text, expected) => {
    expect(isEuropassXml(text as string)).toBe(expected);
  });

  it('answers false for what is not text', () => {
    expect(isEuropassXml(42 as unknown as string)).toBe(false);
  });
});

const candidate = (
  profile: string,
  person = '<PersonName><oa:GivenName>Kim</oa:GivenName></PersonName>',
) =>
  `<Candidate xmlns="http://www.europass.eu/1.0" xmlns:oa="http://www.openapplications.org/oagis/9" xmlns:hr="http://www.hr-xml.org/3" xmlns:eures="http://www.europass_eures.eu/1.0"><CandidatePerson>${person}</CandidatePerson><CandidateProfile>${profile}</CandidateProfile></Candidate>`;

describe('hostile and broken files', () => {
  it('refuses a DOCTYPE: no entity bomb, no external entity', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
    ).join('')}]><Candidate xmlns="http://www.europass.eu/1.0">&lol9;</Candidate>`;
    expect(importError(() => documentFromEuropassXml(bomb))).toMatchObject({
      status: 422,
      field: 'file',
    });
    const external = `<?xml version="1.0"?><!DOCTYPE c [<!ENTITY x SYSTEM "file:///etc/passwd">]><Candidate>&x;</Candidate>`;
    expect(importError(() => documentFromEuropassXml(external)).message).toMatch(/DOCTYPE/);
  });

  it('refuses elements nested 10,000 deep', () => {
    const deep = candidate(`${'<x>'.repeat(10_000)}${'</x>'.repeat(10_000)}`);
    expect(importError(() => documentFromEuropassXml(deep)).status).toBe(422);
  });

  it('cuts a 5 MB text to its field and says so', () => {
    const { document, warnings } = documentFromEuropassXml(
      candidate(`<hr:ExecutiveSummary>${'word '.repeat(1_000_000)}</hr:ExecutiveSummary>`),
    );
    expect(document.summary).toHaveLength(4999);
    expect(warnings).toContain('Summary was cut to 5,000 characters.');
    expectContractDocument(document);
  });

  it('reads a 5 MB description full of unclosed "<" in linear time', () => {
    const html = `&lt;p&gt;${'&lt;a '.repeat(800_000)}`;
    const xml = candidate(
      `<EmploymentHistory><EmployerHistory><hr:OrganizationName>Acme</hr:OrganizationName><PositionHistory><PositionTitle>Dev</PositionTitle><oa:Description>${html}</oa:Description></PositionHistory></EmployerHistory></EmploymentHistory>`,
    );
    const { document } = documentFromEuropassXml(xml);
    expectContractDocument(document);
  });

  it('keeps the first 50 of 100,000 jobs and says so', () => {
    const jobs =
      '<EmployerHistory><hr:OrganizationName>Acme</hr:OrganizationName></EmployerHistory>'.repeat(
        100_000,
      );
    const { document, warnings } = documentFromEuropassXml(
      candidate(`<EmploymentHistory>${jobs}</EmploymentHistory>`),
    );
    expect(document.experience).toHaveLength(50);
    expect(warnings).toContain('Experience: only the first 50 of 100,000 were kept.');
    expectContractDocument(document);
  });

  it('reads 60,000 custom sections and section names in linear time, keeping 50', () => {
    const others = Array.from(
      { length: 60_000 },
      (_, i) => `<Others><Title>T${i}</Title><Other><Title>x</Title></Other></Others>`,
    ).join('');
    const order = Array.from(
      { length: 60_000 },
      (_, i) => `<Section><Title>T${i}</Title><Custom>true</Custom></Section>`,
    ).join('');
    const xml = candidate(others).replace(
      '</Candidate>',
      `<RenderingInformation><Design><SectionsOrder>${order}</SectionsOrder></Design></RenderingInformation></Candidate>`,
    );
    const { document, warnings } = documentFromEuropassXml(xml);
    expect(document.customSections).toHaveLength(50);
    expect(warnings).toContain('Other sections: only the first 50 of 60,000 were kept.');
    expectContractDocument(document);
  });

  it('cuts a resume longer than the contract allows in all', () => {
    const bullets = Array.from({ length: 40 }, (_, i) => `<li>${i} ${'x'.repeat(4000)}</li>`).join(
      '',
    );
    const job = `<EmployerHistory><hr:OrganizationName>Acme</hr:OrganizationName><PositionHistory><PositionTitle>Dev</PositionTitle><oa:Description>${bullets
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')}</oa:Description></PositionHistory></EmployerHistory>`;
    const { document, warnings } = documentFromEuropassXml(
      candidate(`<EmploymentHistory>${job.repeat(3)}</EmploymentHistory>`),
    );
    expectContractDocument(document);
    expect(warnings.join(' ')).toMatch(/longer than 50,000 characters/);
  });

  it('strips NUL and lone surrogates from what it reads', () => {
    const { document } = documentFromEuropassXml(
      candidate('', '<PersonName><oa:GivenName>K&#0;im&#xD800;</oa:GivenName></PersonName>'),
    );
    expect(document.personal.name).toBe('Kim');
  });

  it('answers a wrong type, a non-XML text, another format and an empty CV with an ImportError', () => {
    expect(importError(() => documentFromEuropassXml(null as unknown as string)).status).toBe(415);
    expect(importError(() => documentFromEuropassXml({} as unknown as string)).status).toBe(415);
    expect(importError(() => documentFromEuropassXml('<a><b></a>')).message).toMatch(
      /not well-formed/,
    );
    expect(importError(() => documentFromEuropassXml('<rss><channel/></rss>'))).toMatchObject({
      status: 415,
      message: expect.stringMatching(/<rss>/),
    });
    expect(importError(() => documentFromEuropassXml(candidate('', ''))).message).toMatch(
      /no CV content/,
    );
    expect(importError(() => documentFromEuropassXml('x'.repeat(11 * 1024 * 1024))).status).toBe(
      422,
    );
  });

  it('reads prototype-like element names without polluting anything', () => {
    const call = () =>
      documentFromEuropassXml(candidate('<__proto__><polluted>yes</polluted></__proto__>'));
    try {
      call();
    } catch (e) {
      expect(e).toBeInstanceOf(ImportError);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
