import { z } from 'zod';
import { atsReportSchema, tailorModeSchema, tailorResultSchema } from './ats';
import { dashboardActivityTypeSchema } from './activity';
import { ignoredUserId } from './common';

export {
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_RESUME_CHARS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
} from './constants';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/* ---------- Resumes ---------- */

export const resumeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    originalContent: z.string().nullable(),
    document: z.record(z.string(), z.unknown()).nullable(),
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
  title: z.string().trim().max(200).optional().default('Untitled Resume'),
  content: z.union([z.string(), z.record(z.string(), z.unknown())], {
    error: 'Content is required',
  }),
  originalContent: z.string().optional().nullable(),
  isTemplate: z.boolean().optional().default(false),
  userId: ignoredUserId,
});
export type CreateResumeInput = z.input<typeof createResumeSchema>;

export const uploadResumeSchema = z.object({
  fileData: z.string({ error: 'File data is required' }).min(1, { error: 'File data is required' }),
  fileName: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, { error: 'File name is required' })
    .max(255),
  fileType: z.string().max(255).optional().nullable(),
  userId: ignoredUserId,
});
export type UploadResumeInput = z.input<typeof uploadResumeSchema>;

export const uploadResumeResponseSchema = z.object({
  resume: resumeSchema,
  extractedText: z.string(),
});
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;

/* ---------- Tailoring ---------- */

export const tailorRequestSchema = z.object({
  resumeContent: z.string({ error: 'Resume content is required' }),
  jobDescription: z.string({ error: 'Job description is required' }),
  tailoringMode: z.string({ error: 'Tailoring mode is required' }),
  companyName: optionalText(200),
  jobTitle: optionalText(200),
  userId: ignoredUserId,
});
export type TailorRequest = z.input<typeof tailorRequestSchema>;

export const tailorResponseSchema = tailorResultSchema
  .extend({
    /** The breakdown of the resume as it was sent, before tailoring. */
    originalReport: atsReportSchema,
    /** Who wrote the text: the built-in engine or a language model. */
    provider: z.string(),
  })
  .meta({ id: 'TailorResult' });
export type TailorResponse = z.infer<typeof tailorResponseSchema>;

export const TAILORING_MODES = tailorModeSchema.options;

/* ---------- Saved resumes ---------- */

const stringList = (maxItems: number, maxLen: number) =>
  z.array(z.string().trim().min(1).max(maxLen)).max(maxItems);

export const savedResumeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    companyName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    tailoringMode: z.string().nullable(),
    atsScore: z.number().int().nullable(),
    keywordMatchScore: z.number().int().nullable(),
    improvements: z.array(z.string()),
    recommendations: z.array(z.string()),
    report: z.record(z.string(), z.unknown()).nullable(),
    tags: z.array(z.string()),
    isFavorite: z.boolean(),
    notes: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedResume' });
export type SavedResume = z.infer<typeof savedResumeSchema>;

export const createSavedResumeSchema = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }).max(300).optional(),
  /** A string, or an object with rawText (older clients). */
  content: z.union([z.string(), z.object({ rawText: z.string() }).loose()], {
    error: 'Content is required',
  }),
  companyName: optionalText(200),
  jobTitle: optionalText(200),
  tailoringMode: tailorModeSchema.optional().nullable(),
  atsScore: z.number().int().min(0).max(100).optional().nullable(),
  keywordMatchScore: z.number().int().min(0).max(100).optional().nullable(),
  improvements: stringList(100, 1000).optional().default([]),
  recommendations: stringList(100, 1000).optional().default([]),
  report: z.record(z.string(), z.unknown()).optional().nullable(),
  tags: stringList(30, 50).optional().default([]),
  notes: optionalText(5000),
  userId: ignoredUserId,
});
export type CreateSavedResumeInput = z.input<typeof createSavedResumeSchema>;

export const updateSavedResumeSchema = z
  .object({
    tags: stringList(30, 50),
    isFavorite: z.boolean(),
    title: z.string().trim().min(1, { error: 'Title is required' }).max(300),
    companyName: optionalText(200),
    jobTitle: optionalText(200),
    notes: optionalText(5000),
    content: z.string(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateSavedResumeInput = z.input<typeof updateSavedResumeSchema>;

/* ---------- Dashboard ---------- */

export const dashboardSchema = z
  .object({
    user: z.object({ name: z.string() }),
    stats: z.object({
      resumesCreated: z.number().int(),
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
