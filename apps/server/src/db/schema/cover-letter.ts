import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

/* Cover letters: every letter generated, and the ones the user saved. */

/** A sentence of a letter about the candidate and the resume line it rests on. */
export interface StoredClaim {
  sentence: string;
  source: string;
  requirements: string[];
}

export const coverLetters = pgTable(
  'cover_letters',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    /** the posting it was written for, so it can be analysed again from the history */
    jobDescription: text('job_description'),
    tone: text('tone').notNull(),
    /** the resume it was written from (no foreign key: the letter outlives the resume) */
    resumeId: integer('resume_id'),
    savedResumeId: integer('saved_resume_id'),
    resumeTitle: text('resume_title'),
    claims: jsonb('claims')
      .$type<StoredClaim[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requirementsCovered: jsonb('requirements_covered')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cover_letters_user_idx').on(t.userId, t.createdAt)],
);

export const savedCoverLetters = pgTable(
  'saved_cover_letters',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    tone: text('tone'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isFavorite: boolean('is_favorite').notNull().default(false),
    resumeId: integer('resume_id'),
    savedResumeId: integer('saved_resume_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_cover_letters_user_idx').on(t.userId, t.createdAt)],
);
