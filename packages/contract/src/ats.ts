import { z } from 'zod';

/**
 * The ATS report and the tailoring result as the API sends them. The engine's types
 * (packages/engine/src/types.ts) are the source: apps/server/src/lib/contract-checks.ts fails the
 * typecheck when a schema here and its engine type stop being the same shape.
 */

export const skillCategorySchema = z.enum([
  'hard',
  'tool',
  'language',
  'soft',
  'certification',
  'spoken-language',
]);
export const senioritySchema = z.enum([
  'intern',
  'junior',
  'mid',
  'senior',
  'lead',
  'manager',
  'director',
  'executive',
]);
/** The tailoring modes, lightest first; TAILORING_MODES (resumes.ts) lists them for forms and messages. */
export const tailorModeSchema = z.enum(['basic', 'personalized', 'aggressive']);
export type TailoringMode = z.infer<typeof tailorModeSchema>;

const score = z.number().int().min(0).max(100);
const degreeLevel = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const atsCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean(),
  detail: z.string(),
  weight: z.number().min(0),
});

export const keywordHitSchema = z.object({
  skill: z.string(),
  category: skillCategorySchema,
  weight: z.number().min(0),
  required: z.boolean(),
  found: z.boolean(),
  partial: z.boolean(),
  jobTerm: z.string(),
  resumeTerm: z.string().optional(),
  via: z.string().optional(),
});

export const scoreComponentSchema = z.object({
  id: z.string(),
  label: z.string(),
  score,
  weight: z.number().min(0).max(1),
  detail: z.string(),
});

export const educationRequirementSchema = z.object({
  level: degreeLevel,
  levelName: z.string(),
  field: z.string(),
  required: z.boolean(),
});

export const atsReportSchema = z.object({
  atsScore: score,
  keywordMatchScore: score,
  matchScore: score,
  hygieneScore: score,
  band: z.enum(['Poor', 'Weak', 'Fair', 'Good', 'Great']),
  components: z.array(scoreComponentSchema),
  hardSkills: z.object({ found: z.array(keywordHitSchema), missing: z.array(keywordHitSchema) }),
  softSkills: z.object({ found: z.array(keywordHitSchema), missing: z.array(keywordHitSchema) }),
  keywords: z.object({ found: z.array(z.string()), missing: z.array(z.string()) }),
  jobTitle: z.object({ job: z.string(), bestResumeTitle: z.string(), score, passed: z.boolean() }),
  education: z.object({
    required: educationRequirementSchema.nullable(),
    candidateLevel: degreeLevel,
    candidateLevelName: z.string(),
    passed: z.boolean(),
  }),
  experience: z.object({
    requiredYears: z.number().nullable(),
    candidateYears: z.number().min(0),
    passed: z.boolean(),
  }),
  sections: z.object({ present: z.array(z.string()), missing: z.array(z.string()) }),
  measurableResults: z.object({
    quantified: z.number().int().min(0),
    totalBullets: z.number().int().min(0),
  }),
  length: z.object({ words: z.number().int().min(0), pages: z.number().int().min(0) }),
  checks: z.array(atsCheckSchema),
  job: z.object({ title: z.string(), seniority: senioritySchema }),
});

export const suggestedProjectSchema = z.object({
  title: z.string(),
  description: z.string(),
  relevance: z.string(),
  learningPath: z.array(z.string()),
});

export const tailoringAdviceSchema = z.object({
  recommendations: z.array(z.string()),
  suggestedProject: suggestedProjectSchema.optional(),
});

export const tailorResultSchema = z.object({
  tailoredContent: z.string(),
  atsScore: score,
  keywordMatchScore: score,
  originalAtsScore: score,
  originalKeywordMatchScore: score,
  improvements: z.array(z.string()),
  ...tailoringAdviceSchema.shape,
  /** the breakdown of the tailored text */
  report: atsReportSchema,
  /** the breakdown of the resume as it was sent, before tailoring */
  originalReport: atsReportSchema,
});

export const truthViolationSchema = z.object({
  kind: z.enum([
    'employer',
    'title',
    'degree',
    'number',
    'date',
    'skill',
    'years',
    'skill-years',
    'headline',
    'tool',
    'summary',
  ]),
  value: z.string(),
});

export const truthReportSchema = z.object({
  ok: z.boolean(),
  violations: z.array(truthViolationSchema),
});
