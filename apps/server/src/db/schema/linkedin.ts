import { integer, text } from 'drizzle-orm/pg-core';
import { createdAt, jsonList, ownedTable, updatedAt } from './columns';

/* The LinkedIn optimizer's saved About drafts. */

export const savedLinkedin = ownedTable('saved_linkedin', {
  title: text('title').notNull(),
  content: text('content').notNull(),
  contentType: text('content_type').notNull().default('linkedin_about'),
  targetRole: text('target_role'),
  industry: text('industry'),
  keywords: jsonList('keywords'),
  engagementScore: integer('engagement_score'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
