import { z } from 'zod';
import {
  TEXT_LIMITS,
  hasForbiddenChars,
  ignoredUserId,
  keptResultSchema,
  keptSummarySchema,
  rejected,
  formatCount,
} from './common';

/** The salary negotiator (spec part 2 §2, §3 Salary result, §5). */

export const SALARY_REQUIRED_MESSAGE =
  'Required Fields Missing - Please enter your current salary and job title.';
/** Every text input of the tools: longer answers 413. */
export const MAX_TOOL_INPUT_CHARS = 5000;
export const TOOL_INPUT_TOO_LONG_MESSAGE = `An input is longer than ${formatCount(MAX_TOOL_INPUT_CHARS)} characters. Shorten it and try again.`;
/** Salaries above this are not plausible annual pay. */
export const MAX_SALARY = 10_000_000;
/** A full-time year at BLS's 2,080 hours: "$25/hour" reads as $52,000 a year. */
export const HOURS_PER_YEAR = 2080;

export const SALARY_EXPERIENCE = ['0-2', '3-5', '6-10', '11-15', '15+'] as const;
export const SALARY_INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'consulting',
  'retail',
  'manufacturing',
] as const;
export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
/** The labels the page shows for the company sizes (spec part 2 §5). */
export const COMPANY_SIZE_LABELS: Record<(typeof COMPANY_SIZES)[number], string> = {
  startup: 'Startup (1-50)',
  small: 'Small (51-200)',
  medium: 'Medium (201-1000)',
  large: 'Large (1001-5000)',
  enterprise: 'Enterprise (5000+)',
};

/** Ends a field's checks: the input is over the tools' limit (413). */
export const tooLongForTool = (ctx: z.RefinementCtx) =>
  rejected(ctx, TOOL_INPUT_TOO_LONG_MESSAGE, 413);

/**
 * An amount in US dollars as people type it: "85000", "$85,000", "85k", "1.2m", "$25/hour"
 * (an hourly rate is annualised at 2,080 hours). Null when it does not read as an amount.
 */
export function parseSalaryAmount(raw: string | number): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  let text = raw.trim().toLowerCase();
  if (!text || text.length > 60) return null;
  let hourly = false;
  text = text.replace(
    /\s*(?:\/|per|an|a)\s*(hr|hour|h)\b\.?|\s*hourly$/,
    () => ((hourly = true), ''),
  );
  text = text.replace(/\s*(?:\/|per|a)\s*(yr|year|annum)\b\.?|\s*(annually|yearly)$/, '');
  text = text
    .replace(/^usd\s*|\s*usd$/, '')
    .replace(/^\$\s*/, '')
    .replace(/^-\s*\$/, '-');
  const m = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|m)?$/.exec(text);
  if (!m) return null;
  let n = Number(`${m[1]}${m[2]!.replace(/,/g, '')}${m[3] ?? ''}`);
  if (m[4] === 'k') n *= 1000;
  if (m[4] === 'm') n *= 1_000_000;
  if (hourly) n *= HOURS_PER_YEAR;
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** A salary field: a string or a number; blank is null when optional. */
function salaryField(label: string, required: boolean) {
  return z
    .union([z.string(), z.number()], {
      error: required ? SALARY_REQUIRED_MESSAGE : `${label} must be an amount in US dollars`,
    })
    .optional()
    .nullable()
    .transform((v, ctx): number | null => {
      const blank = v === undefined || v === null || (typeof v === 'string' && !v.trim());
      if (blank) {
        if (required) ctx.addIssue({ code: 'custom', message: SALARY_REQUIRED_MESSAGE });
        return null;
      }
      if (typeof v === 'string' && v.length > MAX_TOOL_INPUT_CHARS) {
        return tooLongForTool(ctx);
      }
      const n = parseSalaryAmount(v);
      if (n === null) {
        return rejected(
          ctx,
          `${label} must be an amount in US dollars, such as 85000, $85,000 or 85k`,
        );
      }
      if (n < 0) {
        return rejected(ctx, `${label} cannot be negative`);
      }
      if (required && n === 0) {
        return rejected(ctx, `${label} must be more than $0`);
      }
      if (n > MAX_SALARY) {
        return rejected(ctx, `${label} must be at most $${formatCount(MAX_SALARY)} a year`);
      }
      return n;
    });
}

/**
 * A tool's free-text input: trimmed, no NUL or lone surrogates, over 5,000 characters 413,
 * over `max` 400; blank is null (or the `required` message).
 */
