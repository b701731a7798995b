import { z } from 'zod';
import {
  HTTP_STATUS_PARAM,
  hasForbiddenChars,
  ignoredUserId,
  safeText,
  formatCount,
} from './common';
import { MAX_IMPORT_CSV_CHARS } from './application-tracker-rules';

/* ---------- CSV import and export ---------- */

/** The application fields a CSV column can fill. */
export const IMPORT_FIELDS = [
  'company',
  'jobTitle',
  'status',
  'applicationDate',
  'jobUrl',
  'location',
  'salaryRange',
  'priority',
  'source',
  'contacts',
  'notes',
  'interviewAt',
  'offerDeadline',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  company: 'Company',
  jobTitle: 'Job title',
  status: 'Status',
  applicationDate: 'Date applied',
  jobUrl: 'Job URL',
  location: 'Location',
  salaryRange: 'Salary range',
  priority: 'Priority',
  source: 'Source',
  contacts: 'Contacts',
  notes: 'Notes',
  interviewAt: 'Interview',
  offerDeadline: 'Offer deadline',
};

const csvText = z
  .string({ error: 'CSV text is required' })
  .refine((v) => v.trim().length > 0, { error: 'The CSV file is empty' })
  .refine((v) => v.length <= MAX_IMPORT_CSV_CHARS, {
    error: `The CSV file is larger than ${formatCount(MAX_IMPORT_CSV_CHARS)} characters.`,
    params: { [HTTP_STATUS_PARAM]: 413 },
  })
  .refine((v) => !hasForbiddenChars(v), {
    error: 'The CSV file contains characters that are not allowed',
  });

/** Which CSV header fills each field (a header name as it appears in the file; absent: none). */
const importMappingSchema = z
  .partialRecord(
    z.enum(IMPORT_FIELDS, { error: `Mapping keys must be among: ${IMPORT_FIELDS.join(', ')}` }),
    safeText('Column', { max: 200 }).nullable(),
  )
  .optional();

export const importApplicationsSchema = z.object({
  csv: csvText,
  /** without one, the columns are recognised from the headers */
  mapping: importMappingSchema,
  userId: ignoredUserId,
});
export type ImportApplicationsInput = z.input<typeof importApplicationsSchema>;

export const importRowSchema = z.object({
  /** the line of the file the row starts on (the header is line 1) */
  line: z.number().int(),
  outcome: z.enum(['new', 'duplicate', 'invalid']),
  /** why a row is skipped: the duplicate it matches or what is wrong with it */
  message: z.string().nullable(),
  application: z
    .object({
      company: z.string(),
      jobTitle: z.string(),
      status: z.string(),
      applicationDate: z.string(),
      jobUrl: z.string().nullable(),
    })
    .nullable(),
});

export const importPreviewSchema = z
  .object({
    headers: z.array(z.string()),
    mapping: z.record(z.string(), z.string().nullable()),
    rows: z.array(importRowSchema),
    counts: z.object({
      total: z.number().int(),
      new: z.number().int(),
      duplicate: z.number().int(),
      invalid: z.number().int(),
    }),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z
  .object({
    imported: z.number().int(),
    duplicates: z.number().int(),
    invalid: z.number().int(),
    /** every skipped row with its line number */
    skipped: z.array(z.object({ line: z.number().int(), message: z.string() })),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
