import { describe, expect, it } from 'vitest';
import { resumeDocumentSchema, type ResumeDocument } from '@careerforge/contract';
import { useApp, type TestUser } from './helpers';
import { declareSize, makeZip } from './fixtures/hostile';
import { makePdf } from './fixtures';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const BOUNDARY = '----careerforgeimport';
function form(fileName: string, bytes: Buffer | string, type = 'application/octet-stream') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const importFile = (fileName: string, bytes: Buffer | string, u: TestUser | null = user) =>
  ctx.as(u)({
    method: 'POST',
    url: '/api/resumes/import',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: form(fileName, bytes),
  });

const exportAs = async (document: ResumeDocument, format: 'json' | 'md' | 'europass') =>
  ctx.call(user, 'POST', '/api/resumes/export', { title: 'Round trip', format, document });

const JSON_RESUME = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Amara Okafor',
    label: 'Registered Nurse',
    email: 'amara@example.com',
    phone: '+1 555 0100',
    location: { city: 'Columbus', region: 'OH', countryCode: 'US' },
    profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/amara-okafor' }],
    summary: 'Critical care nurse with eight years at level I trauma centers.',
  },
  work: [
    {
      name: 'Riverside Methodist Hospital',
      position: 'Charge Nurse, Surgical ICU',
      startDate: '2019-04',
      highlights: ['Led a team of 12 nurses per shift', 'Cut central-line infections by 40%'],
    },
    {
      name: 'Grant Medical Center',
      position: 'Staff Nurse',
      startDate: '2016-06-01',
      endDate: '2019-03-31',
      highlights: ['Cared for 4-5 trauma patients per shift'],
    },
  ],
  education: [
    {
      institution: 'The Ohio State University',
      studyType: 'Bachelor of Science',
      area: 'Nursing',
      endDate: '2016',
    },
  ],
  skills: [{ name: 'Clinical', keywords: ['Ventilator management', 'CRRT', 'Epic'] }],
  certificates: [{ name: 'CCRN', issuer: 'AACN' }],
  languages: [{ language: 'Igbo', fluency: 'Native speaker' }],
};

async function importedDocument(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(201);
  const body = res.json() as {
    resume: { id: number; title: string; content: ResumeDocument; text: string };
    format: string;
    warnings: string[];
  };
  expect(resumeDocumentSchema.safeParse(body.resume.content).success).toBe(true);
  return body;
}