export function toolText(label: string, max: number, required?: string) {
  return z
    .string({ error: required ?? `${label} must be text` })
    .optional()
    .nullable()
    .transform((v, ctx): string | null => {
      const t = (v ?? '').trim();
      if (!t) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return null;
      }
      if (t.length > MAX_TOOL_INPUT_CHARS) {
        return tooLongForTool(ctx);
      }
      if (t.length > max) {
        return rejected(ctx, `${label} must be at most ${formatCount(max)} characters`);
      }
      if (hasForbiddenChars(t)) {
        return rejected(ctx, `${label} contains characters that are not allowed`);
      }
      return t;
    });
}

/** One of the values (blank or missing = none); anything else 400 naming the allowed values. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  const message = `${label} must be one of: ${values.join(', ')}`;
  return z
    .union([z.literal(''), z.enum(values)], { error: message })
    .optional()
    .nullable()
    .transform((v): T[number] | null => (v ? v : null));
}

/** An O*NET-SOC code the user picked among the matches ("29-1141.00" or "29-1141"). */
export const occupationCodeSchema = z
  .string({ error: 'Occupation code must be an O*NET-SOC code such as 29-1141.00' })
  .trim()
  .regex(/^\d{2}-\d{4}(?:\.\d{2})?$/, {
    error: 'Occupation code must be an O*NET-SOC code such as 29-1141.00',
  })
  .optional()
  .nullable()
  .transform((v) => v || null);

export const salaryAnalyzeSchema = z.object({
  currentSalary: salaryField('Current salary', true),
  targetSalary: salaryField('Target salary', false),
  /** an offer on the table, if any (shown on the Market Insights band) */
  offerSalary: salaryField('Offer', false),
  jobTitle: toolText('Job title', TEXT_LIMITS.title, SALARY_REQUIRED_MESSAGE),
  location: toolText('Location', TEXT_LIMITS.shortText),
  experience: optionalChoice('Experience', SALARY_EXPERIENCE),
  industry: optionalChoice('Industry', SALARY_INDUSTRIES),
  companySize: optionalChoice('Company size', COMPANY_SIZES),
  achievements: toolText('Achievements', MAX_TOOL_INPUT_CHARS),
  occupationCode: occupationCodeSchema,
  userId: ignoredUserId,
});
export type SalaryAnalyzeInput = z.input<typeof salaryAnalyzeSchema>;
export type SalaryAnalyzeData = z.output<typeof salaryAnalyzeSchema> & {
  currentSalary: number;
  jobTitle: string;
};

/* ---------- the answer ---------- */

export const occupationCandidateSchema = z.object({
  code: z.string(),
  title: z.string(),
  confidence: z.number(),
});

/** How an answer from public wage and occupation data ends: its sources and its writer. */
export const dataAnswerFields = {
  sources: z.array(z.string()),
  /** who wrote the words: "local" or "<provider>:<model>"; the numbers are always the data's */
  provider: z.string(),
};

export const resolvedOccupationSchema = occupationCandidateSchema
  .extend({
    method: z.enum(['exact', 'normalized', 'fuzzy', 'chosen', 'none']),
    note: z.string(),
  })
  .meta({ id: 'MatchedOccupation' });

const marketPointSchema = z.object({
  percentile: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(75), z.literal(90)]),
  amount: z.number().nullable(),
  topCoded: z.boolean(),
});

const adjustmentSchema = z.object({
  name: z.enum(['location', 'experience', 'industry', 'company size']),
  value: z.string(),
  factor: z.number(),
  reason: z.string(),
});

export const salaryPositionSchema = z.object({
  kind: z.enum(['current', 'target', 'offer']),
  amount: z.number(),
  percentile: z.number().nullable(),
  zone: z.enum(['below-10th', 'within', 'above-90th', 'far-above-90th', 'top-coded']),
  words: z.string(),
  sentence: z.string(),
  /** against the band expected for the user's level (absent in analyses stored before it) */
  versusExpected: z.enum(['below', 'within', 'above']).nullable().optional(),
});

const referencePointSchema = z.object({
  /** where the amount sits on the curve, 10..90 */
  percentile: z.number(),
  amount: z.number(),
  /** at BLS's ceiling: shown as "above $239,200 (BLS does not publish higher)" */
  topCoded: z.boolean(),
  /** interpolated towards a top-coded point: the real figure is at least this */
  atLeast: z.boolean(),
  /** past the curve's 90th percentile */
  above90: z.boolean(),
});

