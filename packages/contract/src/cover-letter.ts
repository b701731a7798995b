import { z } from 'zod';
import { truthReportSchema } from './ats';
import {
  TEXT_LIMITS,
  dbIdSchema,
  ignoredUserId,
  jobTargetFields,
  keptTextFields,
  nonBlank,
  optionalText,
  requiredAsWritten,
  requiredText,
  oneOf,
  formatCount,
  keptItemPatch,
} from './common';

/**
 * Cover letters: the generator (history of every letter written), its ATS analysis, the file
 * export, and the saved cover letters screen.
 */

/** A job description sent to the letter tools: at most 20,000 characters, else 413. */
export const MAX_LETTER_JOB_DESCRIPTION_CHARS = 20_000;
/** A letter's text: at most 20,000 characters, else 413. */
export const MAX_LETTER_CHARS = 20_000;

export const LETTER_JOB_DESCRIPTION_TOO_LONG_MESSAGE = `The job description is longer than ${formatCount(MAX_LETTER_JOB_DESCRIPTION_CHARS)} characters. Shorten it and try again.`;
export const LETTER_TOO_LONG_MESSAGE = `The cover letter is longer than ${formatCount(MAX_LETTER_CHARS)} characters. Shorten it and try again.`;

/** The generator's tones (spec part 2 §5). */
export const COVER_LETTER_TONES = [
  'professional',
  'enthusiastic',
  'confident',
  'creative',
  'formal',
] as const;
export const coverLetterToneSchema = oneOf('Tone', COVER_LETTER_TONES);
export type CoverLetterTone = z.infer<typeof coverLetterToneSchema>;

/** A saved letter's tone: the generator's five and the saved screen's own (spec part 1). */
export const SAVED_COVER_LETTER_TONES = [...COVER_LETTER_TONES, 'conversational', 'other'] as const;
const savedToneSchema = oneOf('Tone', SAVED_COVER_LETTER_TONES);

/** The job description with the spec's own message when it is missing or blank. */
const jobDescription = (message: string) =>
  requiredText('Job description', message, MAX_LETTER_JOB_DESCRIPTION_CHARS, {
    status: 413,
    message: LETTER_JOB_DESCRIPTION_TOO_LONG_MESSAGE,
  });

/** A letter's text as stored or edited (not trimmed: the writer's layout is kept). */
const letterText = (label: string) =>
  requiredAsWritten(label, MAX_LETTER_CHARS, LETTER_TOO_LONG_MESSAGE);

/** 'none', null or missing: no resume; otherwise the id of one of the user's own. */
const optionalResumeId = z
  .union([z.literal('none'), z.literal(''), z.null(), dbIdSchema], {
    error: 'Resume must be a resume id or none',
  })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/**
 * The resume a letter goes with, as the spec's resume choice sends it: one of the user's
 * resumes (uploaded or built), or one of their saved (tailored) resumes.
 */
const resumeChoiceFields = { resumeId: optionalResumeId, savedResumeId: optionalResumeId };

/* ---------- Generate ---------- */

export const generateCoverLetterSchema = z.object({
  ...resumeChoiceFields,
  jobDescription: jobDescription(
    'Job Description Required - Please enter a job description to generate your cover letter.',
  ),
  ...jobTargetFields(),
  tone: coverLetterToneSchema,
  userId: ignoredUserId,
});
export type GenerateCoverLetterInput = z.input<typeof generateCoverLetterSchema>;
export type GenerateCoverLetterData = z.output<typeof generateCoverLetterSchema>;

/** A sentence of the letter about the candidate, with the resume line it rests on. */
export const letterClaimSchema = z.object({
  sentence: z.string(),
  source: z.string(),
  requirements: z.array(z.string()),
});
export type LetterClaimDto = z.infer<typeof letterClaimSchema>;

