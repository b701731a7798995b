import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

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

/**
 * One row: a counter the database raises whenever the leaderboard's members change (someone
 * joins, leaves, changes alias, is renamed or deleted; triggers in migration 0012). The
 * leaderboard keeps its ranking in memory only while this number is unchanged, so every
 * instance drops a departed member at once.
 */
export const leaderboardVersion = pgTable('leaderboard_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
