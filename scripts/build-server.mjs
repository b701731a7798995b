// Compiles the server and the workspace packages it uses (contract, engine) to JavaScript once,
// into dist/server: main.mjs, and the two worker processes (export-worker.mjs, upload-worker.mjs).
// npm packages stay external (read from node_modules at run time); our own TypeScript and the
// engine's data are bundled. `npm start` runs the result; tsx is for development and tests.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, run } from './lib.mjs';

const outdir = path.join(root, 'dist/server');

/** Every npm dependency of the server and the root: external, never bundled. */
function externals() {
  const names = new Set();
  for (const dir of ['.', 'apps/server', 'packages/engine', 'packages/contract']) {
    const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'])
      for (const name of Object.keys(pkg[field] ?? {}))
        if (!name.startsWith('@careerforge/')) names.add(name);
  }
  return [...names];
}

const engineData = path.join(root, 'packages/engine/data');

/**
 * The engine's data files (O*NET occupations, the skills taxonomy, the question bank), read and
 * parsed when the server starts rather than bundled as JavaScript: a bundled object literal stays
 * in memory twice, as the objects and as the script's source text, which V8 keeps for the life
 * of the process. The files are copied to dist/server/data.
 */
const dataFiles = {
  name: 'engine-data-files',
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/]engine[\\/]data[\\/][^\\/]+\.json$/ }, (args) => ({
      loader: 'js',
      contents: [
        "import { readFileSync } from 'node:fs';",
        `export default JSON.parse(readFileSync(new URL('./data/${path.basename(args.path)}', import.meta.url), 'utf8'));`,
      ].join('\n'),
    }));
  },
};

/**
 * Escapes what is left outside ASCII (esbuild escapes it in strings, not in regular expression
 * literals): V8 holds a script's source for the life of the process, and one character above
 * U+00FF makes it hold all of it at two bytes a character. \uXXXX means the same code unit in a
 * regular expression, with or without the u flag (a surrogate pair stays one code point there).
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  if (/\\[\u0080-\uffff]/.test(text))
    throw new Error(`${file}: a backslash before a character outside ASCII cannot be escaped`);
  const escaped = text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (escaped !== text) writeFileSync(file, escaped);
}

const shared = {
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: externals(),
  plugins: [dataFiles],
  define: { __CAREERFORGE_BUILD__: 'true' },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS packages reached from the bundle may call require()
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

export async function buildServer() {
  const server = path.join(root, 'apps/server/src');
  // chunks are named by their content: an old build's would stay beside the new ones
  rmSync(outdir, { recursive: true, force: true });
  await Promise.all([
    // The server: its dynamic imports become chunks of their own (beside it, so paths taken
    // from import.meta.url stay the same), so what it loads on first use, such as the PDF and
    // Word writers, stays out of memory until then.
    build({
      ...shared,
      entryPoints: { main: path.join(server, 'main.ts') },
      splitting: true,
      chunkNames: '[name]-[hash]',
    }),
    // The workers, each one file built apart from the server: a chunk shared with the server
    // would make a worker load everything the server uses from the same files (the engine's
    // tables), twice its memory.
    build({
      ...shared,
      entryPoints: {
        'export-worker': path.join(server, 'modules/resume-builder/worker-entry.ts'),
        'upload-worker': path.join(server, 'modules/resumes/extract/worker-entry.ts'),
        'prepare-database': path.join(server, 'db/seed-entry.ts'),
      },
    }),
  ]);
  for (const file of readdirSync(outdir))
    if (file.endsWith('.mjs')) asciiOnly(path.join(outdir, file));
  cpSync(engineData, path.join(outdir, 'data'), { recursive: true });
  // A new embedded database then starts from a ready one (apps/server/src/db/pglite-seed.ts);
  // without it the server still starts, running initdb and the migrations itself.
  const seeded = await run(process.execPath, [path.join(outdir, 'prepare-database.mjs')]);
  if (seeded !== 0) console.warn('The ready-made embedded database was not written.');
  return outdir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildServer();
  console.log(
    `Built the server into ${path.relative(root, outdir)} in ${Date.now() - started} ms.`,
  );
}
