import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_JOB_DESCRIPTION_CHARS,
  importJobResponseSchema,
  type ImportedJob,
} from '@careerforge/contract';
import { payloadTooLarge } from '../src/lib/errors';
import { boardLinkOf } from '../src/modules/job-import/boards';
import { capText, htmlToText } from '../src/modules/job-import/html-text';
import {
  currencyCode,
  employmentTypeLabel,
  isoDate,
  salaryUnitOf,
  toNumber,
} from '../src/modules/job-import/job-fields';
import { JOB_IMPORTS_PER_WINDOW } from '../src/modules/job-import/routes';
import { safeFetcher, type SafeFetch } from '../src/modules/job-import/safe-fetch';
import { jobImportService } from '../src/modules/job-import/service';
import { testConfig, useApp, type TestUser } from './helpers';

/* ---------- A site on 127.0.0.1 ---------- */

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function serve(handler: Handler) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures/job-pages', name), 'utf8');

const send = (res: http.ServerResponse, type: string, body: string | Buffer, status = 200) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

/** The pages the site serves, by path; every request is counted. */
const seen: string[] = [];
const PAGES: Record<string, (res: http.ServerResponse) => void> = {
  '/jobs/object': (res) => send(res, 'text/html; charset=utf-8', fixture('jsonld-object.html')),
  '/jobs/plain': (res) => send(res, 'text/html', fixture('plain-page.html')),
  '/jobs/latin1': (res) =>
    send(
      res,
      'text/html; charset=iso-8859-1',
      Buffer.from('<title>Crème</title><main><p>Café crème for the team.</p></main>', 'latin1'),
    ),
  '/jobs/meta-charset': (res) =>
    send(
      res,
      'text/html',
      Buffer.concat([
        Buffer.from('<meta charset="windows-1252"><p>Budget: 5 000 '),
        Buffer.from([0x80]), // the euro sign in windows-1252
        Buffer.from(' a year.</p>'),
      ]),
    ),
  '/jobs/posting.json': (res) =>
    send(
      res,
      'application/ld+json',
      JSON.stringify({ '@type': 'JobPosting', title: 'Courier', description: 'Ride bikes.' }),
    ),
  '/jobs/notes.txt': (res) =>
    send(res, 'text/plain', 'Night Baker\n\n• Bake bread\n• Open the shop at six'),
  '/jobs/flyer.pdf': (res) => send(res, 'application/pdf', '%PDF-1.4'),
};

let site: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  site = await serve((req, res) => {
    seen.push(req.url ?? '');
    const page = PAGES[req.url ?? ''];
    if (page) page(res);
    else send(res, 'text/html', '<p>Not here</p>', 404);
  });
});
afterAll(() => site.close());

const ctx = useApp({ users: 2, env: { JOB_IMPORT_ALLOW_PRIVATE: '1' } });
const [user, busy] = ctx.users;

const importJob = (u: TestUser | null, payload: object) =>
  ctx.as(u)({ method: 'POST', url: '/api/jobs/import', payload });

async function imported(payload: object): Promise<ImportedJob> {
  const res = await importJob(user, payload);
  expect(res.statusCode, res.body).toBe(200);
  return importJobResponseSchema.parse(res.json()).job;
}

const NO_POSTING = 'No job posting was found on this page. Paste the description instead.';

/* ---------- Pages the user sends ---------- */

