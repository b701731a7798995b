import { z } from 'zod';
import { truthReportSchema } from './ats';
import {
  TEXT_LIMITS,
  ignoredUserId,
  nonBlank,
  optionalText,
  rejected,
  requiredAsWritten,
  requiredText,
  safeText,
  formatCount,
  keptItemPatch,
} from './common';

/** The LinkedIn About optimizer and its saved drafts. */

export const MAX_ABOUT_CHARS = 10_000;
export const ABOUT_TOO_LONG_MESSAGE = `The About section is longer than ${formatCount(MAX_ABOUT_CHARS)} characters. Shorten it and try again.`;
/** LinkedIn's recommended About length, in words (spec part 2 §9). */
export const ABOUT_WORD_RANGE = { min: 150, max: 300 } as const;
/** What LinkedIn shows of an About before "see more", in characters. */
export const ABOUT_PREVIEW_CHARS = 300;

/** The industries of the optimizer (spec part 2 §2); the page's quick chips are the first 6. */
export const LINKEDIN_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'Sales',
  'Consulting',
  'Manufacturing',
  'Retail',
  'Real Estate',
  'Media',
  'Non-profit',
] as const;
export type LinkedinIndustry = (typeof LINKEDIN_INDUSTRIES)[number];

const INDUSTRY_MESSAGE = `Industry must be one of: ${LINKEDIN_INDUSTRIES.join(', ')}`;
const industryByLowerCase = new Map<string, LinkedinIndustry>(
  LINKEDIN_INDUSTRIES.map((i) => [i.toLowerCase(), i]),
);

/** One of the twelve industries (any letter case), or blank/missing for none. */
export const industrySchema = z
  .string({ error: INDUSTRY_MESSAGE })
  .trim()
  .max(TEXT_LIMITS.shortText, { error: INDUSTRY_MESSAGE })
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const industry = industryByLowerCase.get(v.toLowerCase());
    if (!industry) {
      return rejected(ctx, INDUSTRY_MESSAGE);
    }
    return industry;
  });

/** Keywords: a list (or one comma-separated string), trimmed, blanks dropped, at most 30. */
export const keywordsSchema = z
  .union(
    [
      z.array(safeText('Keyword', { max: 60 }), { error: 'Keywords must be a list' }).max(30, {
        error: 'Keywords: at most 30 items',
      }),
      safeText('Keywords', { max: 2000 }),
    ],
    { error: 'Keywords must be a list' },
  )
  .optional()
  .nullable()
  .transform((v) => {
    const list = typeof v === 'string' ? v.split(',') : (v ?? []);
    return [...new Set(list.map((k) => k.trim()).filter(Boolean))];
  })
  .refine((v) => v.length <= 30, { error: 'Keywords: at most 30 items' });

export const optimizeLinkedinSchema = z.object({
  currentAbout: requiredText(
    'About section',
    'About Section Required - Please enter your current About section to optimize.',
    MAX_ABOUT_CHARS,
    { status: 413, message: ABOUT_TOO_LONG_MESSAGE },
  ),
  targetRole: requiredText(
    'Target role',
    'Target Role Required - Please specify your target role for optimization.',
    TEXT_LIMITS.title,
  ),
  industry: industrySchema,
  keywords: keywordsSchema,
  userId: ignoredUserId,
});
export type OptimizeLinkedinInput = z.input<typeof optimizeLinkedinSchema>;
export type OptimizeLinkedinData = z.output<typeof optimizeLinkedinSchema>;

const score = z.number().int().min(0).max(100);

export const aboutScorePartSchema = z.object({
  id: z.string(),
  label: z.string(),
  score,
  weight: z.number(),
  scoreOf: z.enum(['engagement', 'recruiter']),
  detail: z.string(),
});

export const linkedinResultSchema = z
  .object({
    optimizedAbout: z.string(),
    engagementScore: score,
    recruiterAppeal: score,
    /** how the two scores are made */
    scoreParts: z.array(aboutScorePartSchema),
    /** the user's own About measured the same way */
    original: z.object({ engagementScore: score, recruiterAppeal: score, words: z.number().int() }),
    improvements: z.array(z.string()),
    keywordsUsed: z.array(z.string()),
    suggestions: z.array(z.string()),
    /** each sentence of the rewrite with the sentence of the user's About it rests on */
    claims: z.array(z.object({ sentence: z.string(), source: z.string() })),
    truth: truthReportSchema,
    /** who wrote it: "local" or "<provider>:<model>" */
    provider: z.string(),
  })
  .meta({ id: 'LinkedinResult' });
export type LinkedinResult = z.infer<typeof linkedinResultSchema>;

/* ---------- Saved drafts ---------- */

export const LINKEDIN_CONTENT_TYPES = ['linkedin_about'] as const;

const aboutText = (label: string) =>
  requiredAsWritten(label, MAX_ABOUT_CHARS, ABOUT_TOO_LONG_MESSAGE);

export const savedLinkedinSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    contentType: z.enum(LINKEDIN_CONTENT_TYPES),
    targetRole: z.string().nullable(),
    industry: z.string().nullable(),
    keywords: z.array(z.string()),
    engagementScore: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedLinkedin' });
export type SavedLinkedin = z.infer<typeof savedLinkedinSchema>;

export const createSavedLinkedinSchema = z.object({
  title: nonBlank('Title', TEXT_LIMITS.title).optional(),
  content: aboutText('Content'),
  contentType: z
    .enum(LINKEDIN_CONTENT_TYPES, { error: 'Content type must be linkedin_about' })
    .optional()
    .default('linkedin_about'),
  targetRole: optionalText('Target role', TEXT_LIMITS.title),
  industry: industrySchema,
  keywords: keywordsSchema,
  /** kept as sent only when it is the engine's score of this content; otherwise measured again */
  engagementScore: z.number().int().min(0).max(100).optional().nullable(),
  userId: ignoredUserId,
});
export type CreateSavedLinkedinInput = z.input<typeof createSavedLinkedinSchema>;
export type CreateSavedLinkedinData = z.output<typeof createSavedLinkedinSchema>;

export const updateSavedLinkedinSchema = keptItemPatch({
  title: nonBlank('Title', TEXT_LIMITS.title),
  content: aboutText('Content'),
  targetRole: optionalText('Target role', TEXT_LIMITS.title),
  industry: industrySchema,
  keywords: keywordsSchema,
});
export type UpdateSavedLinkedinInput = z.input<typeof updateSavedLinkedinSchema>;
export type UpdateSavedLinkedinData = z.output<typeof updateSavedLinkedinSchema>;
