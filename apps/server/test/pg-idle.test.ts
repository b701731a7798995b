/**
 * On PostgreSQL, a connection the server ends while it sits idle in the pool (a restart, a
 * failover, an administrator) must not stop the process: the next query opens a new one.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { freshPostgresDatabase } from './helpers';

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('an idle PostgreSQL connection ended by the server', () => {
  it('is reported, not thrown, and the next query works', async () => {
    const fresh = await freshPostgresDatabase(baseUrl!);
    const seen: Error[] = [];
    const database = await openDatabase({
      databaseUrl: fresh.url,
      onIdleError: (err) => seen.push(err),
    });
    try {
      await database.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [new URL(fresh.url).pathname.slice(1)],
        );
      } finally {
        await admin.end();
      }
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      const rows = await database.db.execute(sql`select 2 as two`);
      expect(JSON.stringify(rows)).toContain('2');
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
