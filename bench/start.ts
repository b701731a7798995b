/**
 * Start-up of the server as `npm start` runs it (the compiled dist/server/main.mjs) and, beside
 * it, from the TypeScript sources through tsx (how it started before the build compiled it):
 * milliseconds from spawning the process to the first 200 of GET /api/health, on a fresh
 * embedded database (migrations included) and again on the same database, then the server's
 * RSS after 5 s idle. Needs `npm run build` first. Run: npx tsx bench/start.ts. Prints numbers;
 * asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServerEnv } from './lib/server-env';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4302);
const runs = Number(process.argv[2] ?? 3);

const WAYS = {
  compiled: [...SERVER_NODE_FLAGS, 'dist/server/main.mjs'],
  'tsx (sources)': ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

async function once(args: readonly string[], dataDir: string, idle: boolean) {
  const started = performance.now();
  const server = spawn(process.execPath, [...args], {
    cwd: root,
    env: benchServerEnv(port, dataDir),
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await sleep(25);
    }
    const ms = performance.now() - started;
    let rss = 0;
    if (idle) {
      await sleep(5000);
      rss = rssMb(server.pid!);
    }
    return { ms, rss };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

if (!existsSync(path.join(root, 'dist/server/main.mjs'))) {
  console.error('Run `npm run build` first: dist/server/main.mjs is missing.');
  process.exit(1);
}
console.log(`Start to first 200 (GET /api/health), median of ${runs}; RSS after 5 s idle.\n`);
console.log('| how | fresh database | existing database | idle RSS |');
console.log('|---|---:|---:|---:|');
for (const [name, args] of Object.entries(WAYS)) {
  const fresh: number[] = [];
  const warm: number[] = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'careerforge-bench-start-'));
    try {
      fresh.push((await once(args, dataDir, false)).ms);
      const again = await once(args, dataDir, i === runs - 1);
      warm.push(again.ms);
      if (again.rss) rss = again.rss;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `| ${name} | ${Math.round(median(fresh))} ms | ${Math.round(median(warm))} ms | ${rss} MB |`,
  );
}
