/**
 * The embedded database: PGlite, PostgreSQL compiled to WebAssembly, in memory or on a data
 * directory. Loaded only when no DATABASE_URL is set (client.ts imports this file on demand).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { readSeed, seedFile, writeSeed } from './pglite-seed';
import * as schema from './schema';

/**
 * Makes a data directory private to the account running the app: the directory and every
 * directory below it 0700, every file 0600 (group and other bits removed; symbolic links are
 * left alone). PGlite writes its own files, so the server also sets umask 077 before opening it
 * (main.ts); this pass fixes files left by an older version or another umask. Files that cannot
 * be changed (owned by another account) are counted, not fatal.
 */
function restrictFileModes(root: string): { changed: number; failed: number } {
  const result = { changed: 0, failed: 0 };
  const visit = (file: string) => {
    let stat;
    try {
      stat = lstatSync(file);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : stat.mode & 0o700 & ~0o111;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        chmodSync(file, wanted);
        result.changed++;
      } catch {
        result.failed++;
      }
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) visit(path.join(file, name));
    }
  };
  visit(root);
  return result;
}

/**
 * PGlite's own memory settings. Its PostgreSQL starts with the stock shared_buffers of 128 MB,
 * and touches all of it as it starts: about 120 MB of the idle server's RSS (bench/memory.ts:
 * the WebAssembly memory held 151 MB resident, 29 MB with 16 MB of buffers). One self-hosted
 * instance's working set is far smaller, and the operating system's page cache keeps the
 * database files PGlite reads through the file system anyway. A `-c` start parameter
 * overrides the setting without rewriting the data directory's postgresql.conf.
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * PGlite's PostgreSQL is a large WebAssembly module. V8 first compiles it with its baseline
 * compiler and then, by default, compiles the busy functions again with its optimizing one,
 * whose code and compile memory stay resident: 50 to 60 MB of the server's RSS (a PGlite
 * process idled at 189-199 MB, 136-148 MB with baseline code only). Per-user reads, which are
 * most of this app's queries, ran as fast (1,000 list reads: 734 ms optimized, 696 ms
 * baseline); an aggregate over 20,000 rows took 25-40% longer. A host that needs the speed
 * runs PostgreSQL (DATABASE_URL), which this does not touch. Set before PGlite compiles.
 */
function baselineWasmOnly(): void {
  setFlagsFromString('--liftoff-only');
}

/** Our database folder inside the data directory, created private; undefined in memory. */
function databaseFolder(dataDir: string | undefined): string | undefined {
  if (!dataDir || dataDir === 'memory://') return undefined;
  const root = path.resolve(dataDir);
  const dir = path.join(root, 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The data directory itself is private; below it, only our own database folder is walked.
  try {
    chmodSync(root, 0o700);
  } catch {
    /* owned by another account: its owner decides */
  }
  return dir;
}

async function start(dir: string | undefined, seed?: Blob): Promise<PGlite> {
  const options = seed ? { ...PGLITE_OPTIONS, loadDataDir: seed } : PGLITE_OPTIONS;
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

/**
 * Starts a new database from the seed. A seed that does not load leaves nothing behind: the
 * folder was empty before, so it is emptied again and the caller runs `initdb` as usual.
 */
async function startFromSeed(dir: string | undefined, seed: Blob): Promise<PGlite | undefined> {
  try {
    return await start(dir, seed);
  } catch {
    if (dir) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    }
    return undefined;
  }
}

/**
 * Opens (creating when new) the embedded database and runs the migrations it lacks. A new one
 * starts from the seed when there is one, and leaves one behind when there was not.
 */
export async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
  file = seedFile(migrationsFolder),
): Promise<Database> {
  baselineWasmOnly();
  const dir = databaseFolder(dataDir);
  const fresh = !dir || readdirSync(dir).length === 0;
  const seed = fresh ? readSeed(file) : undefined;
  let client = seed ? await startFromSeed(dir, seed) : undefined;
  const seeded = client !== undefined;
  client ??= await start(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  if (fresh && !seeded) await writeSeed(client, file);
  if (dir) restrictFileModes(dir);
  const opened = client;
  return { db, kind: 'pglite', close: () => opened.close() };
}
