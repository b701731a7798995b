import { eq, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgSelect } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import type { Db, Schema } from './client';

/**
 * What a repository runs its queries on: the database or an open transaction. Repositories
 * are factories over an Executor, so a service can run several of them in one transaction.
 */
export type Executor = PgDatabase<PgliteQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs `work` in one transaction: everything it writes is kept, or nothing is. */
export type Transact = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export const transactor =
  (db: Db): Transact =>
  (work) =>
    db.transaction((tx) => work(tx));

/** The query-side twin of the `ownerId()` column: rows owned by this user. */
export const owned = (table: { userId: PgColumn }, userId: string) => eq(table.userId, userId);

/** One page of a list: `limit` rows after `offset`; the whole list when neither is given. */
export interface Page {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** A list query cut to one page, in the query's own order. */
export function paged<Q extends PgSelect>(query: Q, page: Page = {}): Q {
  let q = query;
  if (page.limit !== undefined) q = q.limit(page.limit) as Q;
  if (page.offset) q = q.offset(page.offset) as Q;
  return q;
}
