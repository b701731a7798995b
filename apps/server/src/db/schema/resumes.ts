import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

/* Resumes, Resume Lab tailorings and saved (tailored) resumes. */

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    originalContent: text('original_content'),
    document: jsonb('document').$type<Record<string, unknown>>(),
    isTemplate: boolean('is_template').notNull().default(false),
    fileName: text('file_name'),
    fileType: text('file_type'),
    /** SHA-256 of an uploaded file's bytes: the same file uploaded again reuses its row */
    fileHash: text('file_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId, t.createdAt),
    index('resumes_user_file_hash_idx').on(t.userId, t.fileHash),
  ],
);

export const tailorings = pgTable(
  'tailorings',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    mode: text('mode').notNull(),
    provider: text('provider').notNull(),
    atsScore: integer('ats_score').notNull(),
    keywordMatchScore: integer('keyword_match_score').notNull(),
    originalAtsScore: integer('original_ats_score'),
    createdAt: createdAt(),
  },
  (t) => [index('tailorings_user_idx').on(t.userId, t.createdAt)],
);

export const savedResumes = pgTable(
  'saved_resumes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    /** the posting it was tailored to: its scores are computed again from it after an edit */
    jobDescription: text('job_description'),
    tailoringMode: text('tailoring_mode'),
    atsScore: integer('ats_score'),
    keywordMatchScore: integer('keyword_match_score'),
    improvements: jsonb('improvements')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendations: jsonb('recommendations')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    report: jsonb('report').$type<Record<string, unknown>>(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isFavorite: boolean('is_favorite').notNull().default(false),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_resumes_user_idx').on(t.userId, t.createdAt)],
);