describe('POST /api/resumes/import', () => {
  it('imports a JSON Resume: every field where it belongs, and lists the resume', async () => {
    const body = await importedDocument(
      await importFile('resume.json', JSON.stringify(JSON_RESUME)),
    );
    expect(body.format).toBe('json-resume');
    const doc = body.resume.content;
    expect(doc.personal).toMatchObject({
      name: 'Amara Okafor',
      headline: 'Registered Nurse',
      email: 'amara@example.com',
    });
    expect(doc.personal.links).toContain('https://www.linkedin.com/in/amara-okafor');
    expect(doc.experience.map((e) => [e.company, e.title, e.startDate, e.current])).toEqual([
      ['Riverside Methodist Hospital', 'Charge Nurse, Surgical ICU', '2019-04', true],
      ['Grant Medical Center', 'Staff Nurse', '2016-06', false],
    ]);
    expect(doc.experience[0]!.bullets).toEqual([
      'Led a team of 12 nurses per shift',
      'Cut central-line infections by 40%',
    ]);
    expect(doc.education[0]!.school).toBe('The Ohio State University');
    expect(doc.skills.flatMap((g) => g.items)).toEqual(['Ventilator management', 'CRRT', 'Epic']);
    expect(doc.certifications.map((c) => c.name).join(' ')).toContain('CCRN');
    expect(JSON.stringify(doc.customSections)).toContain('Igbo');
    expect(body.resume.text).toContain('Charge Nurse, Surgical ICU');
    const list = (await ctx.call(user, 'GET', '/api/resumes')).json() as {
      id: number;
      document: unknown;
    }[];
    const row = list.find((r) => r.id === body.resume.id);
    expect(row?.document).toEqual(doc);
  });

  it('gives back the same document from each open format it exports', async () => {
    const first = await importedDocument(
      await importFile('resume.json', JSON.stringify(JSON_RESUME)),
    );
    const doc = first.resume.content;
    for (const [format, name] of [
      ['json', 'back.json'],
      ['europass', 'back.xml'],
    ] as const) {
      const exported = await exportAs(doc, format);
      expect(exported.statusCode).toBe(200);
      const again = await importedDocument(await importFile(name, exported.rawPayload));
      expect(again.resume.content).toEqual(doc);
    }
  });

  it('exports JSON Resume, Markdown and Europass with their types and names', async () => {
    const { resume } = await importedDocument(
      await importFile('resume.json', JSON.stringify(JSON_RESUME)),
    );
    const json = await exportAs(resume.content, 'json');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(/Round trip\.json/);
    expect(JSON.parse(json.body).basics.name).toBe('Amara Okafor');
    const md = await exportAs(resume.content, 'md');
    expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    expect(md.body).toMatch(/^# Amara Okafor/m);
    expect(md.body).toContain('Cut central-line infections by 40%');
    const xml = await exportAs(resume.content, 'europass');
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['content-disposition']).toMatch(/\.europass\.xml/);
    expect(xml.body).toContain('http://www.europass.eu/1.0');
  });

  it('imports a LinkedIn data export', async () => {
    const zip = makeZip({
      'Profile.csv':
        'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
        'Diego,Ramírez,,,,Warehouse Operations Lead,"Runs a 40-person night shift.",Logistics,,"Reno, Nevada",,,\n',
      'Positions.csv':
        'Company Name,Title,Description,Location,Started On,Finished On\n' +
        'Sierra Freight,Operations Lead,"Cut mis-picks by 30%\nTrained 25 new hires","Reno, NV",Mar 2021,\n' +
        'Tahoe Supply,Forklift Operator,,"Sparks, NV",Jun 2017,Feb 2021\n',
      'Skills.csv': 'Name\nInventory control\nWMS\n',
      'Connections.csv': 'First Name,Last Name\nnot,read\n',
    });
    const body = await importedDocument(await importFile('Basic_LinkedInDataExport.zip', zip));
    expect(body.format).toBe('linkedin-export');
    const doc = body.resume.content;
    expect(doc.personal.name).toBe('Diego Ramírez');
    expect(doc.experience.map((e) => [e.company, e.startDate, e.endDate, e.current])).toEqual([
      ['Sierra Freight', '2021-03', '', true],
      ['Tahoe Supply', '2017-06', '2021-02', false],
    ]);
    expect(doc.experience[0]!.bullets).toEqual(['Cut mis-picks by 30%', 'Trained 25 new hires']);
    expect(doc.skills.flatMap((g) => g.items)).toEqual(['Inventory control', 'WMS']);
    expect(body.resume.title).toMatch(/Diego Ramírez/);
  });

  it('answers 415 naming what it imports for other files', async () => {
    for (const [name, bytes] of [
      ['photo.gif', Buffer.from('GIF89a\x01\x00')],
      ['notes.json', JSON.stringify({ hello: 'world' })],
      ['other.zip', makeZip({ 'readme.txt': 'hi' })],
      ['feed.xml', '<rss><channel/></rss>'],
      ['plain.pdf', makePdf(['Sam Lee', 'Designer'])],
    ] as const) {
      const res = await importFile(name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message, name).toMatch(/JSON Resume/);
    }
  });

  it('answers 422 for broken JSON and 413 for an archive that expands past the limits', async () => {
    const broken = await importFile('resume.json', '{"basics": {"name": "A"');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.message).toMatch(/not valid JSON/);
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    const bomb = await importFile(
      'export.zip',
      makeZip({ 'Profile.csv': 'First Name\nA\n', 'Positions.csv': big }),
    );
    expect(bomb.statusCode).toBe(413);
    const lying = await importFile(
      'export.zip',
      declareSize(
        makeZip({ 'Profile.csv': 'First Name\nA\n', 'Positions.csv': big }),
        'Positions.csv',
        10,
      ),
    );
    expect([413, 422]).toContain(lying.statusCode);
  });

  it('needs a session and a multipart file', async () => {
    expect((await importFile('resume.json', JSON.stringify(JSON_RESUME), null)).statusCode).toBe(
      401,
    );
    const asJson = await ctx.call(user, 'POST', '/api/resumes/import', JSON_RESUME);
    expect(asJson.statusCode).toBe(415);
  });
});
