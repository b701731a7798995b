/**
 * API throughput: autocannon at 50 connections against a bare Fastify route and the app's
 * GET /api/health, GET /auth/user, every list a signed-in user reads and GET /api/dashboard,
 * side by side in one run, on the embedded database (PGlite) and on PostgreSQL. Prints req/s,
 * p50 and p99 latency, the size of the answer, and each as a share of the bare route measured
 * in the same run.
 *
 * The user's data is what a person's fills up with: 50 resumes, 50 saved resumes each scored
 * against its posting (so each keeps its report), 50 saved letters, 50 letters the engine wrote
 * (one written through the API, the rest its copies, as the letter route allows only a few a
 * minute) and 10 practice interviews with three answers each. The user is signed in once per
 * connection, so each connection carries its own session cookie as that many browsers would.
 *
 * The lists and the dashboard are kept per user until the user's data changes; the same reads
 * from a second app on the same database that keeps nothing show reads that never find a kept
 * answer, and a last table times the first read a second user makes after a change while the
 * first user's connections load the server.
 *
 * The servers (the app and the bare route, each its own Fastify instance) run on this
 * process's main thread; the load generator runs in a worker thread, so on a machine with
 * two cores the server and the client each have one and neither steals the other's event
 * loop. The person whose first read after a change is timed has a worker thread too. PostgreSQL, when used, competes for the same cores, as it would on a small host.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a
 * server and a database to connect to; the bench creates a fresh database beside it,
 * runs there and drops it at the end. BENCH_SKIP_POSTGRES=1 or BENCH_SKIP_PGLITE=1 runs one.
 * Each target is measured BENCH_ROUNDS times (default 3), BENCH_DURATION seconds each
 * (default 5) after a 1 s warm-up, the rounds interleaved; BENCH_ONLY=<text> measures only
 * the targets whose name contains it (and the bare route).
 *
 * Run: npm run bench:api. Prints numbers; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client';
import { coverLetters } from '../apps/server/src/db/schema';
import { onFreshPostgres, onPglite } from './lib/databases';
import {
  CONNECTIONS,
  benchConfig,
  closeLoad,
  cookieOf,
  listen,
  load,
  type LoadResult,
} from './lib/load';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = 1;
const ROWS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Measure only the targets whose name contains this (the bare route always runs). */
const ONLY = process.env.BENCH_ONLY ?? '';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The size of each target's answer (uncompressed), read by its first request. */
const answerBytes = new Map<string, number>();

