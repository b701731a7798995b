import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

/* The LinkedIn optimizer's saved About drafts. */

export const savedLinkedin = pgTable(
  'saved_linkedin',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentType: text('content_type').notNull().default('linkedin_about'),
    targetRole: text('target_role'),
    industry: text('industry'),
    keywords: jsonb('keywords')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    engagementScore: integer('engagement_score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_linkedin_user_idx').on(t.userId, t.createdAt)],
);
