import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

/* The application tracker: applications, their stage history, and leaderboard membership. */

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    salaryRange: text('salary_range'),
    /** applied, reviewed, phone_screen, interview, final_round, offer, rejected, withdrawn */
    status: text('status').notNull().default('applied'),
    jobUrl: text('job_url'),
    notes: text('notes'),
    contacts: text('contacts'),
    /** low, medium, high */
    priority: text('priority').notNull().default('medium'),
    source: text('source'),
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    jobDescription: text('job_description'),
    /** the saved resume that was sent (no foreign key: the application outlives the resume) */
    savedResumeId: integer('saved_resume_id'),
    /** the saved cover letter that was sent (same) */
    coverLetterId: integer('cover_letter_id'),
    /* The outcome loop: the linked resume's version and scores at the moment of applying. */
    snapshotResumeId: integer('snapshot_resume_id'),
    snapshotResumeTitle: text('snapshot_resume_title'),
    snapshotResumeVersionAt: timestamp('snapshot_resume_version_at', { withTimezone: true }),
    snapshotAtsScore: integer('snapshot_ats_score'),
    snapshotKeywordScore: integer('snapshot_keyword_score'),
    /** 'application' (scored against this job description) or 'resume' (its own stored scores) */
    snapshotScoredAgainst: text('snapshot_scored_against'),
    snapshotTakenAt: timestamp('snapshot_taken_at', { withTimezone: true }),
    /** the day of the latest status change: the stale clock starts here */
    statusDate: date('status_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_user_idx').on(t.userId, t.applicationDate),
    index('applications_user_url_idx').on(t.userId, t.jobUrl),
  ],
);

/** The stage history: one row per status an application entered, with the day it happened. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** null for the first status an application had */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_events_app_idx').on(t.applicationId, t.date),
    index('application_events_user_idx').on(t.userId),
  ],
);

/**
 * Who chose to appear on the leaderboard (nobody does until they opt in), and the alias they
 * picked. Leaving deletes the row.
 */
export const leaderboardMembers = pgTable('leaderboard_members', {
  id: serial('id').primaryKey(),
  userId: ownerId().unique(),
  alias: text('alias'),
  joinedAt: createdAt(),
});
