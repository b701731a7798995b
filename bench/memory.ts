/**
 * Memory of the compiled server (what `npm start` runs: dist/server/main.mjs) and of its worker
 * processes, on the embedded database (PGlite) and on PostgreSQL. For each database it starts
 * the server on a fresh data directory and a free port, waits for GET /api/health, and reads
 * the server's memory after 5 s idle; then makes a few typical requests (sign up, dashboard,
 * saved resumes, the Lab's score, a PDF export, which starts the export worker, and the upload
 * of that PDF, which starts the upload worker), waits 5 s idle again and reads every process,
 * and once more after a minute idle (BENCH_LONG_IDLE_SECONDS), when V8 has shrunk its heap.
 *
 * RSS is read from /proc/<pid>/status (VmRSS). The heap is read without touching the server's
 * code: the processes start with NODE_OPTIONS=--import=<a preload written by this bench> (the
 * workers inherit the environment), and the preload answers SIGUSR2 by collecting garbage and
 * writing process.memoryUsage() to a file. RSS is read
 * before that collection, so it is the idle figure a host would see; heap, external and
 * array buffers are after it (what is actually kept).
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a
 * server; the bench creates a fresh database beside it and drops it at the end.
 * BENCH_SKIP_POSTGRES=1 or BENCH_SKIP_PGLITE=1 runs one; BENCH_SERVER_ENTRY names another build
 * of the server to measure (default dist/server/main.mjs). Needs `npm run build` first.
 * Last, a table of the lean-runtime targets it can judge (idle server, workers at rest, restart
 * to first 200, first PDF export), each marked met or not. `npm run bench:runtime` runs
 * bench/start.ts (start-up, fresh and existing database) and then this.
 * Run: npx tsx bench/memory.ts. Prints numbers; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from '../apps/server/test/fresh-database';
import { DOC } from '../apps/server/test/resume-builder-fixture';
import { childrenOf } from './lib/proc';
import { benchServerEnv } from './lib/server-env';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const IDLE_MS = 5000;
/** The first start is read later: PGlite's initdb instance can be collected only after 10 s. */
const FIRST_START_IDLE_MS = 12_000;
/**
 * A server left alone longer: V8's memory reducer, which shrinks the young generation and
 * compacts the heap, runs after some tens of seconds without work (35-50 s seen here).
 */
const LONG_IDLE_MS = Number(process.env.BENCH_LONG_IDLE_SECONDS ?? 60) * 1000;
/** The server to measure (another build of it may be named, relative to the repository). */
const ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.mjs';
const fixture = (name: string) =>
  readFileSync(path.join(root, 'packages/engine/test/fixtures', name), 'utf8');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The preload: on SIGUSR2, collect garbage and write this process's memoryUsage(). It reaches
 * the workers through NODE_OPTIONS (the pool passes none of the server's own flags but its heap
 * cap), so it turns on `gc` itself rather than relying on --expose-gc.
 */
const PRELOAD = `
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const dir = process.env.BENCH_MEMORY_DIR;
// twice, a moment apart: array buffers and WebAssembly memories are freed after a collection,
// on another thread, and counted until then
if (dir) process.on('SIGUSR2', () => {
  gc();
  setTimeout(() => {
    gc();
    writeFileSync(dir + '/' + process.pid + '.json', JSON.stringify(process.memoryUsage()));
  }, 300);
});
`;

interface Reading {
  role: string;
  pid: number;
  rssMb: number;
  rssAfterGcMb: number | null;
  heapMb: number | null;
  externalMb: number | null;
  arrayBuffersMb: number | null;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** VmRSS in MB, or null when the process is gone. */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Which worker a child is, from its command line (its entry file). */
function roleOf(pid: number): string {
  let cmd: string;
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return 'gone';
  }
  // the build's entries (export-worker.mjs) or, from the sources, the worker folders
  if (/export-worker|resume-builder\/worker/.test(cmd)) return 'export worker';
  if (/upload-worker|extract\/worker/.test(cmd)) return 'upload worker';
  return 'child';
}

