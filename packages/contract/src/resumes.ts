import { z } from 'zod';
import { atsReportSchema, tailorModeSchema, tailorResultSchema } from './ats';
import { dashboardActivityTypeSchema } from './activity';
import {
  TEXT_LIMITS,
  ignoredUserId,
  jobTargetFields,
  jsonObject,
  keptTextFields,
  nonBlank,
  oneOf,
  optionalText,
  safeText,
  formatCount,
} from './common';
import { MAX_JOB_DESCRIPTION_CHARS, MAX_RESUME_CHARS } from './constants';
import { storedResumeDocumentSchema } from './resume-document';

export {
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_RESUME_CHARS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
} from './constants';

/** A saved resume's title (longer than other titles: it often names the role and company). */
export const MAX_SAVED_RESUME_TITLE_CHARS = 300;

/** Too-long resume text answers 413 with this message wherever it is sent. */
export const RESUME_TOO_LONG_MESSAGE = `The resume is longer than ${formatCount(MAX_RESUME_CHARS)} characters. Shorten it and try again.`;
export const JOB_DESCRIPTION_TOO_LONG_MESSAGE = `The job description is longer than ${formatCount(MAX_JOB_DESCRIPTION_CHARS)} characters.`;

/** Resume text: at most MAX_RESUME_CHARS, else 413. */
const resumeText = (label: string) =>
  safeText(label, {
    max: MAX_RESUME_CHARS,
    trim: false,
    tooLong: { status: 413, message: RESUME_TOO_LONG_MESSAGE },
  });
/** An optional job description: at most MAX_JOB_DESCRIPTION_CHARS (else 413); blank is null. */
const optionalJobDescription = () =>
  optionalText('Job description', MAX_JOB_DESCRIPTION_CHARS, {
    status: 413,
    message: JOB_DESCRIPTION_TOO_LONG_MESSAGE,
  });
/** The resume text and the job it is measured against, both required, each 413 when too long. */
const resumeAndJobFields = () => ({
  resumeContent: nonBlank('Resume content', MAX_RESUME_CHARS, {
    status: 413,
    message: RESUME_TOO_LONG_MESSAGE,
  }),
  jobDescription: nonBlank('Job description', MAX_JOB_DESCRIPTION_CHARS, {
    status: 413,
    message: JOB_DESCRIPTION_TOO_LONG_MESSAGE,
  }),
});
/** A structured document (builder, stored report): depth 8, 256 KB. */
const documentJson = (label: string) => jsonObject(label, { bytes: 256 * 1024 });

/* ---------- Resumes ---------- */

export const resumeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    originalContent: z.string().nullable(),
    /** the builder's structured resume: the typed document, or one stored before it */
    document: storedResumeDocumentSchema.nullable(),
    isTemplate: z.boolean(),
    fileName: z.string().nullable(),
    fileType: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Resume' });
export type Resume = z.infer<typeof resumeSchema>;

/** Plain text (the Resume Lab) or a structured document (the resume builder). */
export const createResumeSchema = z.object({
  title: safeText('Title', { max: TEXT_LIMITS.title }).optional().default('Untitled Resume'),
  content: z.union([resumeText('Content'), documentJson('Content')], {
    error: 'Content is required',
  }),
  originalContent: resumeText('Original content').optional().nullable(),
  isTemplate: z.boolean().optional().default(false),
  userId: ignoredUserId,
});
export type CreateResumeInput = z.input<typeof createResumeSchema>;

export const uploadResumeSchema = z.object({
  // Decoded into bytes, never stored as text; the route's body limit caps its size.
  fileData: z.string({ error: 'File data is required' }).min(1, { error: 'File data is required' }),
  fileName: nonBlank('File name', 255),
  fileType: safeText('File type', { max: 255 }).optional().nullable(),
  userId: ignoredUserId,
});
export type UploadResumeInput = z.input<typeof uploadResumeSchema>;

export const uploadResumeResponseSchema = z.object({
  resume: resumeSchema,
  extractedText: z.string(),
});
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;

/** Renames a stored resume (an uploaded original keeps its file name). */
export const updateResumeSchema = z.object({
  title: nonBlank('Title', TEXT_LIMITS.title),
  userId: ignoredUserId,
});
export type UpdateResumeInput = z.input<typeof updateResumeSchema>;

/* ---------- Tailoring ---------- */

export const TAILORING_MODES = tailorModeSchema.options;

/** The tailor request with its real rules: the service receives it checked and trimmed. */
export const tailorRequestSchema = z.object({
  ...resumeAndJobFields(),
  tailoringMode: oneOf('Tailoring mode', TAILORING_MODES),
  ...jobTargetFields(),
  userId: ignoredUserId,
});
export type TailorRequest = z.input<typeof tailorRequestSchema>;
/** The tailor request as the service receives it (trimmed, mode checked, blanks as null). */
export type TailorRequestData = z.output<typeof tailorRequestSchema>;

export const tailorResponseSchema = tailorResultSchema
  .extend({
    /** The breakdown of the resume as it was sent, before tailoring. */
    originalReport: atsReportSchema,
    /** Who wrote the text: the built-in engine or a language model. */
    provider: z.string(),
  })
  .meta({ id: 'TailorResult' });
