import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

/*
 * The application tracker: applications, their stage history, the tracker's settings (the
 * follow-up reminder, the calendar feed) and leaderboard membership.
 */

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
    /** the next interview at a time; at most one of this and interviewDate is set */
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    /** the next interview as a whole day (no time given) */
    interviewDate: date('interview_date', { mode: 'string' }),
    /** the day an offer must be answered by */
    offerDeadline: date('offer_deadline', { mode: 'string' }),
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

/**
 * The tracker's settings of one user, a row once one is changed (none: the defaults). The
 * calendar feed keeps only the SHA-256 digest of its secret token: the database holds nothing
 * that opens the feed, and the digest is what a feed request is looked up by.
 */
export const applicationTrackerSettings = pgTable('application_tracker_settings', {
  userId: ownerId().primaryKey(),
  /** days without an answer before a follow-up reminder; null: reminders are off (the default
   * is the contract's FOLLOW_UP_DAYS.default, written out: drizzle-kit reads this file alone) */
  followUpDays: integer('follow_up_days').default(7),
  /** hex SHA-256 of the feed token; null: no feed */
  calendarFeedDigest: text('calendar_feed_digest').unique(),
  calendarFeedCreatedAt: timestamp('calendar_feed_created_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
