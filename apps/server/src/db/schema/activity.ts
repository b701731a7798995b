import { index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedTable } from './columns';

/**
 * The activity log: one row per thing the user did with a tool (tailored a resume, wrote a
 * letter, practised an interview, applied, exported, ...). Each service writes its row in the
 * same transaction as its own; the dashboard, analytics page and leaderboard read only this.
 */
export const activities = ownedTable(
  'activities',
  {
    /** e.g. resume_tailored, cover_letter_generated, interview_practiced, linkedin_optimized */
    type: text('type').notNull(),
    /** The id of the row this activity produced, in its own table (as text). */
    refId: text('ref_id'),
    title: text('title').notNull(),
    score: integer('score'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_type_idx').on(t.userId, t.type, t.createdAt)],
);
