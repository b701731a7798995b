import { boolean, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, jsonList, ownedTable, updatedAt } from './columns';

/* Resumes, Resume Lab tailorings and saved (tailored) resumes. */

export const resumes = ownedTable(
  'resumes',
  {
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
  (t) => [index('resumes_user_file_hash_idx').on(t.userId, t.fileHash)],
);

export const tailorings = ownedTable('tailorings', {
  companyName: text('company_name'),
  jobTitle: text('job_title'),
  mode: text('mode').notNull(),
  provider: text('provider').notNull(),
  atsScore: integer('ats_score').notNull(),
  keywordMatchScore: integer('keyword_match_score').notNull(),
  originalAtsScore: integer('original_ats_score'),
  createdAt: createdAt(),
});

export const savedResumes = ownedTable('saved_resumes', {
  title: text('title').notNull(),
  content: text('content').notNull(),
  companyName: text('company_name'),
  jobTitle: text('job_title'),
  /** the posting it was tailored to: its scores are computed again from it after an edit */
  jobDescription: text('job_description'),
  tailoringMode: text('tailoring_mode'),
  atsScore: integer('ats_score'),
  keywordMatchScore: integer('keyword_match_score'),
  improvements: jsonList('improvements'),
  recommendations: jsonList('recommendations'),
  report: jsonb('report').$type<Record<string, unknown>>(),
  tags: jsonList('tags'),
  isFavorite: boolean('is_favorite').notNull().default(false),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