export type TailorResponse = z.infer<typeof tailorResponseSchema>;

/** Scores a resume text against a job description (the editor's live score). */
export const scoreRequestSchema = z.object({
  ...resumeAndJobFields(),
  userId: ignoredUserId,
});
export type ScoreRequest = z.input<typeof scoreRequestSchema>;

export const scoreResponseSchema = z
  .object({
    atsScore: z.number().int().min(0).max(100),
    keywordMatchScore: z.number().int().min(0).max(100),
    /** the engine's explained breakdown of the score */
    report: atsReportSchema,
  })
  .meta({ id: 'ResumeScore' });
export type ScoreResponse = z.infer<typeof scoreResponseSchema>;

/* ---------- Saved resumes ---------- */

const stringList = (label: string, maxItems: number, maxLen: number) =>
  z
    .array(nonBlank(label, maxLen), { error: `${label} must be a list` })
    .max(maxItems, { error: `${label}: at most ${maxItems} items` });

export const savedResumeSchema = z
  .object({
    ...keptTextFields(),
    /** the posting it was tailored to; without one an edited text cannot be scored again */
    jobDescription: z.string().nullable(),
    tailoringMode: z.string().nullable(),
    atsScore: z.number().int().nullable(),
    keywordMatchScore: z.number().int().nullable(),
    improvements: z.array(z.string()),
    recommendations: z.array(z.string()),
    /**
     * the score's report against the job description; null without one, or when it was kept by
     * an earlier version whose report no longer reads as today's (the editor scores it again)
     */
    report: atsReportSchema.nullable(),
    tags: z.array(z.string()),
    isFavorite: z.boolean(),
    notes: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedResume' });
export type SavedResume = z.infer<typeof savedResumeSchema>;

/**
 * A saved resume as the list shows it: everything but its job description and the score's
 * report, which only the text editor reads (from `GET /api/saved-resumes/{id}`). The report is
 * about 8 KB a resume, two thirds of a row, and the list is read on every visit.
 */
export const savedResumeListItemSchema = savedResumeSchema
  .omit({ jobDescription: true, report: true })
  .meta({ id: 'SavedResumeListItem' });
export type SavedResumeListItem = z.infer<typeof savedResumeListItemSchema>;

export const createSavedResumeSchema = z.object({
  title: nonBlank('Title', MAX_SAVED_RESUME_TITLE_CHARS).optional(),
  /** A string, or an object with rawText (older clients). */
  content: z.union([resumeText('Content'), z.object({ rawText: resumeText('Content') })], {
    error: 'Content is required',
  }),
  ...jobTargetFields(),
  /** with a job description the server computes the scores and the report itself */
  jobDescription: optionalJobDescription(),
  tailoringMode: tailorModeSchema.optional().nullable(),
  atsScore: z.number().int().min(0).max(100).optional().nullable(),
  keywordMatchScore: z.number().int().min(0).max(100).optional().nullable(),
  improvements: stringList('Improvements', 100, 1000).optional().default([]),
  recommendations: stringList('Recommendations', 100, 1000).optional().default([]),
  report: documentJson('Report').optional().nullable(),
  tags: stringList('Tags', 30, 50).optional().default([]),
  notes: optionalText('Notes', TEXT_LIMITS.notes),
  userId: ignoredUserId,
});
export type CreateSavedResumeInput = z.input<typeof createSavedResumeSchema>;

export const updateSavedResumeSchema = z
  .object({
    tags: stringList('Tags', 30, 50),
    isFavorite: z.boolean(),
    title: nonBlank('Title', 300),
    ...jobTargetFields(),
    notes: optionalText('Notes', TEXT_LIMITS.notes),
    /** new text: the server scores it again against the stored (or the new) job description */
    content: resumeText('Content'),
    /** sets (or with null removes) the job description the text is scored against */
    jobDescription: optionalJobDescription(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateSavedResumeInput = z.input<typeof updateSavedResumeSchema>;

/* ---------- Dashboard ---------- */

export const dashboardSchema = z
  .object({
    user: z.object({ name: z.string() }),
    returning: z
      .boolean()
      .meta({ description: 'The user has done something before ("Welcome back"), not a new user' }),
    stats: z.object({
      resumesCreated: z
        .number()
        .int()
        .meta({ description: 'Jobs tailored for: re-runs for one posting count once' }),
      tailoringsRun: z.number().int().meta({ description: 'Every tailoring, re-runs included' }),
      interviewsPracticed: z.number().int(),
      coverLettersGenerated: z.number().int(),
      linkedinOptimizations: z.number().int(),
      averageATSScore: z.number().int(),
    }),
    goals: z.object({
      weeklyGoal: z.number().int(),
      weeklyProgress: z.number().int(),
      monthlyGoal: z.number().int(),
      monthlyProgress: z.number().int(),
    }),
    recentActivity: z.array(
      z.object({
        type: dashboardActivityTypeSchema,
        title: z.string(),
        timestamp: z.iso.datetime(),
        score: z.number().int().optional(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
