/**
 * A new embedded database starts from the ready-made seed (db/pglite-seed.ts) when there is
 * one: the same migrated database as `initdb` plus every migration, a seed written when there
 * was none, a damaged seed passed over, and a database that already has data never touched.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../src/db/client';
import { openPglite } from '../src/db/pglite';

const work = mkdtempSync(path.join(os.tmpdir(), 'careerforge-pglite-seed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function rows(database: Database, query: ReturnType<typeof sql>) {
  return (await database.db.execute(query)).rows;
}

/** What a database holds: its migrations and its tables with their columns. */
async function shape(database: Database) {
  const migrations = await rows(
    database,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  const columns = await rows(
    database,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
  );
  return { migrations, columns };
}

describe('the ready-made embedded database', () => {
  const seed = path.join(work, 'seed.tar.gz');
  let withoutSeed: Awaited<ReturnType<typeof shape>>;

  it('is written by the first new database and matches one made by initdb', async () => {
    const first = await openPglite(path.join(work, 'a'), migrationsFolder, seed);
    withoutSeed = await shape(first);
    await first.close();
    expect(withoutSeed.migrations).toHaveLength(journal.entries.length);
    expect(statSync(seed).size).toBeGreaterThan(100_000);

    const second = await openPglite(path.join(work, 'b'), migrationsFolder, seed);
    expect(await shape(second)).toEqual(withoutSeed);
    await second.close();
  });

  it('keeps what is written to a database started from it', async () => {
    const dir = path.join(work, 'b');
    const again = await openPglite(dir, migrationsFolder, seed);
    await again.db.execute(sql`create table kept (v text)`);
    await again.db.execute(sql`insert into kept values ('still here')`);
    await again.close();
    // a database with data is opened as it is; the seed is not loaded over it
    const reopened = await openPglite(dir, migrationsFolder, seed);
    expect(await rows(reopened, sql`select v from kept`)).toEqual([{ v: 'still here' }]);
    await reopened.close();
  });

  it('starts in memory from it too', async () => {
    const memory = await openPglite('memory://', migrationsFolder, seed);
    expect(await shape(memory)).toEqual(withoutSeed);
    await memory.close();
  });

  it('passes over a damaged seed, runs initdb and writes a good seed', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    writeFileSync(damaged, 'not a tarball');
    const database = await openPglite(path.join(work, 'c'), migrationsFolder, damaged);
    expect(await shape(database)).toEqual(withoutSeed);
    await database.close();
    expect(statSync(damaged).size).toBeGreaterThan(100_000);
  });
});
