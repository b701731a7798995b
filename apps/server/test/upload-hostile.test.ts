/**
 * Hostile uploads through the real upload route: every file that once stopped or froze the
 * server, zip and decompression bombs, and damaged files of each format. Each must get a
 * clear 4xx naming the limit, soon, while /api/health keeps answering in under 200 ms; a
 * parse that runs out of time or memory answers 422 and its worker is replaced, so a normal
 * resume still parses afterwards. Then the per-user upload rate limit.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { as, randomIp, signUp, useApp, withTestApp, type TestUser } from './helpers';
import { makePdf } from './fixtures/index';
import { hostile, makeDocx, noise, truncated } from './fixtures/hostile';

const HEALTH_MS = 200;
/** A refusal by a limit comes long before the 10 s parse time limit. */
const REFUSAL_MS = 10_000;

const DAMAGED_DOCX = /This \.docx document could not be read/;
const DAMAGED_DOC = /This Word \.doc document could not be read/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Uploads a file while probing GET /api/health every 25 ms until the upload has answered;
 * gives the answer, its time and every probe's time.
 */
async function uploadWatched(
  app: FastifyInstance,
  user: TestUser,
  fileName: string,
  bytes: Buffer,
) {
  const payload = JSON.stringify({ fileName, fileData: bytes.toString('base64') });
  let answeredAt = 0;
  const started = performance.now();
  const upload = as(
    app,
    user,
  )({
    method: 'POST',
    url: '/api/resumes/upload',
    headers: { 'content-type': 'application/json' },
    payload,
  }).finally(() => {
    answeredAt = performance.now();
  });
  const health: number[] = [];
  while (!answeredAt) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    health.push(performance.now() - t);
    expect(res.statusCode).toBe(200);
    await sleep(25);
  }
  const res = await upload;
  return {
    status: res.statusCode,
    message: (res.json() as { error?: { message?: string } }).error?.message ?? '',
    text: (res.json() as { extractedText?: string }).extractedText ?? '',
    ms: answeredAt - started,
    slowestHealth: Math.max(...health),
    probes: health.length,
  };
}

const resumePdf = () => makePdf(['Avery Chen', 'Senior Software Engineer', 'Berlin']);

describe('hostile uploads', () => {
  const ctx = useApp({ env: { UPLOAD_RATE_LIMIT_MAX: '1000' }, users: 1 });
  const [user] = ctx.users;

  beforeAll(async () => {
    // Starts the parsing worker, so the cases below time parsing rather than its start-up.
    const warm = await uploadWatched(ctx.app, user, 'warm.pdf', resumePdf());
    expect(warm.status).toBe(200);
  });

  const cases: [string, string, () => Buffer, 413 | 415 | 422, RegExp][] = [
    [
      'a .docx with 2 million paragraphs',
      'cv.docx',
      hostile.docxParagraphs,
      413,
      /larger than 50 MB once unpacked/,
    ],
    [
      'a 57 KB .docx with 20 MB of XML',
      'cv.docx',
      hostile.docxLargeXml,
      413,
      /one of its parts is over 10 MB/,
    ],
    [
      'a PDF whose Flate stream inflates to 200 MB',
      'cv.pdf',
      hostile.pdfFlateBomb,
      413,
      /^This PDF is too large once decompressed \(over 50 MB\)/,
    ],
    [
      'a PDF whose page tree lists one page 200,000 times',
      'cv.pdf',
      () => hostile.pdfRepeatedPage(),
      413,
      /^This PDF has more than 50 pages\.$/,
    ],
    [
      'the same page tree claiming one page',
      'cv.pdf',
      () => hostile.pdfRepeatedPage(1),
      422,
      /page tree is not valid: it lists more than 1,000 page references/,
    ],
    [
      'a 5,000-page PDF',
      'cv.pdf',
      hostile.pdf5000Pages,
      413,
      /^This PDF has more than 50 pages\.$/,
    ],
    [
      'a PDF with 2 million text operators',
      'cv.pdf',
      hostile.pdfTextOperators,
      422,
      /more than 100,000 pieces of text/,
    ],
    [
      'a PDF with 45 MB of drawing operators',
      'cv.pdf',
      hostile.pdfDrawing,
      422,
      /more than 10 MB of drawing instructions/,
    ],
    [
      'a zip of 5,000 entries',
      'cv.docx',
      hostile.docxManyEntries,
      413,
      /more than 1,000 parts inside/,
    ],
    [
      'a zip bomb of 200 MB',
      'cv.docx',
      hostile.docxZipBomb,
      413,
      /larger than 50 MB once unpacked/,
    ],
    [
      'a zip entry that inflates past its declared size',
      'cv.docx',
      hostile.docxUnderstatedSize,
      422,
      DAMAGED_DOCX,
    ],
    [
      'a .docx with 120,000 tags',
      'cv.docx',
      hostile.docxManyTags,
      422,
      /more than 100,000 pieces of formatting/,
    ],
    [
      'a .docx with 300,000 attributes in one tag',
      'cv.docx',
      hostile.docxManyAttributes,
      422,
      /more than 200,000 pieces of formatting/,
    ],
    ['a .doc with 1 GB sectors', 'cv.doc', hostile.docHugeSectors, 422, DAMAGED_DOC],
    [
      'a .doc claiming 2 million allocation-table sectors',
      'cv.doc',
      hostile.docHugeTable,
      422,
      DAMAGED_DOC,
    ],
    ['a .doc whose sector chain loops', 'cv.doc', hostile.docChainLoop, 422, DAMAGED_DOC],
    [
      'a garbage PDF',
      'cv.pdf',
      () => Buffer.concat([Buffer.from('%PDF-1.7\n'), noise(50_000)]),
      422,
      /could not be read|No text found/,
    ],
    [
      'a truncated PDF',
      'cv.pdf',
      () => truncated(resumePdf()),
      422,
      /could not be read|No text found/,
    ],
    [
      'a garbage .docx',
      'cv.docx',
      () => Buffer.concat([Buffer.from('PK\x03\x04'), noise(50_000)]),
      422,
      DAMAGED_DOCX,
    ],
    [
      'a truncated .docx',
      'cv.docx',
      () => truncated(makeDocx('<w:p><w:r><w:t>Avery Chen</w:t></w:r></w:p>', 50)),
      422,
      DAMAGED_DOCX,
    ],
    [
      'a garbage .doc',
      'cv.doc',
      () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), noise(20_000)]),
      422,
      DAMAGED_DOC,
    ],
    [
      'a truncated .doc',
      'cv.doc',
      () => truncated(readFileSync(new URL('./fixtures/resume.doc', import.meta.url))),
      422,
      /could not be read/,
    ],
    ['a binary .txt', 'cv.txt', () => noise(20_000), 415, /^This \.txt file is not plain text\.$/],
  ];

  it.each(cases)(
    'refuses %s with a message naming the limit, while the server stays responsive',
    async (_label, fileName, make, status, message) => {
      const result = await uploadWatched(ctx.app, user, fileName, make());
      expect(result.message).toMatch(message);
      expect(result.status).toBe(status);
      expect(result.ms).toBeLessThan(REFUSAL_MS);
      expect(result.slowestHealth).toBeLessThan(HEALTH_MS);
    },
    30_000,
  );

  it('stops a parse that runs out of time, answers 422 and replaces the worker', async () => {
    const result = await uploadWatched(ctx.app, user, 'cv.pdf', hostile.pdfNestedForms());
    expect(result.status).toBe(422);
    expect(result.message).toMatch(/took too long to read \(over 10 seconds\)/);
    expect(result.ms).toBeLessThan(25_000);
    // The server answered health checks all through the ten seconds of parsing.
    expect(result.probes).toBeGreaterThan(50);
    expect(result.slowestHealth).toBeLessThan(HEALTH_MS);

    const after = await uploadWatched(ctx.app, user, 'cv.pdf', resumePdf());
    expect(after.status).toBe(200);
    expect(after.text).toContain('Senior Software Engineer');
    expect(after.ms).toBeLessThan(20_000);
  }, 60_000);

  it('still parses a normal resume of each format after every hostile file', async () => {
    const docx = makeDocx('<w:p><w:r><w:t>Avery Chen, Staff Engineer</w:t></w:r></w:p>', 3);
    const doc = readFileSync(new URL('./fixtures/resume.doc', import.meta.url));
    for (const [name, bytes, expected] of [
      ['cv.pdf', resumePdf(), 'Senior Software Engineer'],
      ['cv.docx', docx, 'Staff Engineer'],
      ['cv.doc', doc, 'Morgan Ellis'],
    ] as const) {
      const result = await uploadWatched(ctx.app, user, name, bytes);
      expect(result.status).toBe(200);
      expect(result.text).toContain(expected);
    }
  }, 60_000);
});

