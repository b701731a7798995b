/**
 * Hostile uploads against a real server process, started the way `npm start` starts it
 * (embedded database in a temporary directory, port 4301). For each file that once stopped
 * or froze the server: the answer, the time to answer, the peak RSS of the server process
 * and of its parsing workers (child processes; sampled every 20 ms, so a worker killed
 * between two samples may have peaked higher), and the slowest GET /api/health while the
 * upload ran (probed every 20 ms from this process).
 * Then raw bodies that must be refused before they are read (anonymous audio and JSON, the
 * Stripe webhook with billing off, signed-in audio over its limit).
 * Run: npm run bench:upload. Prints numbers; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostile } from '../apps/server/test/fixtures/hostile';
import { makePdf } from '../apps/server/test/fixtures/index';
import { childrenOf } from './lib/proc';
import { benchServerEnv } from './lib/server-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4301);
const base = `http://127.0.0.1:${port}`;
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'careerforge-bench-upload-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: benchServerEnv(port, dataDir, { PUBLIC_URL: origin, UPLOAD_RATE_LIMIT_MAX: '1000' }),
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
const serverPid = server.pid!;

const MB = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** A /proc/<pid>/status field in kB (0 once the process is gone). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resets a process's peak RSS (Linux 4.0+), so VmHWM measures from now. */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not permitted here: the peak then counts from the process's start.
  }
}

/** The server's child processes: its document parsing workers. */
const workers = () => childrenOf(serverPid);

async function waitForServer() {
  for (let i = 0; i < 1800; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${serverErrors}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start in 3 minutes');
}

async function signUp(): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'correct-horse-battery',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const normal = () => makePdf(['Avery Chen', 'Senior Software Engineer']);
const files: [string, string, () => Buffer][] = [
  ['normal PDF, first upload (worker starts)', 'cv.pdf', normal],
  ['normal PDF', 'cv.pdf', normal],
  ['.docx, 2 million paragraphs', 'cv.docx', hostile.docxParagraphs],
  ['.docx, 20 MB of XML', 'cv.docx', hostile.docxLargeXml],
  ['PDF, Flate stream of 200 MB', 'cv.pdf', hostile.pdfFlateBomb],
  ['PDF, one page listed 200,000 times', 'cv.pdf', () => hostile.pdfRepeatedPage()],
  ['PDF, same with /Count 1', 'cv.pdf', () => hostile.pdfRepeatedPage(1)],
  ['PDF, 5,000 pages', 'cv.pdf', hostile.pdf5000Pages],
  ['PDF, 2 million text operators', 'cv.pdf', hostile.pdfTextOperators],
  ['PDF, 45 MB of drawing operators', 'cv.pdf', hostile.pdfDrawing],
  ['.docx, zip of 5,000 entries', 'cv.docx', hostile.docxManyEntries],
  ['.docx, zip bomb of 200 MB', 'cv.docx', hostile.docxZipBomb],
  ['.docx, 120,000 tags', 'cv.docx', hostile.docxManyTags],
  ['.doc, 2 million table sectors', 'cv.doc', hostile.docHugeTable],
  ['PDF, nested forms (runs out of time)', 'cv.pdf', hostile.pdfNestedForms],
  ['normal PDF after a killed worker', 'cv.pdf', normal],
  ['PDF, one 9.5-million-character string', 'cv.pdf', hostile.pdfLongString],
  ['normal PDF at the end', 'cv.pdf', normal],
];

try {
  await waitForServer();
  const cookie = await signUp();
  console.log(
    `server started: RSS ${MB(statusKb(serverPid, 'VmRSS'))}; uploads follow one after another`,
  );
  const rows: Record<string, string | number>[] = [];
  /** Runs one request while sampling memory and probing health; adds its row. */
  const measure = async (label: string, size: number, send: () => Promise<Response>) => {
    for (const pid of [serverPid, ...workers()]) resetPeak(pid);
    let workerPeak = 0;
    const sampler = setInterval(() => {
      for (const pid of workers()) workerPeak = Math.max(workerPeak, statusKb(pid, 'VmHWM'));
    }, 20);
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
    const res = await send();
    const text = await res.text();
    const ms = performance.now() - t0;
    done = true;
    await health;
    clearInterval(sampler);
    for (const pid of workers()) workerPeak = Math.max(workerPeak, statusKb(pid, 'VmHWM'));
    let message = 'text extracted';
    try {
      message = (JSON.parse(text) as { error?: { message: string } }).error?.message ?? message;
    } catch {
      message = text.slice(0, 64);
    }
    rows.push({
      file: label,
      size: `${Math.round(size / 1024)} KB`,
      status: res.status,
      'answer ms': Math.round(ms),
      'server peak RSS': MB(statusKb(serverPid, 'VmHWM')),
      'worker peak RSS': MB(workerPeak),
      'slowest health ms': Math.round(slowestHealth),
      answer: message.slice(0, 64),
    });
  };
  for (const [label, name, make] of files) {
    const bytes = make();
    const body = JSON.stringify({ fileName: name, fileData: bytes.toString('base64') });
    await measure(label, bytes.length, () =>
      fetch(`${base}/api/resumes/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body,
      }),
    );
  }
  // Raw bodies nobody should read: anonymous, or over a route's own limit.
  const raw: [string, string, string, number, boolean][] = [
    [
      'anonymous audio, 25 MB, to transcribe',
      '/api/interviews/transcribe',
      'audio/webm',
      25,
      false,
    ],
    [
      'anonymous JSON, 14 MB, to saved resumes',
      '/api/saved-resumes',
      'application/json',
      14,
      false,
    ],
    ['anonymous 1 MB to the Stripe webhook', '/api/billing/webhook', 'application/json', 1, false],
    [
      'signed-in audio, 26 MB (over its limit)',
      '/api/interviews/transcribe',
      'audio/webm',
      26,
      true,
    ],
  ];
  for (const [label, url, type, mb, signedIn] of raw) {
    const bytes = Buffer.alloc(mb * 1024 * 1024, 0x61);
    await measure(label, bytes.length, () =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': type, origin, ...(signedIn ? { cookie } : {}) },
        body: bytes,
      }),
    );
  }
  console.table(rows);
  console.log(`server still running: ${server.exitCode === null ? 'yes' : 'NO'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