/** Signals each process and waits for its memoryUsage() file (null if it never comes). */
async function heapOf(pid: number, dir: string) {
  const file = path.join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return null; // ended meanwhile
  }
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
    } catch {
      // half written: try again
    }
  }
  return null;
}

async function readAll(serverPid: number, dir: string): Promise<Reading[]> {
  const pids = [serverPid, ...childrenOf(serverPid)];
  const roles = pids.map((pid, i) => (i === 0 ? 'server' : roleOf(pid)));
  const rss = pids.map((pid) => rssMb(pid)); // before any collection: the idle figure
  const readings: Reading[] = [];
  for (const [i, pid] of pids.entries()) {
    const size = rss[i];
    if (size === null || size === undefined) continue; // ended meanwhile
    const usage = await heapOf(pid, dir);
    readings.push({
      role: roles[i]!,
      pid,
      rssMb: size,
      rssAfterGcMb: usage && Math.round(usage.rss / 1024 / 1024),
      heapMb: usage && mb(usage.heapUsed),
      externalMb: usage && mb(usage.external),
      arrayBuffersMb: usage && mb(usage.arrayBuffers),
    });
  }
  return readings;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(server: ChildProcess, base: string) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await sleep(50);
  }
}

/** A signed-in client: signs up through the API as the web app does, keeps the cookies. */
async function signUp(base: string) {
  const email = `memory-${randomBytes(4).toString('hex')}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Jordan',
      lastName: 'Rivera',
      name: 'Jordan Rivera',
      email,
      password: 'a-long-password-1',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method: string, url: string, body?: unknown) => {
    const r = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await r.arrayBuffer());
    if (r.status !== 200) throw new Error(`${method} ${url} answered ${r.status}: ${bytes}`);
    return bytes;
  };
}

/** A two-job resume as the builder sends it (the export tests' and bench's document). */
const EXPORT_REQUEST = { format: 'pdf', title: 'Memory bench', document: DOC };

/** Milliseconds a call takes. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/** The typical requests; returns how long the first of each kind took. */
async function typicalRequests(base: string) {
  const call = await signUp(base);
  await call('GET', '/api/dashboard');
  await call('GET', '/api/resumes');
  // the engine's first use: its indexes are built on the first score
  const firstScoreMs = await timed(() =>
    call('POST', '/api/lab/score', {
      resumeContent: fixture('resume-backend-fernway.txt'),
      jobDescription: fixture('jd-senior-backend-kafka.txt'),
    }),
  );
  await call('POST', '/api/lab/score', {
    resumeContent: fixture('resume-marketing.txt'),
    jobDescription: fixture('jd-registered-nurse.txt'),
  });
  // starts the export worker, and the upload worker to read the file back
  let pdf = Buffer.alloc(0);
  const firstExportMs = await timed(async () => {
    pdf = await call('POST', '/api/resumes/export', EXPORT_REQUEST);
  });
  await call('POST', '/api/resumes/upload', {
    fileName: 'resume.pdf',
    fileData: `data:application/pdf;base64,${pdf.toString('base64')}`,
  });
  return { firstScoreMs, firstExportMs };
}

/** One server process: started, used by `body`, then stopped (even when `body` throws). */
async function withServer<T>(
  env: NodeJS.ProcessEnv,
  preload: string,
  body: (server: ChildProcess) => Promise<T>,
): Promise<T> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ENTRY], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() },
    stdio: 'ignore',
  });
  try {
    return await body(server);
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  }
}

const progress = (text: string) => process.stderr.write(`${text}\n`);

/**
 * A first start on the fresh database (migrations run: the figure a new instance shows), then
 * a restart on the same database, the case a host lives with, measured idle before and after
 * the typical requests.
 */
async function run(name: string, databaseUrl: string | undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), 'careerforge-bench-memory-'));
  const preload = path.join(dir, 'preload.mjs');
  writeFileSync(preload, PRELOAD);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, path.join(dir, 'data'), { BENCH_MEMORY_DIR: dir });
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    progress(`${name}: first start (fresh database)`);
    const fresh = await withServer(env, preload, async (server) => {
      await waitForHealth(server, base);
      await sleep(FIRST_START_IDLE_MS);
      return readAll(server.pid!, dir);
    });
    progress(`${name}: restart on the same database`);
    return await withServer(env, preload, async (server) => {
      const started = performance.now();
      await waitForHealth(server, base);
      const startMs = performance.now() - started;
      await sleep(IDLE_MS);
      const atStart = await readAll(server.pid!, dir);
      progress(`${name}: requests`);
      const first = await typicalRequests(base);
      await sleep(IDLE_MS);
      const afterLoad = await readAll(server.pid!, dir);
      await sleep(LONG_IDLE_MS);
      const longIdle = await readAll(server.pid!, dir);
      return { name, startMs, ...first, fresh, atStart, afterLoad, longIdle };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(results: Awaited<ReturnType<typeof run>>[]) {
  const cell = (v: number | null) => (v === null ? '?' : String(v));
  console.log(
    '| database | when | process | RSS MB | RSS after GC | heap used MB | external MB | array buffers MB |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|');
  for (const r of results)
    for (const [when, readings] of [
      ['first start, fresh database', r.fresh],
      ['idle after restart', r.atStart],
      ['idle after requests', r.afterLoad],
      [`${LONG_IDLE_MS / 1000} s later`, r.longIdle],
    ] as const)
      for (const x of readings)
        console.log(
          `| ${r.name} | ${when} | ${x.role} | ${x.rssMb} | ${cell(x.rssAfterGcMb)} | ${cell(x.heapMb)} | ${cell(x.externalMb)} | ${cell(x.arrayBuffersMb)} |`,
        );
  console.log(
    '\n| database | restart to first 200 | first POST /api/lab/score | first PDF export |',
  );
  console.log('|---|---:|---:|---:|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${Math.round(r.startMs)} ms | ${Math.round(r.firstScoreMs)} ms | ${Math.round(r.firstExportMs)} ms |`,
    );
}

