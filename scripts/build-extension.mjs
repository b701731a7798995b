// Builds the browser extension (apps/extension) into apps/extension/dist: the popup's script
// bundled by esbuild (our TypeScript and the contract's constants; nothing is fetched at run
// time), with manifest.json, popup.html and popup.css copied beside it. The folder is a
// loadable unpacked extension (chrome://extensions → Developer mode → Load unpacked).
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const app = path.join(root, 'apps/extension');
const outdir = path.join(app, 'dist');
const STATIC_FILES = ['manifest.json', 'popup.html', 'popup.css'];

export async function buildExtension() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { popup: path.join(app, 'src/popup.ts') },
    outdir,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'chrome120',
    // readable output: extension stores review the code they ship. No keepNames: its helper
    // would be called inside extractPage, which runs in the page without it.
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const file of STATIC_FILES) copyFileSync(path.join(app, file), path.join(outdir, file));
  // a broken manifest is found here, not when a user loads the folder
  const manifest = JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8'));
  if (manifest.manifest_version !== 3) throw new Error('apps/extension/manifest.json must be MV3');
  return outdir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildExtension();
  console.log(
    `Built the extension into ${path.relative(root, outdir)} in ${Date.now() - started} ms.`,
  );
}
