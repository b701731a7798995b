/**
 * The adjustments the negotiator applies on top of the BLS figures, with their reasoning.
 *
 * BLS OEWS publishes percentiles per occupation across all employers and all experience
 * levels; it has no cut by years of experience or company size, and industry cuts only in
 * national files we do not ship. So the BLS curve (scaled to the state) is shown as it is, and
 * the person's profile moves the point on it we expect their pay at (seniority.ts):
 *
 * - Title level and experience choose the band of percentiles (seniority.ts says how).
 * - Industry. The same occupation pays more in finance and technology firms and less in retail
 *   in the OEWS industry tables (e.g. accountants, software developers, customer service
 *   representatives each earn more in finance and information than in retail trade). We apply
 *   a few percent either way; healthcare and manufacturing sit near the all-industry figure.
 * - Company size. Larger employers pay more for the same job (the employer-size wage premium,
 *   Brown and Medoff 1989; Oi and Idson 1999): roughly 5-10% between small and very large firms.
 *   Startups often pay less in base salary and make it up in equity, so they sit slightly below.
 *
 * Industry and size multiply the pay at both ends of the expected band (never the BLS figures
 * themselves); their product is capped to 0.8-1.25 so that no combination moves the band more
 * than the evidence behind it allows. These factors are our estimates and the answer says so.
 */

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

export type SalaryExperience = (typeof SALARY_EXPERIENCE)[number];
export type SalaryIndustry = (typeof SALARY_INDUSTRIES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  startup: 'startup (1-50)',
  small: 'small (51-200)',
  medium: 'medium (201-1000)',
  large: 'large (1001-5000)',
  enterprise: 'enterprise (5000+)',
};

/**
 * The experience multipliers of earlier versions, kept for callers of the package: the
 * negotiator no longer multiplies wages by experience; years move the expected percentile
 * band instead (seniority.ts, EXPERIENCE_BANDS and EXPERIENCE_SHIFTS).
 */
export const EXPERIENCE_FACTORS: Record<SalaryExperience, number> = {
  '0-2': 0.88,
  '3-5': 0.94,
  '6-10': 1.0,
  '11-15': 1.06,
  '15+': 1.12,
};

export const INDUSTRY_FACTORS: Record<SalaryIndustry, number> = {
  technology: 1.05,
  finance: 1.06,
  healthcare: 1.0,
  consulting: 1.04,
  retail: 0.93,
  manufacturing: 0.99,
};

export const COMPANY_SIZE_FACTORS: Record<CompanySize, number> = {
  startup: 0.96,
  small: 0.97,
  medium: 1.0,
  large: 1.03,
  enterprise: 1.06,
};

export const FACTOR_BOUNDS = { min: 0.8, max: 1.25 } as const;

export interface Adjustment {
  name: 'location' | 'experience' | 'industry' | 'company size';
  /** what the user chose ("Texas", "6-10 years", "technology") */
  value: string;
  factor: number;
  /** where the factor comes from, in the user's terms */
  reason: string;
}

const REASONS = {
  industry:
    'Our estimate: the same occupation pays a few percent more in finance and technology and less in retail in the BLS industry tables. Applied to the pay expected for your level, not to the BLS figures.',
  'company size':
    'Our estimate: larger employers pay more for the same job (the employer-size wage premium); startups pay a little less in base salary. Applied to the pay expected for your level, not to the BLS figures.',
} as const;

/** The industry and company-size adjustments the user's choices imply (experience moves the percentile band instead: seniority.ts). */
export function profileAdjustments(input: {
  industry?: SalaryIndustry | null;
  companySize?: CompanySize | null;
}): Adjustment[] {
  const out: Adjustment[] = [];
  if (input.industry)
    out.push({
      name: 'industry',
      value: input.industry,
      factor: INDUSTRY_FACTORS[input.industry],
      reason: REASONS.industry,
    });
  if (input.companySize)
    out.push({
      name: 'company size',
      value: COMPANY_SIZE_LABELS[input.companySize],
      factor: COMPANY_SIZE_FACTORS[input.companySize],
      reason: REASONS['company size'],
    });
  return out;
}

/** The product of the factors, within FACTOR_BOUNDS, to three decimals. */
export function combinedFactor(adjustments: readonly Adjustment[]): number {
  const raw = adjustments.reduce((f, a) => f * a.factor, 1);
  const capped = Math.min(FACTOR_BOUNDS.max, Math.max(FACTOR_BOUNDS.min, raw));
  return Math.round(capped * 1000) / 1000;
}
