import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverDir } from '../lib/runtime';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; the app is typed against one of them. */
export type Db = PgliteDatabase<Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverDir, 'src/db/migrations');

/** Arbitrary constant: serialises migrations when several app instances start at once. */
const MIGRATION_LOCK_ID = 725_144_019;

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite files; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** Told when the server ends an idle PostgreSQL connection (restart, failover, admin). */
  onIdleError?: ((err: Error) => void) | undefined;
}

/**
 * Makes a data directory private to the account running the app: the directory and every
 * directory below it 0700, every file 0600 (group and other bits removed; symbolic links are
 * left alone). PGlite writes its own files, so the server also sets umask 077 before opening it
 * (main.ts); this pass fixes files left by an older version or another umask. Files that cannot
 * be changed (owned by another account) are counted, not fatal.
 */
export function restrictFileModes(root: string): { changed: number; failed: number } {
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, an administrator) must not stop the
    // process: the pool drops it and opens a new one for the next query.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
        .catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  baselineWasmOnly();
  let client: PGlite;
  let dir: string | undefined;
  if (!options.dataDir || options.dataDir === 'memory://') {
    client = new PGlite(PGLITE_OPTIONS);
  } else {
    const dataDir = path.resolve(options.dataDir);
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // The data directory itself is private; below it, only our own database folder is walked.
    try {
      chmodSync(dataDir, 0o700);
    } catch {
      /* owned by another account: its owner decides */
    }
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  if (dir && existsSync(dir)) restrictFileModes(dir);
  return { db, kind: 'pglite', close: () => client.close() };
}
