import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  serial,
  timestamp,
  text,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Column helpers shared by every table. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The owning user; nullable (anonymous rows allowed). Deleting the user deletes the row. */
export const optionalOwnerId = () =>
  text('user_id').references(() => user.id, { onDelete: 'cascade' });

/** The owning user of a user-owned row: required, indexed by each table, cascades on delete. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A JSON list, never null: empty until something is put in it. */
export const jsonList = <T = string>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * A table of rows the user owns: a serial id and the owner come first, then `columns` (which end
 * with the creation time), and the index `<name>_user_idx` on owner and creation time leads
 * the table's own `indexes`.
 */
export function ownedTable<
  N extends string,
  C extends Record<string, PgColumnBuilderBase> & { createdAt: PgColumnBuilderBase },
>(
  name: N,
  columns: C,
  indexes: (
    t: BuildExtraConfigColumns<N, { userId: ReturnType<typeof ownerId> } & C, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { id: serial('id').primaryKey(), userId: ownerId(), ...columns }, (t) => [
    index(`${name}_user_idx`).on(t.userId, t.createdAt),
    ...indexes(t),
  ]);
}
