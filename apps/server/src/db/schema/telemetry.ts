import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, optionalOwnerId } from './columns';

/* Usage telemetry (page views, events, module sessions, downloads): stored only with consent. */

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    userId: optionalOwnerId(),
    pageName: text('page_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_user_idx').on(t.userId, t.createdAt)],
);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    userId: optionalOwnerId(),
    eventType: text('event_type').notNull(),
    eventTarget: text('event_target'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_events_user_idx').on(t.userId, t.createdAt)],
);

export const usageSessions = pgTable(
  'usage_sessions',
  {
    id: text('id').primaryKey(),
    userId: optionalOwnerId(),
    module: text('module').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('usage_sessions_user_idx').on(t.userId)],
);

export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    userId: optionalOwnerId(),
    resumeId: text('resume_id'),
    downloadType: text('download_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('downloads_user_idx').on(t.userId)],
);
