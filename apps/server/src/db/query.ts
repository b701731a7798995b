import {
  and,
  desc,
  eq,
  getTableColumns,
  type ExtractTablesWithRelations,
  type Table,
} from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, RowsResultHKT, Schema } from './client';

/**
 * What a repository runs its queries on: the database or an open transaction. Repositories
 * are factories over an Executor, so a service can run several of them in one transaction.
 */
export type Executor = PgDatabase<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs `work` in one transaction: everything it writes is kept, or nothing is. */
export type Transact = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export const transactor =
  (db: Db): Transact =>
  (work) =>
    db.transaction((tx) => work(tx));

/** The query-side twin of the `ownerId()` column: rows owned by this user. */
/** Some of a table's columns, by name, as the fields of a select: `pickColumns(user, 'id')`. */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    K
  >;
}

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

/** A table of rows each owned by one user, with a serial id and a creation time. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn };

/**
 * The queries a user-owned table answers the same way for every tool: its rows newest first,
 * one row, adding, changing and deleting one. Each is filtered on the owner, so another
 * user's row is simply not there. `list` takes the columns a summary needs, or all of them,
 * and answers at most `defaultLimit` rows when the page sets no limit (all when unset).
 */
export function ownedRows<T extends OwnedTable>(db: Executor, table: T, defaultLimit?: number) {
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  const mine = (userId: string, id: number) => and(owned(table, userId), eq(table.id, id));
  const rows: PgTable = table;
  return {
    mine,
    list<F extends SelectedFields | undefined = undefined>(
      userId: string,
      page: Page = {},
      fields?: F,
    ): Promise<F extends SelectedFields ? SelectResultFields<F>[] : Row[]> {
      const query = (fields ? db.select(fields) : db.select())
        .from(rows)
        .where(owned(table, userId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .$dynamic();
      return paged(query, { limit: page.limit ?? defaultLimit, offset: page.offset }) as never;
    },
    async get(userId: string, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(rows).where(mine(userId, id));
      return row as Row | undefined;
    },
    async create(values: Values): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },
    async update(userId: string, id: number, values: Partial<Values>): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set(values)
        .where(mine(userId, id))
        .returning()) as Row[];
      return row;
    },
    async remove(userId: string, id: number): Promise<boolean> {
      const gone = await db.delete(table).where(mine(userId, id)).returning({ id: table.id });
      return gone.length > 0;
    },
  };
}

/**
 * The rows of a tool's saved results (salary analyses, career plans): kept whole, listed as
 * the `summary` columns, 100 to a page unless the page says otherwise.
 */
export function savedResultRows<T extends OwnedTable, F extends SelectedFields>(
  db: Executor,
  table: T,
  summary: F,
) {
  const { create, list, get, remove } = ownedRows(db, table, 100);
  return {
    create,
    list: (userId: string, page?: Page) => list(userId, page, summary),
    get,
    remove,
  };
}