describe('POST /api/jobs/import with the page', () => {
  it('reads a JobPosting written as one object', async () => {
    expect(await imported({ html: fixture('jsonld-object.html') })).toEqual({
      title: 'Senior Backend Engineer',
      company: 'Northwind Traders',
      location: 'Remote (Germany); Berlin, BE, DE',
      description:
        'We move goods across Europe.\n\nWhat you will do\n\n- Design APIs\n- Run PostgreSQL\n\nApply by April.',
      employmentType: 'Full-time, Contract',
      salary: { min: 70000, max: 90000, currency: 'EUR', unit: 'year' },
      datePosted: '2024-03-05',
      url: '',
      source: 'json-ld',
    });
  });

  it.each([
    {
      name: 'finds the JobPosting in an array, with the company as text and two places',
      page: 'jsonld-array.html',
      job: {
        title: 'Warehouse Associate',
        company: 'Contoso Logistics',
        location: 'Houston, TX, US; Dallas, TX',
        description: 'Pick and pack orders.\nLoad trucks safely.',
        employmentType: 'Part-time',
        salary: { min: 21.5, max: 21.5, currency: 'USD', unit: 'hour' },
        datePosted: '2024-11-20',
      },
    },
    {
      name: 'finds the JobPosting inside @graph',
      page: 'jsonld-graph.html',
      job: {
        title: 'Registered Nurse (Nights)',
        company: 'Fabrikam Health',
        location: 'Leeds, GB',
        description:
          'Care for patients on the night shift.\n\n- NMC registration\n- Two years on a ward',
        salary: { min: 2900, max: 3400, currency: 'GBP', unit: 'month' },
        source: 'json-ld',
      },
    },
    {
      name: 'reads @type written as an array, and a date in words',
      page: 'jsonld-type-array.html',
      job: {
        title: 'Data Analyst',
        company: 'Litware',
        location: 'Toronto, ON, CA',
        employmentType: 'Internship',
        datePosted: '2025-03-04',
        source: 'json-ld',
      },
    },
    {
      name: 'skips a block that is not JSON and reads the next ones (raw line breaks too)',
      page: 'jsonld-bad-then-good.html',
      job: {
        title: 'Site Reliability Engineer',
        company: 'Adatum',
        description: 'Keep things running.\nBe on call one week in six.',
        source: 'json-ld',
      },
    },
    {
      name: 'decodes HTML entities, also in a description written as escaped HTML',
      page: 'jsonld-entities.html',
      job: {
        title: 'Chef de cuisine & pâtissier',
        company: 'Café Müller & Fils',
        location: 'Zürich, CH',
        description: 'Run a kitchen of six & grow the menu.\n\n- Seasonal dishes\n- Pastry & bread',
      },
    },
  ])('$name', async ({ page, job }) => {
    expect(await imported({ html: fixture(page) })).toMatchObject(job);
  });

  it("reads a page without markup: its title, its site's name and its main text", async () => {
    const job = await imported({ html: fixture('plain-page.html') });
    expect(job).toEqual({
      title: 'Product Designer',
      company: 'Tailspin Toys',
      location: '',
      description: [
        'Product Designer',
        '',
        'Tailspin Toys makes toys that fly. We are looking for a product designer who loves paper prototypes as much as Figma.',
        '',
        'You will',
        '',
        '- Shape new toys from sketch to shelf',
        '- Test ideas with families',
        '  - in our lab',
        '  - at home',
        '',
        'Salary: competitive.',
        'Location: Seattle.',
      ].join('\n'),
      employmentType: '',
      salary: null,
      datePosted: '',
      url: '',
      source: 'page',
    });
  });

  it('reads the whole body when there is no <main>, without scripts, menus and footers', async () => {
    const job = await imported({
      html: '<title>Baker</title><nav>Menu</nav><div><p>Bake bread at dawn.</p></div><script>var x = 1;</script><footer>(c) 2025</footer>',
    });
    expect(job).toMatchObject({ title: 'Baker', description: 'Bake bread at dawn.' });
  });

  it('answers 422 for a page with no text', async () => {
    const res = await importJob(user, { html: fixture('no-text.html') });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(NO_POSTING);
    expect((await importJob(user, { html: '' })).json().error.message).toBe(NO_POSTING);
  });

  it('strips NUL bytes and mends lone surrogates', async () => {
    const job = await imported({ html: '<p>Fork\u0000lift driver \ud800 wanted</p>' });
    expect(job.description).toBe('Forklift driver \uFFFD wanted');
  });

  it('keeps the link it is given with the page, and does not fetch it', async () => {
    const before = seen.length;
    const url = `${site.origin}/jobs/plain`;
    const job = await imported({ html: fixture('jsonld-graph.html'), url });
    expect(job).toMatchObject({ url, source: 'json-ld', title: 'Registered Nurse (Nights)' });
    expect(seen.length).toBe(before);
  });

  it('cuts a long description at a sentence, within the job description limit', async () => {
    const sentence = 'We ship parcels to every town in the country. ';
    const html = `<main><p>${sentence.repeat(Math.ceil((MAX_JOB_DESCRIPTION_CHARS * 2) / sentence.length))}</p></main>`;
    const job = await imported({ html });
    expect(job.description.length).toBeLessThanOrEqual(MAX_JOB_DESCRIPTION_CHARS);
    expect(job.description.length).toBeGreaterThan(MAX_JOB_DESCRIPTION_CHARS - sentence.length);
    expect(job.description.endsWith('country.')).toBe(true);
  });

  it('reads a page nested 100,000 levels deep with 20,000 script blocks', async () => {
    const html =
      '<div>'.repeat(100_000) +
      '<script type="application/ld+json">{"@type":"JobPosting"</script>'.repeat(20_000) +
      '<p>Deep text</p>';
    const job = await imported({ html });
    expect(job).toMatchObject({ source: 'page', description: 'Deep text' });
  });
});

