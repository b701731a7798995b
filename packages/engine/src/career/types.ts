/** The career planner's inputs, outputs and fixed choices. */
import type { ResolvedOccupation } from '../salary/resolve';
import { SALARY_INDUSTRIES } from '../salary/factors';

export const PLANNER_INDUSTRIES = [...SALARY_INDUSTRIES, 'education', 'marketing'] as const;
export const PLANNER_EXPERIENCE = ['entry', 'mid', 'senior', 'lead'] as const;
export const TIMEFRAMES = ['6months', '1year', '2years', '3years', '5years'] as const;
export type PlannerIndustry = (typeof PLANNER_INDUSTRIES)[number];
export type PlannerExperience = (typeof PLANNER_EXPERIENCE)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];

export const TIMEFRAME_MONTHS: Record<Timeframe, number> = {
  '6months': 6,
  '1year': 12,
  '2years': 24,
  '3years': 36,
  '5years': 60,
};
export const TIMEFRAME_WORDS: Record<Timeframe, string> = {
  '6months': '6 months',
  '1year': '1 year',
  '2years': '2 years',
  '3years': '3 years',
  '5years': '5 years',
};

export interface CareerInput {
  currentRole: string;
  targetRole: string;
  industry?: PlannerIndustry | null;
  experience?: PlannerExperience | null;
  skills?: readonly string[];
  interests?: string | null;
  timeframe?: Timeframe | null;
  /** O*NET-SOC codes the user picked instead of the matcher's guesses */
  currentOccupationCode?: string | null;
  targetOccupationCode?: string | null;
}

export interface CareerStep {
  phase: string;
  goals: string[];
  actions: string[];
  skills: string[];
  milestones: string[];
}

export interface AlternativePath {
  code: string;
  title: string;
  /**
   * "related": close to the goal; "bridge": related to both the current occupation and the
   * goal; "skills": uses the user's skills (when the goal matched no occupation)
   */
  kind: 'related' | 'bridge' | 'skills';
  /** how related it is to the goal, 0..100 (0 when the goal matched no occupation) */
  relatedness: number;
  /** BLS national median, annual USD (null when BLS publishes none) */
  medianWage: number | null;
  /** share of the user's listed skills the occupation uses, 0..100 */
  skillOverlap: number;
  reason: string;
}

export interface ViabilityFactor {
  name: 'relatedness' | 'skill coverage' | 'wage step' | 'timeframe' | 'experience';
  value: string;
  detail: string;
}

export interface CareerPlan {
  /** 0..100: 80 means the timeframe matches our estimate of the time the move takes */
  pathViability: number;
  viabilityExplanation: string;
  viabilityFactors: ViabilityFactor[];
  /** our estimate of the months the move takes */
  estimatedMonths: number;
  recommendedSteps: CareerStep[];
  /** annual USD from BLS medians; null when BLS publishes no figure */
  salaryProgression: {
    current: number | null;
    year1: number | null;
    year2: number | null;
    year3: number | null;
  };
  salaryNote: string;
  skillGaps: string[];
  /** how the skill gaps were chosen and ordered */
  skillGapsNote: string;
  /** the user's own skills the target uses */
  transferableSkills: string[];
  certifications: string[];
  quickWins: string[];
  alternativePaths: AlternativePath[];
  networkingTargets: string[];
  challenges: string[];
  currentOccupation: Omit<ResolvedOccupation, 'alternatives'>;
  currentAlternatives: ResolvedOccupation['alternatives'];
  targetOccupation: Omit<ResolvedOccupation, 'alternatives'>;
  targetAlternatives: ResolvedOccupation['alternatives'];
  sources: string[];
}