/** The lean-runtime targets this bench can judge, per database, with the figure measured. */
function printTargets(results: Awaited<ReturnType<typeof run>>[]) {
  const line = (database: string, what: string, value: number, unit: string, target: number) =>
    console.log(
      `| ${database} | ${what} | ${Math.round(value)} ${unit} | under ${target} ${unit} | ${value < target ? 'met' : 'not met'} |`,
    );
  console.log('\n| database | what | measured | target | |');
  console.log('|---|---|---:|---:|---|');
  for (const r of results) {
    const server = r.atStart.find((x) => x.role === 'server');
    if (server)
      line(
        r.name,
        'server RSS, idle after a restart',
        server.rssMb,
        'MB',
        r.name === 'PGlite' ? 250 : 150,
      );
    for (const role of ['export worker', 'upload worker']) {
      const worker = r.longIdle.find((x) => x.role === role);
      if (worker) line(r.name, `${role} RSS at rest after use`, worker.rssMb, 'MB', 120);
    }
    line(r.name, 'restart to first 200', r.startMs, 'ms', 3000);
    line(r.name, 'first PDF export after a restart', r.firstExportMs, 'ms', 500);
  }
}

async function main() {
  if (!existsSync(path.join(root, ENTRY))) {
    console.error(`Run \`npm run build\` first: ${ENTRY} is missing.`);
    process.exit(1);
  }
  const results = [];
  if (!process.env.BENCH_SKIP_PGLITE) results.push(await run('PGlite', undefined));
  if (!process.env.BENCH_SKIP_POSTGRES) {
    const fresh = await freshPostgresDatabase(ADMIN_URL, 'careerforge_bench_memory');
    try {
      results.push(await run('PostgreSQL', fresh.url));
    } finally {
      await fresh.drop();
    }
  }
  console.log(
    `Each reading after ${IDLE_MS / 1000} s idle (a first start ${FIRST_START_IDLE_MS / 1000} s, the last ${LONG_IDLE_MS / 1000} s more); RSS before a forced GC, the rest after it.\n`,
  );
  print(results);
  printTargets(results);
}

await main();