async function measure(url: string, cookies: string[] = []): Promise<LoadResult> {
  // Every target must answer 200 before it is measured: a bench of 401s measures nothing.
  for (const cookie of cookies.length ? cookies : [undefined]) {
    const check = await fetch(url, cookie ? { headers: { cookie } } : {});
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
    answerBytes.set(url, (await check.arrayBuffer()).byteLength);
  }
  await load({ url, cookies, duration: WARMUP });
  const result = await load({ url, cookies, duration: DURATION });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/* ---------- The servers ---------- */

/** The floor: the same framework, one route, no plugins. */
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
const bareBase = await listen(bare);

const RESUME_TEXT = [
  'Avery Chen, Senior Backend Engineer',
  'Experience: built payment services in TypeScript and Go handling 4,000 requests per second;',
  'led a migration from a monolith to services on Kubernetes; cut p99 latency by 60%.',
  'Skills: TypeScript, Node.js, PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS, Terraform.',
  'Education: B.Sc. Computer Science.',
].join('\n');

/** Interviews practised by the user, three questions answered in each. */
const INTERVIEWS = 10;
const ANSWER_TEXT =
  'At my last company our payment API slowed down under load. I profiled it, found an N+1 ' +
  'query in the settlement service, batched the reads and added a Redis cache. The p99 latency ' +
  'dropped by 60% and we handled the holiday peak without incidents.';

/** The posting each saved resume was tailored to: saved with it, the server scores against it. */
const JOB_TEXT = [
  'Senior Backend Engineer, Payments Platform',
  'About the role: you will design, build and run the services that move money for our',
  'merchants, from card authorisation to settlement and reconciliation.',
  'Responsibilities: own services in Go and TypeScript end to end; design APIs and data models',
  'on PostgreSQL; run them on Kubernetes in AWS with Terraform; improve latency, reliability and',
  'cost; review code and mentor engineers; take part in an on-call rotation.',
  'Requirements: 5+ years building backend services; strong Go or TypeScript and Node.js;',
  'PostgreSQL and Redis in production; event streaming with Kafka; Docker and Kubernetes;',
  'observability with Prometheus and Grafana; a degree in computer science or equivalent.',
  'Nice to have: payments or fintech experience, PCI DSS, gRPC, distributed tracing.',
  'We offer: remote-friendly work, learning budget, health insurance, equity.',
].join('\n');

/**
 * One user with ROWS saved resumes, signed in CONNECTIONS times: each connection of the load
 * generator carries a session of its own, as that many browsers would.
 */
async function seed(base: string, db: Db): Promise<string[]> {
  const origin = base;
  const account = {
    email: `bench-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct-horse-battery',
  };
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Bench User', firstName: 'Bench', lastName: 'User', ...account }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = cookieOf(res);
  const post = async (path: string, body: object) => {
    const r = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
    if (r.status !== 200 && r.status !== 201)
      throw new Error(`POST ${path} answered ${r.status}: ${await r.text()}`);
    return r.json() as Promise<Record<string, unknown>>;
  };
  for (let i = 0; i < ROWS; i++) {
    await post('/api/resumes', { title: `Resume ${i + 1}`, content: RESUME_TEXT });
    await post('/api/saved-cover-letters', {
      title: `Letter ${i + 1}`,
      content: `Dear hiring team,\n\n${RESUME_TEXT}`,
      companyName: `Company ${i + 1}`,
    });
  }
  for (let i = 0; i < ROWS; i++) {
    const saved = await fetch(`${base}/api/saved-resumes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        title: `Backend Engineer ${i + 1}`,
        content: RESUME_TEXT,
        companyName: `Company ${i + 1}`,
        jobTitle: 'Backend Engineer',
        tailoringMode: 'basic',
        // with its posting the server scores the resume and keeps the report, as a tailoring does
        jobDescription: JOB_TEXT,
        improvements: ['Added measurable outcomes'],
        recommendations: ['Mention Kafka in the summary'],
        tags: ['backend'],
      }),
    });
    if (saved.status !== 200 && saved.status !== 201) {
      throw new Error(`saving a resume answered ${saved.status}: ${await saved.text()}`);
    }
  }
  // a history the engine writes, as a person's fills up: letters, and interviews with answers
  const resumeId = (
    (await post('/api/resumes', { title: 'Main', content: RESUME_TEXT })) as {
      id: number;
    }
  ).id;
  const letter = (await post('/api/cover-letters/generate', {
    resumeId,
    jobDescription: JOB_TEXT,
    companyName: 'Company 1',
    jobTitle: 'Senior Backend Engineer',
    tone: 'professional',
  })) as { id: number };
  // the letter route allows a few letters a minute: the rest of the history are its copies
  const [written] = await db.select().from(coverLetters).where(eq(coverLetters.id, letter.id));
  const { id: _id, ...copy } = written!;
  await db
    .insert(coverLetters)
    .values(
      Array.from({ length: ROWS - 1 }, (_, i) => ({ ...copy, companyName: `Company ${i + 2}` })),
    );
  for (let i = 0; i < INTERVIEWS; i++) {
    const session = (await post('/api/interviews/generate', {
      jobDescription: JOB_TEXT,
      interviewType: 'technical',
      resumeId,
    })) as { id: number; questions: { id: string; text: string }[] };
    for (const q of session.questions.slice(0, 3)) {
      await post('/api/interviews/analyze', {
        question: q.text,
        answer: ANSWER_TEXT,
        interviewType: 'technical',
        sessionId: session.id,
        questionId: q.id,
      });
    }
  }
  const cookies = [cookie];
  while (cookies.length < CONNECTIONS) {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(account),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    cookies.push(cookieOf(signIn));
  }
  return cookies;
}

interface Row {
  target: string;
  url: string;
  /** One result per round, in round order. */
  rounds: LoadResult[];
}

