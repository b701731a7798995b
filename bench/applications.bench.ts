/**
 * Tracker and analytics under load: autocannon at 50 connections against a bare Fastify route,
 * GET /api/applications, GET /api/applications/insights, GET /api/analytics and
 * GET /api/leaderboard, side by side in one run. Prints p50 and p99 latency and req/s, and
 * each against the bare route measured in the same run. Each read is measured twice: as the
 * server ships ("kept": the answer is kept per user until the database raises the user's data
 * version) and on a second server on the same database that keeps nothing ("after a change":
 * what every read right after a write costs).
 *
 * Seeding: two measured users, one with 100 applications (the typical case) and one with
 * 1,000, import them through the CSV import and move 30% through the pipeline (each a
 * stage-history event); BENCH_USERS other users (default
 * 10,000) are written straight into the database, each with BENCH_OTHER_APPS applications
 * (default 100) and 20 activities, and every tenth of them joins the leaderboard. The
 * leaderboard is computed once a minute at most, so its numbers show the cached path; the
 * first request after the cache expires pays for two grouped queries over the members' rows.
 *
 * Database: PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs on a fresh
 * database created beside the one it names (dropped at the end).
 *
 * Run: npx tsx bench/applications.bench.ts. Prints numbers; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
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
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const OTHER_APPS = Number(process.env.BENCH_OTHER_APPS ?? 100);
const MY_APPS = 1000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL;

/** Other users, their applications, activities and leaderboard memberships, in bulk SQL. */
async function seedOthers(database: Database) {
  const db = database.db;
  const t0 = Date.now();
  await db.execute(sql`
    insert into "user" (id, name, email, first_name, last_name)
    select 'bench-' || g, 'Bench User ' || g, 'bench-' || g || '@example.com', 'Bench', 'User' || g
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into applications (user_id, job_title, company, status, priority, application_date, status_date)
    select 'bench-' || u, 'Role ' || a, 'Company ' || (a % 37),
      (array['applied','reviewed','phone_screen','interview','rejected'])[1 + (a % 5)],
      'medium', current_date - (a % 90), current_date - (a % 60)
    from generate_series(1, ${USERS}) u, generate_series(1, ${OTHER_APPS}) a`);
  await db.execute(sql`
    insert into activities (user_id, type, title, score, created_at)
    select 'bench-' || u,
      (array['resume_tailored','interview_practiced','cover_letter_generated'])[1 + (a % 3)],
      'Bench activity', 50 + ((u * 7 + a * 3) % 50), now() - (a || ' days')::interval
    from generate_series(1, ${USERS}) u, generate_series(1, 20) a`);
  await db.execute(sql`
    insert into leaderboard_members (user_id)
    select 'bench-' || u from generate_series(10, ${USERS}, 10) u`);
  await db.execute(sql`analyze`);
  console.log(
    `  seeded ${USERS.toLocaleString('en-US')} other users (${(USERS * OTHER_APPS).toLocaleString('en-US')} applications, ${(USERS * 20).toLocaleString('en-US')} activities, ${Math.floor(USERS / 10).toLocaleString('en-US')} leaderboard members) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** A measured user: `count` applications by CSV import, 30% moved through the pipeline. */
async function seedMe(base: string, count: number): Promise<string> {
  const origin = base;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Avery Chen',
      firstName: 'Avery',
      lastName: 'Chen',
      email: `me-${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct-horse-battery',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  const cookie = cookieOf(res);
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const csv = [
    'Company,Title,Status,Date Applied,URL,Source',
    ...Array.from(
      { length: count },
      (_, i) =>
        `Company ${i % 150},Engineer ${i},Applied,${day(i % 120)},https://jobs.example.com/${i},${['LinkedIn', 'Referral', 'Company site'][i % 3]}`,
    ),
  ].join('\n');
  const imported = await fetch(`${base}/api/applications/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ csv }),
  });
  const result = (await imported.json()) as { imported: number };
  if (result.imported !== count) throw new Error(`imported ${JSON.stringify(result)}`);
  const list = (await (
    await fetch(`${base}/api/applications`, { headers: { cookie } })
  ).json()) as { id: number }[];
  const statuses = ['reviewed', 'phone_screen', 'interview', 'rejected', 'offer'];
  for (const [i, a] of list.slice(0, Math.round(count * 0.3)).entries()) {
    await fetch(`${base}/api/applications/${a.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ status: statuses[i % statuses.length] }),
    });
  }
  await fetch(`${base}/api/leaderboard/membership`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({}),
  });
  return cookie;
}

