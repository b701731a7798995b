/**
 * Hostile uploads: for each file that once stopped or froze the server, the answer, the time
 * it took, the process's peak RSS (main thread and parsing worker together; workers are
 * threads of the same process), the main thread's peak heap, and the slowest /api/health
 * answer while the upload ran. Embedded database in memory, a real listening socket.
 * Run: npm run bench:upload (node --expose-gc --import tsx bench/upload.ts)
 * Prints numbers; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { closeExtractionPool } from '../apps/server/src/modules/resumes/extract/pool';
import { hostile } from '../apps/server/test/fixtures/hostile';
import { makePdf } from '../apps/server/test/fixtures/index';

const MB = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const db = await openDatabase({ dataDir: 'memory://' });
const config = loadConfig(
  {
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-bench-data',
  },
  { authSecret: 'bench-secret-bench-secret-bench-secret-012345', databaseUrl: undefined },
);
const app = await buildApp({ config, database: db, webRoot: false, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const origin = base;

async function signUp(): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct-horse-battery',
    }),
  });
  return (res.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
}

const files: [string, string, () => Buffer][] = [
  ['normal PDF (1 page)', 'cv.pdf', () => makePdf(['Avery Chen', 'Senior Engineer'])],
  ['.docx, 2 million paragraphs', 'cv.docx', hostile.docxParagraphs],
  ['.docx, 20 MB of XML', 'cv.docx', hostile.docxLargeXml],
  ['PDF, Flate stream of 200 MB', 'cv.pdf', hostile.pdfFlateBomb],
  ['PDF, one page listed 200,000 times', 'cv.pdf', () => hostile.pdfRepeatedPage()],
  ['PDF, same with /Count 1', 'cv.pdf', () => hostile.pdfRepeatedPage(1)],
  ['PDF, 5,000 pages', 'cv.pdf', hostile.pdf5000Pages],
  ['PDF, 2 million text operators', 'cv.pdf', hostile.pdfTextOperators],
];

const built = files.map(([label, name, make]) => [label, name, make()] as const);
const rows: Record<string, string | number>[] = [];
console.log(`before the uploads: RSS ${MB(process.memoryUsage().rss)}`);
for (const [label, name, bytes] of built) {
  const cookie = await signUp();
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peakRss = rss0;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  let done = false;
  let slowestHealth = 0;
  const health = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      slowestHealth = Math.max(slowestHealth, performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${base}/api/resumes/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ fileName: name, fileData: bytes.toString('base64') }),
  });
  const body = (await res.json()) as { error?: { message: string } };
  const ms = performance.now() - t0;
  done = true;
  await health;
  clearInterval(sampler);
  rows.push({
    file: label,
    size: `${(bytes.length / 1024).toFixed(0)} KB`,
    status: res.status,
    ms: Math.round(ms),
    'peak RSS': MB(peakRss),
    'RSS added': MB(peakRss - rss0),
    'main heap peak': MB(peakHeap),
    'slowest health ms': Math.round(slowestHealth),
    answer: body.error?.message.slice(0, 60) ?? 'text extracted',
  });
}
console.table(rows);
await closeExtractionPool();
await app.close();
await db.close();
