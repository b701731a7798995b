/**
 * The embedded database's own memory settings (db/pglite.ts PGLITE_OPTIONS): PostgreSQL's
 * shared buffers are 16 MB, not the stock 128 MB it would touch as it starts, both in memory
 * and on a data directory, and the rest of PGlite's start parameters are kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

async function setting(dataDir: string, name: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const res = await database.db.execute(sql`select current_setting(${name}) as value`);
    return (res.rows[0] as { value: string }).value;
  } finally {
    await database.close();
  }
}

describe('PGlite memory settings', () => {
  it('uses 16 MB of shared buffers in memory', async () => {
    expect(await setting('memory://', 'shared_buffers')).toBe('16MB');
    // PGlite's own defaults still apply (single process, no parallel workers)
    expect(await setting('memory://', 'max_worker_processes')).toBe('0');
  });

  it('uses 16 MB of shared buffers on a data directory, created and opened again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-pglite-memory-'));
    try {
      expect(await setting(dir, 'shared_buffers')).toBe('16MB');
      expect(await setting(dir, 'shared_buffers')).toBe('16MB');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
