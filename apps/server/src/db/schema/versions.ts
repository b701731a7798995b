import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per user that the database itself raises whenever a row the cached reads depend on
 * changes (triggers on applications, application_events, activities, leaderboard_members and
 * "user"; migration 0011). The session lookup reads it with the user, so a cached answer is
 * served only while the data it was computed from is unchanged, on every server instance.
 * No foreign key: the triggers also fire for rows deleted with their user.
 */
export const userDataVersions = pgTable('user_data_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
