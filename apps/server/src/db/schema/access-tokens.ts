import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/**
 * Personal access tokens. Only the SHA-256 digest of a secret is kept: a stolen database
 * holds nothing that authenticates. A token of a deleted user goes with them.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** 'read' or 'write' */
    scope: text('scope').notNull(),
    digest: text('digest').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId, t.createdAt)],
);