/** A letter in the user's history: every letter generated is kept. */
export const coverLetterSchema = z
  .object({
    ...keptTextFields(),
    /** the posting it was written for (null for letters kept before it was stored) */
    jobDescription: z.string().nullable(),
    tone: coverLetterToneSchema,
    resumeId: z.number().int().nullable(),
    savedResumeId: z.number().int().nullable(),
    /** the title of the resume it was written from, when there was one */
    resumeTitle: z.string().nullable(),
    /** each sentence about the candidate with the resume line it rests on */
    claims: z.array(letterClaimSchema),
    /** the job's required skills the letter pairs with the candidate's own evidence */
    requirementsCovered: z.array(z.string()),
    /** who wrote it: "local" or "<provider>:<model>" */
    provider: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CoverLetter' });
export type CoverLetterDto = z.infer<typeof coverLetterSchema>;

/**
 * A letter of the history as the list shows it: without the posting, the claims and the
 * requirements it covers, which only an opened letter needs (`GET /api/cover-letters/{id}`);
 * they are most of a letter's size, and the history holds up to 200 letters.
 */
export const coverLetterListItemSchema = coverLetterSchema
  .omit({ jobDescription: true, claims: true, requirementsCovered: true })
  .extend({
    /** how many of its sentences about the candidate carry the resume line they rest on */
    claimCount: z.number().int().min(0),
  })
  .meta({ id: 'CoverLetterListItem' });
export type CoverLetterListItem = z.infer<typeof coverLetterListItemSchema>;

export const generateCoverLetterResponseSchema = coverLetterSchema
  .extend({
    /** the truthfulness check of the letter against the resume */
    truth: truthReportSchema,
    /** sentences that were dropped because they named something the resume does not hold */
    removed: z.array(z.string()),
    /** what the writer should know (a refused rewrite, a letter written without a resume) */
    notes: z.array(z.string()),
    /**
     * A plain warning when the chosen resume shows few of the posting's requirements (the
     * engine's own match score and required skills), e.g. "Your resume shows few of this
     * posting's requirements: ..."; null when the fit is not poor or no resume was chosen.
     * Optional: letters from before it existed and other providers may leave it out.
     */
    warning: z.string().nullable().optional(),
  })
  .meta({ id: 'GeneratedCoverLetter' });
export type GeneratedCoverLetter = z.infer<typeof generateCoverLetterResponseSchema>;

/* ---------- ATS analysis ---------- */

export const enhanceAtsSchema = z.object({
  coverLetterContent: requiredText(
    'Cover letter',
    'No Content to Analyze - Please generate a cover letter first.',
    MAX_LETTER_CHARS,
    { status: 413, message: LETTER_TOO_LONG_MESSAGE },
  ),
  jobDescription: jobDescription(
    'Job Description Required - Please enter the job description for accurate ATS analysis.',
  ),
  ...jobTargetFields(),
  /**
   * the resume the letter was written from (one of the user's, as generate takes it): the
   * suggestions then use what it shows instead of asking for it
   */
  ...resumeChoiceFields,
  userId: ignoredUserId,
});
export type EnhanceAtsInput = z.input<typeof enhanceAtsSchema>;
export type EnhanceAtsData = z.output<typeof enhanceAtsSchema>;

const score = z.number().int().min(0).max(100);

export const letterRecommendationSchema = z.object({
  section: z.enum(['opening', 'body', 'closing', 'overall']),
  priority: z.enum(['high', 'medium', 'low']),
  current: z.string(),
  improved: z.string(),
  reasoning: z.string(),
});

export const letterPartSchema = z.object({
  id: z.enum([
    'coverage',
    'keywords',
    'length',
    'opening',
    'closing',
    'readability',
    'specificity',
    'tone',
    'voice',
  ]),
  label: z.string(),
  score,
  weight: z.object({ ats: z.number(), relevance: z.number(), personality: z.number() }),
  detail: z.string(),
});

export const letterAnalysisSchema = z
  .object({
    atsScore: score,
    personalityScore: score,
    relevanceScore: score,
    strengthAreas: z.array(z.string()),
    improvementAreas: z.array(z.string()),
    recommendations: z.array(letterRecommendationSchema),
    /** how each score is made: the parts, their weights and what each found */
    parts: z.array(letterPartSchema),
  })
  .meta({ id: 'CoverLetterAnalysis' });
export type LetterAnalysisDto = z.infer<typeof letterAnalysisSchema>;

/* ---------- File export ---------- */

export const LETTER_EXPORT_FORMATS = ['pdf', 'docx'] as const;

export const exportCoverLetterSchema = z.object({
  content: letterText('Cover letter'),
  format: oneOf('Format', LETTER_EXPORT_FORMATS),
  /** the file's name without extension (else from the company or position) */
  title: optionalText('Title', TEXT_LIMITS.title),
  ...jobTargetFields(),
  /** the resume whose name and contact details head the letter */
  ...resumeChoiceFields,
  userId: ignoredUserId,
});
export type ExportCoverLetterInput = z.input<typeof exportCoverLetterSchema>;
export type ExportCoverLetterData = z.output<typeof exportCoverLetterSchema>;

/* ---------- Saved cover letters ---------- */

const tagList = z
  .array(nonBlank('Tag', 50), { error: 'Tags must be a list' })
  .max(30, { error: 'Tags: at most 30 items' });

export const savedCoverLetterSchema = z
  .object({
    ...keptTextFields(),
    tone: z.enum(SAVED_COVER_LETTER_TONES).nullable(),
    tags: z.array(z.string()),
    isFavorite: z.boolean(),
    /** the resume whose name and contact details head the exported letter */
    resumeId: z.number().int().nullable(),
    savedResumeId: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedCoverLetter' });
export type SavedCoverLetter = z.infer<typeof savedCoverLetterSchema>;

export const createSavedCoverLetterSchema = z.object({
  title: nonBlank('Title', TEXT_LIMITS.title).optional(),
  content: letterText('Content'),
  ...jobTargetFields(),
  tone: savedToneSchema.optional().nullable(),
  tags: tagList.optional().default([]),
  ...resumeChoiceFields,
  userId: ignoredUserId,
});
export type CreateSavedCoverLetterInput = z.input<typeof createSavedCoverLetterSchema>;
export type CreateSavedCoverLetterData = z.output<typeof createSavedCoverLetterSchema>;

export const updateSavedCoverLetterSchema = keptItemPatch({
  title: nonBlank('Title', TEXT_LIMITS.title),
  content: letterText('Content'),
  ...jobTargetFields(),
  tone: savedToneSchema.nullable(),
  tags: tagList,
  isFavorite: z.boolean({ error: 'Favorite must be true or false' }),
});
export type UpdateSavedCoverLetterInput = z.input<typeof updateSavedCoverLetterSchema>;
export type UpdateSavedCoverLetterData = z.output<typeof updateSavedCoverLetterSchema>;