describe('a parse that runs out of memory', () => {
  it('answers 422, and the replaced worker parses the next resume', async () => {
    // The same route with a smaller heap per worker, so a file needing a few hundred MB
    // reaches it at once.
    await withTestApp(
      { UPLOAD_RATE_LIMIT_MAX: '1000', UPLOAD_WORKER_MEMORY_MB: '64' },
      async (ctx) => {
        const user = await signUp(ctx.app);
        const result = await uploadWatched(ctx.app, user, 'cv.pdf', hostile.pdfLongString());
        expect(result.status).toBe(422);
        expect(result.message).toMatch(/needs more memory than we allow for one document/);
        expect(result.slowestHealth).toBeLessThan(HEALTH_MS);

        const after = await uploadWatched(ctx.app, user, 'cv.pdf', resumePdf());
        expect(after.status).toBe(200);
        expect(after.text).toContain('Senior Software Engineer');
      },
    );
  }, 90_000);
});

describe('upload rate limit', () => {
  const ctx = useApp({ env: { UPLOAD_RATE_LIMIT_MAX: '3', UPLOAD_RATE_LIMIT_WINDOW: '600' } });

  const uploadText = (user: TestUser | null, ip?: string) =>
    ctx.call(user && ip ? { ...user, ip } : user, 'POST', '/api/resumes/upload', {
      fileName: 'cv.txt',
      fileData: 'data:text/plain;base64,QXZlcnkgQ2hlbg==',
    });

  it('allows each user the configured number of uploads per window, then answers 429', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < 3; i++) expect((await uploadText(user)).statusCode).toBe(200);
    const refused = await uploadText(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many uploads: up to 3 files every 10 minutes. Please wait a little and try again, or paste the text.',
    );
    // Counted per user: a new address does not help.
    expect((await uploadText(user, randomIp())).statusCode).toBe(429);
  });

  it('counts each user separately, even from the same address', async () => {
    const first = await ctx.signUp();
    const second = { ...(await ctx.signUp()), ip: first.ip };
    for (let i = 0; i < 3; i++) expect((await uploadText(first)).statusCode).toBe(200);
    expect((await uploadText(first)).statusCode).toBe(429);
    expect((await uploadText(second)).statusCode).toBe(200);
  });

  it('answers 401, not 429, without a session', async () => {
    const res = await uploadText(null);
    expect(res.statusCode).toBe(401);
  });
});