/* ---------- Links ---------- */

describe('POST /api/jobs/import with a link (JOB_IMPORT_ALLOW_PRIVATE on)', () => {
  it('fetches the page and keeps the link', async () => {
    const url = `${site.origin}/jobs/object`;
    expect(await imported({ url })).toMatchObject({
      title: 'Senior Backend Engineer',
      url,
      source: 'json-ld',
    });
    expect(await imported({ url: `${site.origin}/jobs/plain` })).toMatchObject({
      title: 'Product Designer',
      source: 'page',
    });
  });

  it('decodes the charset the header or a <meta> names', async () => {
    expect((await imported({ url: `${site.origin}/jobs/latin1` })).description).toBe(
      'Café crème for the team.',
    );
    expect((await imported({ url: `${site.origin}/jobs/meta-charset` })).description).toBe(
      'Budget: 5 000 € a year.',
    );
  });

  it('reads a posting served as JSON-LD, and a plain text page', async () => {
    expect(await imported({ url: `${site.origin}/jobs/posting.json` })).toMatchObject({
      title: 'Courier',
      description: 'Ride bikes.',
      source: 'json-ld',
    });
    expect(await imported({ url: `${site.origin}/jobs/notes.txt` })).toMatchObject({
      title: 'Night Baker',
      description: 'Night Baker\n\n- Bake bread\n- Open the shop at six',
      source: 'page',
    });
  });

  it('answers 422 for a file that is not a page and 502 for a page that is not there', async () => {
    const pdf = await importJob(user, { url: `${site.origin}/jobs/flyer.pdf` });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.message).toMatch(/not a web page \(it is application\/pdf\)/);
    const missing = await importJob(user, { url: `${site.origin}/jobs/gone` });
    expect(missing.statusCode).toBe(502);
    expect(missing.json().error.message).toBe('The site answered 404 (Not Found).');
  });

  it('refuses a link that is not http(s) before anything is fetched', async () => {
    const res = await importJob(user, { url: 'ftp://example.com/job' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/jobs/import access', () => {
  it('answers 401 to a signed-out request', async () => {
    const res = await importJob(null, { html: '<p>Job</p>' });
    expect(res.statusCode).toBe(401);
  });

  it(`answers 429 after ${JOB_IMPORTS_PER_WINDOW} imports in 10 minutes`, async () => {
    for (let i = 0; i < JOB_IMPORTS_PER_WINDOW; i++) {
      const res = await importJob(busy, { html: `<p>Job ${i}</p>` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await importJob(busy, { html: '<p>One more</p>' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(
      `Too many job imports: up to ${JOB_IMPORTS_PER_WINDOW} every 10 minutes. Please wait a little and try again.`,
    );
    // Another user has a budget of their own.
    expect((await importJob(user, { html: '<p>Mine</p>' })).statusCode).toBe(200);
  }, 60_000);
});

describe('POST /api/jobs/import by default (private addresses refused)', () => {
  const strict = useApp({ users: 1 });

  it('refuses a link to the server itself', async () => {
    for (const url of [`${site.origin}/jobs/object`, 'http://localhost:9/', 'http://[::1]/']) {
      const res = await strict.as(strict.users[0])({
        method: 'POST',
        url: '/api/jobs/import',
        payload: { url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(
        'This link points to a private or local address and cannot be read.',
      );
    }
  });
});

/* ---------- Job boards ---------- */

const LEVER_ID = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const ASHBY_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

const GREENHOUSE_JOB = {
  id: 4012345,
  title: 'Staff Engineer, Payments',
  company_name: 'Acme Corp',
  location: { name: 'New York, NY' },
  first_published: '2024-06-01T12:00:00-04:00',
  updated_at: '2024-07-01T12:00:00-04:00',
  content:
    '&lt;p&gt;Build &lt;strong&gt;payments&lt;/strong&gt; that never fail.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Go&lt;/li&gt;&lt;li&gt;Kafka&lt;/li&gt;&lt;/ul&gt;',
  pay_input_ranges: [
    { min_cents: 18_000_000, max_cents: 22_000_000, currency_type: 'USD', title: 'NYC', blurb: '' },
  ],
};

const LEVER_JOB = {
  id: LEVER_ID,
  text: 'Field Technician',
  categories: {
    commitment: 'Full-time',
    location: 'Denver, CO',
    allLocations: ['Denver, CO', 'Boulder, CO'],
  },
  createdAt: Date.UTC(2024, 5, 1, 12),
  description: '<div>Fix robots in the field.</div>',
  lists: [
    {
      text: 'Requirements',
      content: '<li>Driving licence</li><li>Two years repairing machines</li>',
    },
  ],
  additional: '<div>We provide a van.</div>',
  workplaceType: 'onsite',
  salaryRange: { min: 60000, max: 75000, currency: 'USD', interval: 'per-year-salary' },
};

const ASHBY_BOARD = {
  apiVersion: '1',
  jobs: [
    { id: '00000000-0000-4000-8000-000000000000', title: 'Another job' },
    {
      id: ASHBY_ID,
      title: 'Product Manager',
      location: 'London',
      secondaryLocations: [{ location: 'Remote - UK' }],
      isRemote: true,
      employmentType: 'FullTime',
      publishedAt: '2025-02-10T08:00:00.000+00:00',
      descriptionHtml: '<p>Own the roadmap.</p><ul><li>Talk to users</li></ul>',
      compensation: {
        compensationTierSummary: '£80K – £95K',
        summaryComponents: [
          { compensationType: 'Equity', interval: 'NONE', minValue: null, maxValue: null },
          {
            compensationType: 'Salary',
            interval: '1 YEAR',
            currencyCode: 'GBP',
            minValue: 80000,
            maxValue: 95000,
          },
        ],
      },
    },
  ],
};

describe('job boards (fake boards on 127.0.0.1, private addresses allowed)', () => {
  const asked: string[] = [];
  let boards: Awaited<ReturnType<typeof serve>>;
  const noDns = async (host: string) => {
    throw new Error(`no DNS in tests (${host})`);
  };
  const json = (res: http.ServerResponse, body: unknown, status = 200) =>
    send(res, 'application/json', JSON.stringify(body), status);

  beforeAll(async () => {
    boards = await serve((req, res) => {
      const url = req.url ?? '';
      asked.push(url);
      if (url === '/v1/boards/acme/jobs/4012345?pay_transparency=true')
        return json(res, GREENHOUSE_JOB);
      if (url === `/v0/postings/acme-robotics/${LEVER_ID}`) return json(res, LEVER_JOB);
      if (url === `/eu/v0/postings/acme-robotics/${LEVER_ID}`) return json(res, LEVER_JOB);
      if (url === '/posting-api/job-board/ashby-org?includeCompensation=true') {
        return json(res, ASHBY_BOARD);
      }
      json(res, { error: 'not found' }, 404);
    });
  });
  afterAll(() => boards.close());

  const service = (fetch?: SafeFetch) =>
    jobImportService({
      allowPrivate: true,
      boards: {
        greenhouse: boards.origin,
        lever: boards.origin,
        leverEu: `${boards.origin}/eu`,
        ashby: boards.origin,
      },
      fetch: fetch ?? safeFetcher({ allowPrivate: true, resolve: noDns }),
    });
  const read = async (url: string, fetch?: SafeFetch) =>
    (await service(fetch).importJob({ url })).job;

  it('reads a Greenhouse posting from its API', async () => {
    const url = 'https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=abc';
    expect(await read(url)).toEqual({
      title: 'Staff Engineer, Payments',
      company: 'Acme Corp',
      location: 'New York, NY',
      description: 'Build payments that never fail.\n\n- Go\n- Kafka',
      employmentType: '',
      salary: { min: 180000, max: 220000, currency: 'USD', unit: 'year' },
      datePosted: '2024-06-01',
      url,
      source: 'greenhouse',
    });
    expect(asked.at(-1)).toBe('/v1/boards/acme/jobs/4012345?pay_transparency=true');
    expect((await read('https://boards.greenhouse.io/acme/jobs/4012345')).source).toBe(
      'greenhouse',
    );
    expect(
      (await read('https://boards.greenhouse.io/embed/job_app?for=acme&token=4012345')).title,
    ).toBe('Staff Engineer, Payments');
  });

  it('reads a Lever posting, on the EU board too', async () => {
    const url = `https://jobs.lever.co/acme-robotics/${LEVER_ID}/apply`;
    expect(await read(url)).toEqual({
      title: 'Field Technician',
      company: 'Acme Robotics',
      location: 'Denver, CO; Boulder, CO',
      description:
        'Fix robots in the field.\n\nRequirements\n- Driving licence\n- Two years repairing machines\n\nWe provide a van.',
      employmentType: 'Full-time',
      salary: { min: 60000, max: 75000, currency: 'USD', unit: 'year' },
      datePosted: '2024-06-01',
      url,
      source: 'lever',
    });
    await read(`https://jobs.eu.lever.co/acme-robotics/${LEVER_ID}`);
    expect(asked.at(-1)).toBe(`/eu/v0/postings/acme-robotics/${LEVER_ID}`);
  });

  it('reads an Ashby posting, picked by its id from the board', async () => {
    const url = `https://jobs.ashbyhq.com/ashby-org/${ASHBY_ID}`;
    expect(await read(url)).toEqual({
      title: 'Product Manager',
      company: 'Ashby Org',
      location: 'London; Remote - UK',
      description: 'Own the roadmap.\n\n- Talk to users',
      employmentType: 'Full-time',
      salary: { min: 80000, max: 95000, currency: 'GBP', unit: 'year' },
      datePosted: '2025-02-10',
      url,
      source: 'ashby',
    });
  });

  it('answers 422 for a posting the board no longer has', async () => {
    await expect(read('https://boards.greenhouse.io/acme/jobs/999')).rejects.toMatchObject({
      statusCode: 422,
      message: 'This posting is no longer on Greenhouse; it may have closed.',
    });
    await expect(
      read('https://jobs.ashbyhq.com/ashby-org/11111111-2222-4333-8444-555555555555'),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'This posting is not listed on the Ashby board; it may have closed.',
    });
  });

  it("reads an unlisted Ashby posting from its page's markup, not from its bare text", async () => {
    const unlisted = `https://jobs.ashbyhq.com/ashby-org/11111111-2222-4333-8444-555555555555`;
    const fakeFetch = (page: string): SafeFetch => {
      const real = safeFetcher({ allowPrivate: true, resolve: noDns });
      return async (url, request) =>
        url === unlisted ? { url, mediaType: 'text/html', text: page } : real(url, request);
    };
    const markup =
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Hidden role"}</script>';
    expect(await read(unlisted, fakeFetch(markup))).toMatchObject({
      title: 'Hidden role',
      source: 'json-ld',
      url: unlisted,
    });
    await expect(
      read(unlisted, fakeFetch('<p>You need to enable JavaScript to run this app.</p>')),
    ).rejects.toMatchObject({ statusCode: 422, message: /not listed on the Ashby board/ });
  });

  it('reads the page when the Ashby board is too large to read', async () => {
    const url = `https://jobs.ashbyhq.com/ashby-org/${ASHBY_ID}`;
    const fetch: SafeFetch = async (asked) => {
      if (asked.startsWith(boards.origin)) throw payloadTooLarge('The page is larger than 16 MB.');
      return {
        url: asked,
        mediaType: 'text/html',
        text: '<script type="application/ld+json">{"@type":"JobPosting","title":"From the page"}</script>',
      };
    };
    expect(await read(url, fetch)).toMatchObject({ title: 'From the page', source: 'json-ld' });
  });

  it('knows board links only by their host and shape', () => {
    expect(boardLinkOf('https://boards.greenhouse.io/acme')).toBeNull();
    expect(boardLinkOf('https://boards.greenhouse.io/acme/jobs/abc')).toBeNull();
    expect(boardLinkOf('https://jobs.lever.co/acme')).toBeNull();
    expect(boardLinkOf(`https://jobs.lever.co.evil.example/acme/${LEVER_ID}`)).toBeNull();
    expect(boardLinkOf(`https://example.com/acme/jobs/123`)).toBeNull();
    expect(boardLinkOf(`https://jobs.ashbyhq.com/org/${ASHBY_ID}/application`)).toEqual({
      board: 'ashby',
      org: 'org',
      id: ASHBY_ID,
    });
  });
});

/* ---------- Reading text and values ---------- */

describe('reading HTML and loose JSON values', () => {
  it('lays out HTML as text: paragraphs, items, breaks, cells and preformatted lines', () => {
    const html = [
      '<h2>Team</h2><p>Small &amp; kind.<br>Remote friendly.<br><br>Since 2010.</p>',
      '<ul><li>One<li>Two</ul><p>Unclosed<p>paragraphs',
      '<table><tr><th>Hours</th><td>9-5</td></tr><tr><td>Days</td><td>Mon-Fri</td></tr></table>',
      '<pre>line one\nline two</pre><style>p{}</style><template><p>hidden</p></template>',
    ].join('');
    expect(htmlToText(html)).toBe(
      [
        'Team',
        '',
        'Small & kind.',
        'Remote friendly.',
        '',
        'Since 2010.',
        '',
        '- One',
        '- Two',
        '',
        'Unclosed',
        '',
        'paragraphs',
        '',
        'Hours | 9-5',
        'Days | Mon-Fri',
        '',
        'line one',
        'line two',
      ].join('\n'),
    );
  });

  it('cuts text at the last line or sentence end that fits, else at a space', () => {
    expect(capText('First line is here\nSecond line that is long', 30)).toBe('First line is here');
    expect(capText('One sentence. Two sentences here', 25)).toBe('One sentence.');
    expect(capText('words without any stop at all here', 20)).toBe('words without any');
  });

  it('drops a site name around the title, and never takes a job board for the company', async () => {
    const page = (site: string, title: string) =>
      `<title>${title}</title><meta property="og:site_name" content="${site}"><main><p>Do the job well.</p></main>`;
    expect(await imported({ html: page('Acme', 'Acme | Welder') })).toMatchObject({
      title: 'Welder',
      company: 'Acme',
    });
    expect(await imported({ html: page('LinkedIn', 'Welder - LinkedIn') })).toMatchObject({
      title: 'Welder',
      company: '',
    });
  });

  it('caps the one-line fields at the lengths the tracker takes', async () => {
    const title = 'Engineer '.repeat(40);
    const job = await imported({ html: `<title>${title}</title><p>Text.</p>` });
    expect(job.title.length).toBeLessThanOrEqual(200);
    expect(job.title.endsWith('Engineer')).toBe(true);
  });

  it('reads numbers, dates, employment types, periods and currencies as pages write them', () => {
    expect([52000, '52,000.50', '$52k', '12 months', 'about 3m', 'none', -5].map(toNumber)).toEqual(
      [52000, 52000.5, 52000, 12, 3_000_000, null, null],
    );
    expect(
      ['2024-02-30', '2024-02-29T23:00:00-08:00', 'not a date', 1717243200000].map(isoDate),
    ).toEqual(['', '2024-02-29', '', '2024-06-01']);
    expect(employmentTypeLabel(['FullTime', 'part-time', 'SEASONAL_WORK, Per Diem'])).toBe(
      'Full-time, Part-time, Seasonal work, Per diem',
    );
    expect(
      ['per-hour-wage', '1 MONTH', 'WEEK', 'DAY', 'ANNUAL', 'P1Y', ''].map((u) => salaryUnitOf(u)),
    ).toEqual(['hour', 'month', 'week', 'day', 'year', 'year', 'year']);
    expect(['usd', '$', 'EURO'].map(currencyCode)).toEqual(['USD', '', '']);
  });
});

describe('JOB_IMPORT_ALLOW_PRIVATE', () => {
  it('is off unless set, and must say yes or no', () => {
    expect(testConfig().jobImport.allowPrivate).toBe(false);
    for (const yes of ['1', 'true', 'TRUE', 'yes', 'on']) {
      expect(testConfig({ JOB_IMPORT_ALLOW_PRIVATE: yes }).jobImport.allowPrivate).toBe(true);
    }
    for (const no of ['0', 'false', 'off', '']) {
      expect(testConfig({ JOB_IMPORT_ALLOW_PRIVATE: no }).jobImport.allowPrivate).toBe(false);
    }
    expect(() => testConfig({ JOB_IMPORT_ALLOW_PRIVATE: 'maybe' })).toThrow(
      /JOB_IMPORT_ALLOW_PRIVATE/,
    );
  });
});
