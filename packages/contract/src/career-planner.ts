import { z } from 'zod';
import {
  TEXT_LIMITS,
  hasForbiddenChars,
  ignoredUserId,
  keptResultSchema,
  keptSummarySchema,
  rejected,
} from './common';
import {
  MAX_TOOL_INPUT_CHARS,
  SALARY_INDUSTRIES,
  dataAnswerFields,
  occupationCandidateSchema,
  occupationCodeSchema,
  optionalChoice,
  resolvedOccupationSchema,
  tooLongForTool,
  toolText,
} from './salary-negotiator';

/** The career planner (spec part 2 §2, §3 Career plan, §5). */

export const CAREER_REQUIRED_MESSAGE =
  'Required Fields Missing - Please enter your current and target roles.';
export const PLANNER_INDUSTRIES = [...SALARY_INDUSTRIES, 'education', 'marketing'] as const;
export const PLANNER_EXPERIENCE = ['entry', 'mid', 'senior', 'lead'] as const;
export const TIMEFRAMES = ['6months', '1year', '2years', '3years', '5years'] as const;
export const TIMEFRAME_LABELS: Record<(typeof TIMEFRAMES)[number], string> = {
  '6months': '6 months',
  '1year': '1 year',
  '2years': '2 years',
  '3years': '3 years',
  '5years': '5 years',
};
const MAX_SKILLS = 50;
const MAX_SKILL_CHARS = 80;

/** Skills: a list (or one comma-separated string), trimmed, blanks dropped (spec part 2 §5). */
export const skillsListSchema = z
  .union([z.array(z.string(), { error: 'Skills must be a list' }), z.string()], {
    error: 'Skills must be a list',
  })
  .optional()
  .nullable()
  .transform((v, ctx): string[] => {
    if (typeof v === 'string' && v.length > MAX_TOOL_INPUT_CHARS) {
      return tooLongForTool(ctx);
    }
    const list = typeof v === 'string' ? v.split(',') : (v ?? []);
    if (list.reduce((n, s) => n + s.length, 0) > MAX_TOOL_INPUT_CHARS) {
      return tooLongForTool(ctx);
    }
    const out = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
    if (out.length > MAX_SKILLS) {
      return rejected(ctx, `Skills: at most ${MAX_SKILLS} items`);
    }
    if (out.some((s) => s.length > MAX_SKILL_CHARS)) {
      return rejected(ctx, `Each skill must be at most ${MAX_SKILL_CHARS} characters`);
    }
    if (out.some(hasForbiddenChars)) {
      return rejected(ctx, 'Skills contain characters that are not allowed');
    }
    return out;
  });

export const careerPlanRequestSchema = z
  .object({
    currentRole: toolText('Current role', TEXT_LIMITS.title),
    targetRole: toolText('Target role', TEXT_LIMITS.title),
    industry: optionalChoice('Industry', PLANNER_INDUSTRIES),
    experience: optionalChoice('Experience', PLANNER_EXPERIENCE),
    skills: skillsListSchema,
    interests: toolText('Interests', 1000),
    timeframe: optionalChoice('Timeframe', TIMEFRAMES),
    /** O*NET-SOC codes the user picked among the matches */
    currentOccupationCode: occupationCodeSchema,
    targetOccupationCode: occupationCodeSchema,
    userId: ignoredUserId,
  })
  // both roles are required: one message for the pair, as the spec words it
  .superRefine((v, ctx) => {
    if (!v.currentRole || !v.targetRole)
      ctx.addIssue({ code: 'custom', message: CAREER_REQUIRED_MESSAGE, path: [] });
  });
export type CareerPlanInput = z.input<typeof careerPlanRequestSchema>;
export type CareerPlanData = z.output<typeof careerPlanRequestSchema> & {
  currentRole: string;
  targetRole: string;
};

/* ---------- the answer ---------- */

const stepSchema = z.object({
  phase: z.string(),
  goals: z.array(z.string()),
  actions: z.array(z.string()),
  skills: z.array(z.string()),
  milestones: z.array(z.string()),
});

const alternativePathSchema = z.object({
  code: z.string(),
  title: z.string(),
  /**
   * "related": close to the goal; "bridge": related to both the current occupation and the
   * goal; "skills": uses the user's skills (the goal matched no occupation). Absent in plans
   * stored before it.
   */
  kind: z.enum(['related', 'bridge', 'skills']).optional(),
  /** how related it is to the goal, 0..100 */
  relatedness: z.number().optional(),
  medianWage: z.number().nullable(),
  skillOverlap: z.number(),
  reason: z.string(),
});

export const careerPlanResultSchema = z
  .object({
    /** 0..100; 80 = the timeframe matches the estimated time of the move */
    pathViability: z.number().int().min(0).max(100),
    viabilityExplanation: z.string(),
    viabilityFactors: z.array(
      z.object({
        name: z.enum(['relatedness', 'skill coverage', 'wage step', 'timeframe', 'experience']),
        value: z.string(),
        detail: z.string(),
      }),
    ),
    estimatedMonths: z.number().int(),
    recommendedSteps: z.array(stepSchema),
    salaryProgression: z.object({
      current: z.number().nullable(),
      year1: z.number().nullable(),
      year2: z.number().nullable(),
      year3: z.number().nullable(),
    }),
    salaryNote: z.string(),
    skillGaps: z.array(z.string()),
    /** how the gaps were chosen and ordered (absent in plans stored before it) */
    skillGapsNote: z.string().optional(),
    transferableSkills: z.array(z.string()),
    certifications: z.array(z.string()),
    quickWins: z.array(z.string()),
    alternativePaths: z.array(alternativePathSchema),
    networkingTargets: z.array(z.string()),
    challenges: z.array(z.string()),
    currentOccupation: resolvedOccupationSchema,
    currentAlternatives: z.array(occupationCandidateSchema),
    targetOccupation: resolvedOccupationSchema,
    targetAlternatives: z.array(occupationCandidateSchema),
    ...dataAnswerFields,
  })
  .meta({ id: 'CareerPlanResult' });
export type CareerPlanResult = z.infer<typeof careerPlanResultSchema>;

export const careerPlanSchema = keptResultSchema(careerPlanResultSchema, {
  currentRole: z.string(),
  targetRole: z.string(),
  industry: z.string().nullable(),
  experience: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.string().nullable(),
  timeframe: z.string().nullable(),
  currentOccupationCode: z.string().nullable(),
  targetOccupationCode: z.string().nullable(),
}).meta({ id: 'CareerPlan' });
export type CareerPlan = z.infer<typeof careerPlanSchema>;

export const careerPlanSummarySchema = keptSummarySchema({
  currentRole: z.string(),
  targetRole: z.string(),
  timeframe: z.string().nullable(),
  pathViability: z.number().int(),
}).meta({ id: 'CareerPlanSummary' });
export type CareerPlanSummary = z.infer<typeof careerPlanSummarySchema>;
