/**
 * npm run bench:public-js: the JavaScript a signed-out visitor downloads on each prerendered
 * public page, in KB gzip, and the console errors the visit logs. Starts the built server
 * (dist/server/main.mjs, port PUBLIC_JS_PORT, default 4303, a fresh database), opens every page
 * of apps/web/dist/prerender in Chromium without cookies, waits for network idle (and, after
 * React has taken over, 500 ms with no request open), and sums the gzip size of every script
 * response (the body gzipped with node:zlib unless it came gzipped).
 * Needs `npm run build` first. Prints a Markdown table (with `--scripts`, each page's scripts
 * and their sizes above its row); asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { chromiumPath, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { benchServerEnv } from './lib/server-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PUBLIC_JS_PORT ?? 4303);
const base = `http://127.0.0.1:${port}`;
const prerenderDir = path.join(root, 'apps/web/dist/prerender');
const LIMIT_KB = 100;
/** `--scripts`: list every script of a page with its size, largest first. */
const detail = process.argv.includes('--scripts');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The public pages: one prerendered file each (index.html is "/"). */
function publicPages(): string[] {
  return readdirSync(prerenderDir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f === 'index.html' ? '/' : `/${f.slice(0, -'.html'.length)}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: root,
    env: benchServerEnv(port, dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return server;
    await sleep(100);
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not answer on ${base} within a minute`);
}

/** Bytes of a script as sent gzipped: the wire size when gzipped, else the body gzipped here. */
async function gzipBytes(response: Response): Promise<number> {
  const encoding = (await response.allHeaders())['content-encoding'] ?? '';
  if (encoding === 'gzip') return (await response.request().sizes()).responseBodySize;
  // The browser may have let go of the body already: then it is fetched again.
  const body = await response
    .body()
    .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
  return gzipSync(body, { level: 9 }).length;
}

interface Visit {
  page: string;
  scripts: number;
  kb: number;
  errors: string[];
}

async function visit(browser: Browser, page: string): Promise<Visit> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors: string[] = [];
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  tab.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      sizes.push(gzipBytes(r).then((bytes) => ({ url: new URL(r.url()).pathname, bytes })));
  });
  let inflight = 0;
  let last = Date.now();
  tab.on('request', () => {
    inflight++;
    last = Date.now();
  });
  const settled = () => {
    inflight--;
    last = Date.now();
  };
  tab.on('requestfinished', settled);
  tab.on('requestfailed', settled);
  await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  // On a busy machine the scripts can run for more than the 500 ms of Playwright's network idle
  // before the page asks for its own chunk: wait for React to take over (data-ready), then for
  // 500 ms with no request open.
  await tab
    .waitForFunction(() => document.documentElement.dataset.ready === 'true', null, {
      timeout: 30_000,
    })
    .catch(() => errors.push('the page never became ready'));
  const until = Date.now() + 30_000;
  while ((inflight > 0 || Date.now() - last < 500) && Date.now() < until) await sleep(50);
  const scripts = await Promise.all(sizes);
  const bytes = scripts.reduce((a, b) => a + b.bytes, 0);
  await context.close();
  if (detail)
    for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${page} ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  return { page, scripts: sizes.length, kb: bytes / 1024, errors };
}

async function main() {
  if (!existsSync(path.join(root, 'dist/server/main.mjs')) || !existsSync(prerenderDir)) {
    console.error('Run `npm run build` first: the server or the prerendered pages are missing.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerforge-bench-public-js-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    console.log(`Signed-out visit of each public page; JavaScript until network idle.\n`);
    console.log('| page | scripts | JS KB gzip | console errors |');
    console.log('|---|---:|---:|---|');
    let under = 0;
    const pages = publicPages();
    for (const page of pages) {
      const v = await visit(browser, page);
      if (v.kb < LIMIT_KB) under++;
      const errors = v.errors.length ? v.errors.map((e) => e.slice(0, 80)).join('; ') : 'none';
      console.log(`| ${v.page} | ${v.scripts} | ${v.kb.toFixed(1)} | ${errors} |`);
    }
    console.log(`\n${under} of ${pages.length} pages under ${LIMIT_KB} KB gzip.`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
