import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return max;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/public.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'packages/contract/src',
  ].map((p) => path.join(root, p));
  return sources.some(
    (s) => (existsSync(s) && statSync(s).isFile() ? statSync(s).mtimeMs : newest(s)) > built,
  );
}

/** True when the compiled server is missing or older than the TypeScript it is built from. */
export function serverBuildIsStale() {
  const main = path.join(root, 'dist/server/main.mjs');
  if (!existsSync(main)) return true;
  const built = statSync(main).mtimeMs;
  return [
    'apps/server/src',
    'apps/server/package.json',
    'packages/contract/src',
    'packages/engine/src',
    'packages/engine/data',
    'scripts/build-server.mjs',
  ]
    .map((p) => path.join(root, p))
    .some((s) => (existsSync(s) && statSync(s).isFile() ? statSync(s).mtimeMs : newest(s)) > built);
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  // The web package's own build script: client bundle, server entry, prerendered public pages.
  const web = path.join(root, 'apps/web');
  const { scripts } = JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8'));
  const bin = path.join(root, 'node_modules/.bin');
  const code = await run('sh', ['-c', scripts.build], {
    cwd: web,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
  if (code !== 0) {
    console.error('The web build failed.');
    process.exit(code);
  }
}
