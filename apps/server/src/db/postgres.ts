/**
 * PostgreSQL through `pg`, when DATABASE_URL is set (client.ts imports this file on demand, so a
 * server on the embedded database never loads the driver).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client';
import * as schema from './schema';

/** Arbitrary constant: serialises migrations when several app instances start at once. */
const MIGRATION_LOCK_ID = 725_144_019;

export async function openPostgres(
  databaseUrl: string,
  migrationsFolder: string,
  onIdleError: ((err: Error) => void) | undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (restart, failover, an administrator) must not stop the
  // process: the pool drops it and opens a new one for the next query.
  pool.on('error', (err) => onIdleError?.(err));
  const db = drizzle(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}
