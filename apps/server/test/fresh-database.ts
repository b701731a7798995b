import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the server `baseUrl` names, dropped by `drop()`.
 * Each test file (and each memory benchmark run) gets its own, so runs never see each other's
 * rows (fixed ids, rate-limit counters) and a second run on the same server starts as clean
 * as the first. Its name is `prefix` and a random suffix.
 */
export async function freshPostgresDatabase(
  baseUrl: string,
  prefix = `careerforge_test_${process.pid}`,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
