/**
 * The database: embedded PGlite by default, PostgreSQL when a URL is given. Each driver is
 * imported only when it is chosen, so a server loads one of them, not both.
 */
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverDir } from '../lib/runtime';
import type * as schema from './schema';

export type Schema = typeof schema;
/** What both drivers' `execute` answers (PGlite's results, node-postgres's result): rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}
/** Both drivers' databases: the query builder they share. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverDir, 'src/db/migrations');

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite files; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** Told when the server ends an idle PostgreSQL connection (restart, failover, admin). */
  onIdleError?: ((err: Error) => void) | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, migrationsFolder, options.onIdleError);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir, migrationsFolder);
}
