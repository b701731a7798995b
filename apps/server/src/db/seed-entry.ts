/**
 * Built as dist/server/prepare-database.mjs: `npm run build` runs it once, so the compiled
 * server's first start on a new data directory loads a ready database (pglite-seed.ts).
 */
import { migrationsFolder } from './client';
import { openPglite } from './pglite';

const database = await openPglite('memory://', migrationsFolder);
await database.close();
