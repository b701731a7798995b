// npm run bench:lighthouse: Lighthouse scores of the public pages against the production
// server, and the JavaScript the home page loads on first paint (KB gzip).
//
// Starts its own server (port LH_PORT, default 4199; a fresh database in .tmp/lighthouse-data)
// on the built web app (WEB_DIST, or apps/web/dist built when stale), then runs Lighthouse in
// Debian's Chromium with the mobile preset (Lighthouse's default) and the desktop preset.
// Writes bench/results/lighthouse.json.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { buildWebIfStale, root } from '../scripts/lib.mjs';

const port = Number(process.env.LH_PORT ?? 4199);
const base = `http://localhost:${port}`;
const pages = ['/', '/pricing', '/blog', '/auth'];
const presets = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const dataDir = path.join(root, '.tmp/lighthouse-data');

async function startServer() {
  if (!process.env.WEB_DIST) await buildWebIfStale();
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'lighthouse-secret-lighthouse-secret-0123456789',
    },
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error(`the server did not answer on ${base} within a minute`);
}

const gzipKb = (body) => gzipSync(body, { level: 9 }).length / 1024;

async function fetchText(url) {
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

/**
 * The JavaScript the home page needs for its first paint: the entry script and its
 * preloads from index.html, and the home page chunk, each with its static imports (code
 * split off for later, such as below-the-fold sections or dialogs, is not counted).
 * Also the sum of every script Lighthouse saw load before the network went idle.
 */
async function homeJs(lhr) {
  const html = (await fetchText(`${base}/`)).toString();
  const roots = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.url);
  const homeChunk = scripts.find((u) => /\/assets\/home-[\w-]+\.js$/.test(u));
  if (homeChunk) roots.push(new URL(homeChunk).pathname);

  const seen = new Map();
  const visit = async (pathname) => {
    if (seen.has(pathname)) return;
    const body = await fetchText(`${base}${pathname}`);
    seen.set(pathname, gzipKb(body));
    const code = body.toString();
    // Static imports only: `import{..}from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    const deps = [...code.matchAll(/(?:from|import)\s*"(\.\/[\w.-]+\.js)"/g)].map(
      (m) => new URL(m[1], `${base}${pathname}`).pathname,
    );
    for (const dep of deps) await visit(dep);
  };
  for (const r of roots) await visit(r);

  let all = 0;
  for (const url of new Set(scripts)) all += gzipKb(await fetchText(url));
  const files = [...seen].map(([file, kb]) => ({ file, kbGzip: +kb.toFixed(2) }));
  const firstPaint = files.reduce((sum, f) => sum + f.kbGzip, 0);
  return { firstPaintKb: +firstPaint.toFixed(1), loadedBeforeIdleKb: +all.toFixed(1), files };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const results = { date: new Date().toISOString(), runs: [] };
try {
  for (const preset of presets) {
    for (const page of pages) {
      const run = await lighthouse(
        `${base}${page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          disableFullPageScreenshot: true,
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = run.lhr;
      const scores = Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const entry = {
        preset,
        page,
        ...scores,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      };
      if (page === '/' && !results.homeJs) results.homeJs = await homeJs(lhr);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      entry.belowNinety = failed;
      results.runs.push(entry);
      console.log(
        `${preset.padEnd(8)} ${page.padEnd(10)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  best ${String(scores['best-practices']).padStart(3)}  seo ${String(scores.seo).padStart(3)}  LCP ${entry.lcpMs} ms  TBT ${entry.tbtMs} ms  CLS ${entry.cls}`,
      );
    }
  }
} finally {
  chrome.kill();
  server.kill();
}

if (results.homeJs) {
  const js = results.homeJs;
  console.log(`\nHome page JavaScript for first paint: ${js.firstPaintKb} KB gzip`);
  for (const f of js.files) console.log(`  ${f.file.padEnd(44)} ${f.kbGzip} KB`);
  console.log(
    `All JavaScript loaded before the network was idle: ${js.loadedBeforeIdleKb} KB gzip`,
  );
}
const low = results.runs.filter((r) => r.belowNinety.length);
if (low.length) {
  console.log('\nAudits scoring below 0.9:');
  for (const r of low) console.log(`  ${r.preset} ${r.page}: ${r.belowNinety.join(', ')}`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify(results, null, 2));
console.log('\nWrote bench/results/lighthouse.json');