async function run(database: Database, label: string, databaseUrl?: string) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareBase = await listen(bare);
  await seedOthers(database);
  const build = (keepAnswers: boolean) =>
    buildApp({
      config: benchConfig(databaseUrl),
      database,
      webRoot: false,
      logger: false,
      keepAnswers,
    });
  // The same server twice on one database: as shipped (answers kept per user until the
  // user's data changes), and with nothing kept, which is what every read right after a
  // change costs.
  const app = await build(true);
  const uncached = await build(false);
  try {
    const base = await listen(app);
    const fresh = await listen(uncached);
    const typical = await seedMe(base, 100);
    const heavy = await seedMe(base, MY_APPS);
    const targets: [string, string, string][] = [['bare Fastify route', `${bareBase}/bare`, '']];
    for (const [label, server] of [
      ['kept', base],
      ['after a change', fresh],
    ] as const) {
      targets.push(
        [`GET /api/applications (100 rows), ${label}`, `${server}/api/applications`, typical],
        [
          `GET /api/applications/insights (100), ${label}`,
          `${server}/api/applications/insights`,
          typical,
        ],
        [`GET /api/analytics (100 applications), ${label}`, `${server}/api/analytics`, typical],
        [`GET /api/leaderboard, ${label}`, `${server}/api/leaderboard`, typical],
        [`GET /api/applications (${MY_APPS} rows), ${label}`, `${server}/api/applications`, heavy],
        [
          `GET /api/analytics (${MY_APPS} applications), ${label}`,
          `${server}/api/analytics`,
          heavy,
        ],
      );
    }
    const rows = [];
    let floor: LoadResult | null = null;
    for (const [name, url, cookie] of targets) {
      // Let the previous target's queued requests drain before this one is measured.
      await new Promise((r) => setTimeout(r, 3000));
      const check = await fetch(url, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
      await check.arrayBuffer();
      await load({ url, cookies: [cookie].filter(Boolean), duration: 1 });
      const r = await load({ url, cookies: [cookie].filter(Boolean), duration: DURATION });
      if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      floor ??= r;
      rows.push({
        target: name,
        'req/s': Math.round(r.requestsPerSecond),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'p99 vs bare': `${(r.p99 / Math.max(floor.p99, 1)).toFixed(1)}x`,
      });
    }
    // The ranking itself, computed cold: what the first request after the cache expires costs.
    const cold = await timeColdLeaderboard(database);
    rows.push({
      target: `leaderboard ranking computed cold (${Math.floor(USERS / 10)} members)`,
      'req/s': 0,
      'p50 ms': Math.round(cold),
      'p99 ms': Math.round(cold),
      'p99 vs bare': '-',
    });
    console.log(`\n${label}`);
    console.table(rows);
  } finally {
    await app.close();
    await uncached.close();
    await bare.close();
  }
}

/** One computation of the ranking (the two grouped queries), outside the cache. */
async function timeColdLeaderboard(database: Database): Promise<number> {
  const { analyticsRepo } = await import('../apps/server/src/modules/analytics/repo');
  const repo = analyticsRepo(database.db);
  const t0 = performance.now();
  await Promise.all([repo.memberStats(), repo.memberDays(new Date(Date.now() - 400 * 86_400_000))]);
  return performance.now() - t0;
}

console.log(
  `autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after 1 s warm-up; ${process.version}`,
);
if (!ADMIN_URL) {
  await onPglite((database) => run(database, 'PGlite (in memory)'));
} else {
  const name = `careerforge_bench_apps_${process.pid}`;
  await onFreshPostgres(ADMIN_URL, name, (database, url, version) =>
    run(database, `PostgreSQL ${version}`, url),
  );
}
await closeLoad();