/** The round with the median throughput: its req/s, p50 and p99 are reported together. */
function median(rounds: LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** How often the second user changes something (the write limit is 120 a minute a route). */
const CHANGE_EVERY_MS = 260;

/** Latencies of the first read after a change, made by one user while others load the server. */
interface AfterChange {
  target: string;
  reads: number[];
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

/**
 * The person's browser, in a worker thread of its own: it changes, then reads, in a loop, and
 * posts back how long each read took. Off the main thread, where the server runs, so the time
 * is the server's: a browser's own work (sending, reading and decompressing the answer) does not
 * wait its turn behind the 50 connections in the server's event loop, as it would on the
 * server's thread, and a real browser never does.
 */
const PERSON_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, path, headers, id, until, every } = workerData;
(async () => {
  const reads = [];
  for (let favourite = true; Date.now() < until; favourite = !favourite) {
    const cycle = Date.now();
    const change = await fetch(base + '/api/saved-resumes/' + id, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ isFavorite: favourite }),
    });
    if (change.status !== 200) throw new Error('the change answered ' + change.status);
    await change.arrayBuffer();
    const t0 = performance.now();
    const read = await fetch(base + path, { headers });
    await read.arrayBuffer();
    reads.push(performance.now() - t0);
    if (read.status !== 200) throw new Error(path + ' answered ' + read.status);
    await new Promise((r) => setTimeout(r, Math.max(0, every - (Date.now() - cycle))));
  }
  parentPort.postMessage({ reads });
})().catch((err) => parentPort.postMessage({ error: String(err) }));
`;

/**
 * What a person sees right after changing something: a second user marks a saved resume as a
 * favourite (which drops every answer kept for them) and then reads `path`, in a loop, while
 * the first user's CONNECTIONS browsers read their kept dashboard. Only the read is timed.
 */
async function firstReadsAfterChange(
  base: string,
  busy: string[],
  other: string,
  path: string,
): Promise<number[]> {
  const headers = { cookie: other, origin: base, 'content-type': 'application/json' };
  const [first] = (await (await fetch(`${base}/api/saved-resumes`, { headers })).json()) as {
    id: number;
  }[];
  const background = load({ url: `${base}/api/dashboard`, cookies: busy, duration: DURATION });
  const person = new Worker(PERSON_SOURCE, {
    eval: true,
    workerData: {
      base,
      path,
      headers,
      id: first!.id,
      until: Date.now() + (DURATION - 0.5) * 1000,
      // at most 4 changes a second: the route allows a user 120 writes a minute
      every: CHANGE_EVERY_MS,
    },
  });
  try {
    const answer = await new Promise<{ reads: number[] } | { error: string }>((resolve, reject) => {
      person.once('message', resolve);
      person.once('error', reject);
    });
    if ('error' in answer) throw new Error(answer.error);
    await background;
    return answer.reads;
  } finally {
    await person.terminate();
  }
}

async function benchDatabase(
  database: Database,
  databaseUrl?: string,
): Promise<{ rows: Row[]; afterChange: AfterChange[] }> {
  const app = await buildApp({
    config: benchConfig(databaseUrl),
    database,
    webRoot: false,
    logger: false,
  });
  // the same server, keeping no answer: every read is the first after a change
  const cold = await buildApp({
    config: benchConfig(databaseUrl),
    database,
    webRoot: false,
    logger: false,
    keepAnswers: false,
  });
  try {
    const base = await listen(app);
    const coldBase = await listen(cold);
    const user = await seed(base, database.db);
    const [other] = await seed(base, database.db);
    const targets: [string, string, string[]?][] = [
      ['bare Fastify route', `${bareBase}/bare`],
      ['GET /api/health', `${base}/api/health`],
      ['GET /auth/user', `${base}/auth/user`, user],
      [`GET /api/resumes (${ROWS} rows)`, `${base}/api/resumes`, user],
      [`GET /api/saved-resumes (${ROWS} rows)`, `${base}/api/saved-resumes`, user],
      [`GET /api/cover-letters (${ROWS} letters)`, `${base}/api/cover-letters`, user],
      [`GET /api/saved-cover-letters (${ROWS} rows)`, `${base}/api/saved-cover-letters`, user],
      [`GET /api/interviews (${INTERVIEWS} sessions)`, `${base}/api/interviews`, user],
      ['GET /api/dashboard', `${base}/api/dashboard`, user],
      [`GET /api/saved-resumes, nothing kept`, `${coldBase}/api/saved-resumes`, user],
      ['GET /api/dashboard, nothing kept', `${coldBase}/api/dashboard`, user],
    ];
    const selected = targets.filter(
      ([name], i) => i === 0 || !ONLY || name.toLowerCase().includes(ONLY.toLowerCase()),
    );
    const rows: Row[] = selected.map(([target, url]) => ({ target, url, rounds: [] }));
    // Rounds go through every target in turn, so a burst of load from elsewhere on the
    // machine touches all targets alike instead of one; the median round is reported.
    for (let round = 0; round < ROUNDS; round++) {
      const line: string[] = [];
      for (const [i, [, url, cookies]] of selected.entries()) {
        const result = await measure(url, cookies);
        rows[i]!.rounds.push(result);
        line.push(String(Math.round(result.requestsPerSecond)));
      }
      console.log(`  round ${round + 1}: ${line.join(' / ')} req/s`);
    }
    const afterChange: AfterChange[] = [];
    for (const path of ['/api/saved-resumes', '/api/dashboard']) {
      if (ONLY && !`GET ${path}, first read after a change`.includes(ONLY)) continue;
      const reads: number[] = [];
      for (let round = 0; round < ROUNDS; round++)
        reads.push(...(await firstReadsAfterChange(base, user, other!, path)));
      afterChange.push({ target: `GET ${path}, first read after a change`, reads });
    }
    return { rows, afterChange };
  } finally {
    await app.close();
    await cold.close();
  }
}

/* ---------- Report ---------- */

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/**
 * The targets for every list and the dashboard as the server runs them: p99 under 50 ms at
 * CONNECTIONS connections and at least a tenth of the bare route's req/s in the same run; a first
 * read after a change, p99 under 50 ms. The "nothing kept" rows are a server that keeps no
 * answer, which the product never runs: they show what each read costs when it is computed, and
 * are not held to a target.
 */
const TARGET_P99_MS = 50;
const TARGET_SHARE = 0.1;
const isListRead = (target: string) =>
  target.startsWith('GET /api/') &&
  !target.startsWith('GET /api/health') &&
  !target.endsWith('nothing kept');
const verdict = (met: boolean) => (met ? 'met' : 'not met');

function report(title: string, rows: Row[], afterChange: AfterChange[]) {
  const floor = median(rows[0]!.rounds);
  console.log(`\n${title}`);
  console.table(
    rows.map(({ target, url, rounds }) => {
      const r = median(rounds);
      const all = rounds.map((x) => Math.round(x.requestsPerSecond));
      const share = r.requestsPerSecond / floor.requestsPerSecond;
      return {
        target,
        'req/s': Math.round(r.requestsPerSecond),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'answer KB': ((answerBytes.get(url) ?? 0) / 1024).toFixed(1),
        'req/s vs bare': pct(share),
        'p50 vs bare': `${(r.p50 / Math.max(floor.p50, 1)).toFixed(1)}x`,
        'p99 vs bare': `${(r.p99 / Math.max(floor.p99, 1)).toFixed(1)}x`,
        'req/s by round': all.join(', '),
        'p99 < 50 ms, 10% of bare': isListRead(target)
          ? verdict(r.p99 < TARGET_P99_MS && share >= TARGET_SHARE)
          : '',
      };
    }),
  );
  if (!afterChange.length) return;
  console.log(
    `First read after a change, by a second user while ${CONNECTIONS} connections read the first user's dashboard (ms):`,
  );
  console.table(
    afterChange.map(({ target, reads }) => ({
      target,
      reads: reads.length,
      'p50 ms': quantile(reads, 0.5).toFixed(1),
      'p90 ms': quantile(reads, 0.9).toFixed(1),
      'p99 ms': quantile(reads, 0.99).toFixed(1),
      'max ms': Math.max(...reads).toFixed(1),
      'p99 < 50 ms': verdict(quantile(reads, 0.99) < TARGET_P99_MS),
    })),
  );
}

/* ---------- Run ---------- */

console.log(
  `autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after ${WARMUP} s warm-up;` +
    ` servers on the main thread, load generator in a worker thread; ${process.version}`,
);
const results: [string, { rows: Row[]; afterChange: AfterChange[] }][] = [];

if (process.env.BENCH_SKIP_PGLITE !== '1') {
  console.log('\nPGlite (in memory)');
  results.push(['PGlite (in memory)', await onPglite((database) => benchDatabase(database))]);
}

if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const admin = new URL(ADMIN_URL);
  const name = `careerforge_bench_${process.pid}`;
  await onFreshPostgres(ADMIN_URL, name, async (database, url, version) => {
    const label = `PostgreSQL ${version} (${admin.host}, fresh database)`;
    console.log(`\n${label}`);
    results.push([label, await benchDatabase(database, url)]);
  });
}

for (const [title, { rows, afterChange }] of results) report(title, rows, afterChange);
await bare.close();
await closeLoad();
