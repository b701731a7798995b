import { z } from 'zod';
import { httpUrl, ignoredUserId } from './common';
import { MAX_JOB_DESCRIPTION_CHARS } from './constants';
import { resumeDocumentSchema } from './resume-document';

/**
 * Reading and writing the formats people already have: resumes from JSON Resume, Reactive
 * Resume, a LinkedIn data export and Europass; postings from a link or a page.
 */

/** The resume files POST /api/resumes/import reads. */
export const RESUME_IMPORT_FORMATS = [
  'json-resume',
  'reactive-resume',
  'linkedin-export',
  'europass',
] as const;
export type ResumeImportFormat = (typeof RESUME_IMPORT_FORMATS)[number];

/** What the import answers: the new resume (its content the typed document) and notes. */
export const importResumeResponseSchema = z
  .object({
    resume: z.object({
      id: z.number().int(),
      title: z.string(),
      content: resumeDocumentSchema,
      /** the resume as plain text, what the other tools read */
      text: z.string(),
    }),
    format: z.enum(RESUME_IMPORT_FORMATS),
    /** what was read but has no place in the document, or was cut to fit */
    warnings: z.array(z.string()),
  })
  .meta({ id: 'ImportedResume' });
export type ImportResumeResponse = z.infer<typeof importResumeResponseSchema>;

/* ---------- Job postings ---------- */

/** Largest page the posting reader fetches or accepts (bytes of HTML). */
export const MAX_JOB_PAGE_BYTES = 2 * 1024 * 1024;

export const JOB_IMPORT_SOURCES = ['json-ld', 'greenhouse', 'lever', 'ashby', 'page'] as const;
export type JobImportSource = (typeof JOB_IMPORT_SOURCES)[number];

export const SALARY_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;

/** `{ url }` to fetch a posting, or `{ html, url? }` for a page the user already has. */
export const importJobSchema = z
  .object({
    url: httpUrl('Link').optional(),
    html: z
      .string({ error: 'The page must be text' })
      .max(MAX_JOB_PAGE_BYTES, { error: 'The page is larger than 2 MB.' })
      .optional(),
    userId: ignoredUserId,
  })
  .refine((v) => v.url !== undefined || v.html !== undefined, {
    error: 'Send a link to the posting ("url") or the page ("html")',
    path: ['url'],
  });
export type ImportJobInput = z.input<typeof importJobSchema>;

export const importedJobSchema = z
  .object({
    title: z.string(),
    company: z.string(),
    location: z.string(),
    /** plain text, lists kept as "- " lines; at most the job description limit */
    description: z.string().max(MAX_JOB_DESCRIPTION_CHARS),
    employmentType: z.string(),
    salary: z
      .object({
        min: z.number().nullable(),
        max: z.number().nullable(),
        currency: z.string(),
        unit: z.enum(SALARY_UNITS),
      })
      .nullable(),
    /** YYYY-MM-DD, or '' when the page does not say */
    datePosted: z.string(),
    url: z.string(),
    source: z.enum(JOB_IMPORT_SOURCES),
  })
  .meta({ id: 'ImportedJob' });
export type ImportedJob = z.infer<typeof importedJobSchema>;

export const importJobResponseSchema = z.object({ job: importedJobSchema });
export type ImportJobResponse = z.infer<typeof importJobResponseSchema>;