/** The band of the curve expected for the user's title level and years (our estimate). */
export const salaryReferenceSchema = z
  .object({
    level: z
      .enum(['junior', 'mid', 'senior', 'lead', 'staff', 'principal', 'manager', 'director'])
      .nullable(),
    levelWord: z.string().nullable(),
    experience: z.enum(SALARY_EXPERIENCE).nullable(),
    band: z.object({ low: z.number(), high: z.number() }),
    /** industry x company size, applied to the pay at both ends of the band */
    factor: z.number(),
    low: referencePointSchema,
    high: referencePointSchema,
    words: z.string(),
    explanation: z.string(),
  })
  .meta({ id: 'SalaryReference' });

export const SALARY_CONVERSATIONS = ['offer', 'raise'] as const;
export const WORK_FAMILIES = [
  'site-management',
  'clinical',
  'trades',
  'hospitality',
  'protective',
  'education',
  'sales',
  'office',
] as const;

export const salaryResultSchema = z
  .object({
    /** 0..100: how good the title match and the data are */
    confidence: z.number().int().min(0).max(100),
    confidenceReasons: z.array(z.string()),
    /** the talk the script is for: answering an offer (one was given) or asking for a raise */
    conversation: z.enum(SALARY_CONVERSATIONS).optional(),
    negotiationScript: z.string(),
    justifications: z.array(z.string()),
    alternativeOffers: z.array(z.string()),
    tips: z.array(z.string()),
    /**
     * annual USD: the one curve every figure uses, BLS percentiles scaled to the state (national
     * without one); a figure at BLS's ceiling is listed in topCoded
     */
    marketData: z.object({
      percentile10: z.number().nullable(),
      percentile25: z.number().nullable(),
      percentile50: z.number().nullable(),
      percentile75: z.number().nullable(),
      percentile90: z.number().nullable(),
    }),
    /** marketData keys at BLS's ceiling: above $239,200, BLS does not publish higher */
    topCoded: z.array(z.string()),
    /** the band expected for the user's level (absent in analyses stored before it) */
    reference: salaryReferenceSchema.nullable().optional(),
    /** the kind of work, which decides the non-salary asks */
    workFamily: z.enum(WORK_FAMILIES).optional(),
    occupation: resolvedOccupationSchema,
    alternatives: z.array(occupationCandidateSchema),
    market: z.object({
      blsCode: z.string(),
      blsTitle: z.string(),
      level: z.enum(['detailed', 'broad', 'minor', 'major']),
      basis: z.enum(['annual', 'hourly']),
      employment: z.number().nullable(),
      national: z.array(marketPointSchema),
      local: z.array(marketPointSchema),
      area: z.string(),
      stateAbbreviation: z.string().nullable(),
      stateFactor: z.number(),
      stateBasis: z.enum(['occupation', 'major group', 'all occupations']).nullable(),
      /** the country outside the US the location names: the figures are US figures, not its pay */
      country: z.string().nullable().optional(),
      notes: z.array(z.string()),
      adjustments: z.array(adjustmentSchema),
      profileFactor: z.number(),
      source: z.string(),
    }),
    positions: z.array(salaryPositionSchema),
    suggestedTarget: z.number(),
    summary: z.string(),
    caveats: z.array(z.string()),
    ...dataAnswerFields,
  })
  .meta({ id: 'SalaryResult' });
export type SalaryResult = z.infer<typeof salaryResultSchema>;

/** The stored analysis: the answer with its id, so it can be revisited. */
export const salaryAnalysisSchema = keptResultSchema(salaryResultSchema, {
  currentSalary: z.number(),
  targetSalary: z.number().nullable(),
  offerSalary: z.number().nullable(),
  jobTitle: z.string(),
  location: z.string().nullable(),
  experience: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  achievements: z.string().nullable(),
  occupationCode: z.string().nullable(),
}).meta({ id: 'SalaryAnalysis' });
export type SalaryAnalysis = z.infer<typeof salaryAnalysisSchema>;

export const salaryAnalysisSummarySchema = keptSummarySchema({
  jobTitle: z.string(),
  location: z.string().nullable(),
  occupationTitle: z.string(),
  currentSalary: z.number(),
  targetSalary: z.number().nullable(),
  confidence: z.number().int(),
}).meta({ id: 'SalaryAnalysisSummary' });
export type SalaryAnalysisSummary = z.infer<typeof salaryAnalysisSummarySchema>;
