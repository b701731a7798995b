/**
 * A ready-made embedded database: a PGlite data directory on which `initdb` and every migration
 * have already run, dumped as a tarball. A new database loads it instead of running `initdb`
 * (which PGlite does in a second WebAssembly instance) and the migrations one by one: a fresh
 * start spent 2.3 s in `initdb` and 0.25 s in migrations, and loads the tarball in 0.8 s.
 *
 * The tarball is named by a key of the PGlite version and the migrations' text, so a seed made
 * by another version, or before a migration was added, is never used. `npm run build` writes it
 * beside the compiled server; from the sources (development, tests) it is made the first time a
 * database is created and kept in node_modules/.cache. Writing it is best effort: a read-only
 * install only loses the shortcut.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { compiledDir, serverDir } from '../lib/runtime';

/** Where seeds live: beside the compiled server, or a cache folder for the sources. */
const seedDir = compiledDir ?? path.resolve(serverDir, '../../node_modules/.cache/careerforge');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8'));
  return String(pkg.version);
}

/** The seed file for this PGlite version and these migrations. */
export function seedFile(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const names = readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql'));
  for (const name of [...names.sort(), 'meta/_journal.json'])
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  return path.join(seedDir, `pglite-seed-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * The seed, or undefined when there is none for these migrations or it does not unpack. It is
 * unpacked once here to check it: PGlite would unpack a damaged one in a stream whose failure it
 * never catches, an unhandled rejection. It is handed over packed, with the gzip type: PGlite
 * keeps the options it was given for its lifetime, so the packed bytes (5 MB) stay in memory,
 * not the 40 MB of the unpacked tarball.
 *
 * A process that started a database from a seed does not exit until that database is closed
 * (PGlite keeps a timer of its PostgreSQL running); the server closes it as it stops.
 */
export function readSeed(file: string): Blob | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const packed = readFileSync(file);
    gunzipSync(packed);
    return new Blob([packed], { type: 'application/gzip' });
  } catch {
    return undefined;
  }
}

/** Dumps a freshly migrated database as the seed (written to a temporary name, then renamed). */
export async function writeSeed(client: PGlite, file: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
    // seeds made for older migrations are of no further use
    const dir = path.dirname(file);
    for (const name of readdirSync(dir))
      if (/^pglite-seed-[0-9a-f]+\.tar\.gz$/.test(name) && name !== path.basename(file))
        rmSync(path.join(dir, name), { force: true });
    return true;
  } catch {
    rmSync(temporary, { force: true });
    return false;
  }
}
