import { timestamp, text } from 'drizzle-orm/pg-core';
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
