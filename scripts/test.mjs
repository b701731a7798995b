// npm test: every suite (engine, server, web, e2e); exits non-zero on any failure.
// The server suite runs on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { buildServerIfStale, buildWebIfStale, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing; installing Debian chromium for the browser tests…');
    const code = await run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    if (code === 0 && existsSync(chromium)) return;
  }
  console.error(
    `\nChromium is needed for the browser tests and was not found at ${chromium}.\nInstall it with:\n\n  sudo apt-get install -y chromium\n`,
  );
  process.exit(1);
}

const { DATABASE_URL, ...envWithoutDb } = process.env;
const steps = [];
const failed = [];

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const code = await fn();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  steps.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs}s)`);
  if (code !== 0) failed.push(name);
}

await ensureChromium();
await step('unit and integration tests (engine, server on PGlite, web)', () =>
  run('npx', ['vitest', 'run'], { env: envWithoutDb }),
);
if (DATABASE_URL) {
  await step('server integration tests on PostgreSQL', () =>
    // Files that exercise parsers, renderers and pure rules, not the database: once is enough.
    run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        ...[
          'upload-hostile',
          'documents',
          'export',
          'pdf-layout',
          'interview-arena-progress',
          'config',
        ].flatMap((name) => ['--exclude', `**/${name}.test.ts`]),
      ],
      {
        env: { ...envWithoutDb, DATABASE_URL },
      },
    ),
  );
}
await step('production build', async () => {
  await buildWebIfStale();
  await buildServerIfStale();
  // the browser extension the end-to-end tests load (one esbuild bundle, well under a second)
  return run('node', ['scripts/build-extension.mjs']);
});
await step('smoke on Node.js 24 (built server: sign up, tailor, export, tracker)', () =>
  run('node', ['scripts/smoke-node24.mjs'], { env: envWithoutDb }),
);
await step('end-to-end tests (Playwright, Chromium, production build)', () =>
  run('npx', ['playwright', 'test'], { env: envWithoutDb }),
);

console.log('\n=== Summary');
for (const s of steps) console.log(s);
console.log(`Suites: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
