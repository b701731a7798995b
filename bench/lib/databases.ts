import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

/** Runs `use` on a PGlite database in memory, closed after. */
export async function onPglite<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs `use` on a database of its own, `name`, on the PostgreSQL server `adminUrl` names:
 * created here and dropped after, so nothing else on the server is touched. `use` gets the
 * open database, its address and the server's version.
 */
export async function onFreshPostgres<T>(
  adminUrl: string,
  name: string,
  use: (database: Database, url: string, serverVersion: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      return await use(database, url.toString(), rows[0]?.server_version ?? '');
    } finally {
      await database.close();
    }
  } finally {
    // The pool has ended; wait for its connections to leave before dropping the database.
    for (let i = 0; i < 50; i++) {
      const { rows: open } = await admin.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (open[0]?.n === '0') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}
