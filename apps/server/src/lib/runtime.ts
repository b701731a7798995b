/**
 * Where the server runs from: its TypeScript sources (development and tests, through tsx) or
 * the build (`npm run build` bundles it into dist/server, and `npm start` runs that). The build
 * defines `__CAREERFORGE_BUILD__`; the few file locations that differ between the two are
 * resolved here, so no other file needs to know.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __CAREERFORGE_BUILD__: boolean | undefined;

/** True in the bundle that `npm start` runs. */
export const compiled = typeof __CAREERFORGE_BUILD__ !== 'undefined' && __CAREERFORGE_BUILD__;

// in the bundle this file is dist/server/main.mjs; in the sources, apps/server/src/lib/runtime.ts
const here = path.dirname(fileURLToPath(import.meta.url));

/** The server package's folder (apps/server): its migrations and the web build beside it. */
export const serverDir = compiled
  ? path.resolve(here, '../../apps/server')
  : path.resolve(here, '../..');

/** The compiled server's folder (dist/server), or undefined when running from the sources. */
export const compiledDir = compiled ? here : undefined;

/**
 * The entry file of a worker process: the bundled `<name>-worker.mjs` beside the server in the
 * build, else the source's loader (`sourceEntry`, a worker.mjs that registers tsx).
 */
export function workerEntry(name: 'export' | 'upload', sourceEntry: URL): string {
  return compiled ? path.join(here, `${name}-worker.mjs`) : fileURLToPath(sourceEntry);
}
