import { boolean, integer, text } from 'drizzle-orm/pg-core';
import { createdAt, jsonList, ownedTable, updatedAt } from './columns';

/* Cover letters: every letter generated, and the ones the user saved. */

/** A sentence of a letter about the candidate and the resume line it rests on. */
export interface StoredClaim {
  sentence: string;
  source: string;
  requirements: string[];
}

export const coverLetters = ownedTable('cover_letters', {
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
  claims: jsonList<StoredClaim>('claims'),
  requirementsCovered: jsonList('requirements_covered'),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
});

export const savedCoverLetters = ownedTable('saved_cover_letters', {
  title: text('title').notNull(),
  content: text('content').notNull(),
  companyName: text('company_name'),
  jobTitle: text('job_title'),
  tone: text('tone'),
  tags: jsonList('tags'),
  isFavorite: boolean('is_favorite').notNull().default(false),
  resumeId: integer('resume_id'),
  savedResumeId: integer('saved_resume_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
