/** The salary negotiator's input and answer. */
import { type Conversation, type WorkFamily } from './asks';
import {
  type Adjustment,
  type CompanySize,
  type SalaryExperience,
  type SalaryIndustry,
} from './factors';
import { type Market } from './market';
import { type CurveZone } from './money';
import { type ResolvedOccupation } from './resolve';
import { type SalaryReference } from './seniority';

export interface SalaryInput {
  /** annual US dollars */
  currentSalary: number;
  targetSalary?: number | null;
  /** an offer on the table, if any: then the conversation is answering it, else asking for a raise */
  offerSalary?: number | null;
  jobTitle: string;
  location?: string | null;
  experience?: SalaryExperience | null;
  industry?: SalaryIndustry | null;
  companySize?: CompanySize | null;
  achievements?: string | null;
  /** an O*NET-SOC code the user picked instead of the matcher's guess */
  occupationCode?: string | null;
}

export interface SalaryPosition {
  kind: 'current' | 'target' | 'offer';
  amount: number;
  /** 1..99, null when it cannot be placed (past a top-coded figure) */
  percentile: number | null;
  zone: CurveZone;
  /** "the 38th percentile", "below the 10th percentile" */
  words: string;
  /** "Your offer of $80,000 is at the 38th percentile for Registered Nurses in Texas." */
  sentence: string;
  /** where the amount sits against the band expected for the user's level */
  versusExpected: 'below' | 'within' | 'above' | null;
}

export interface SalaryAnalysis {
  /** 0..100: how sure the title match is and how good the data behind it are */
  confidence: number;
  confidenceReasons: string[];
  /** the talk the script is for: answering an offer (one was given) or asking for a raise */
  conversation: Conversation;
  negotiationScript: string;
  justifications: string[];
  alternativeOffers: string[];
  tips: string[];
  /**
   * the one curve every figure uses: BLS percentiles for the occupation, scaled to the state
   * when one is given (national otherwise); a figure at BLS's ceiling is in `topCoded`
   */
  marketData: {
    percentile10: number | null;
    percentile25: number | null;
    percentile50: number | null;
    percentile75: number | null;
    percentile90: number | null;
  };
  /** the marketData keys that are top-coded: above $239,200, BLS does not publish higher */
  topCoded: string[];
  /** the band of the curve expected for the user's title level and years (our estimate) */
  reference: SalaryReference | null;
  /** the kind of work, which decides the non-salary asks */
  workFamily: WorkFamily;
  occupation: Omit<ResolvedOccupation, 'alternatives'>;
  alternatives: ResolvedOccupation['alternatives'];
  market: Market & {
    adjustments: Adjustment[];
    /** industry x company size, capped: applied to the expected band, never to the curve */
    profileFactor: number;
    source: string;
  };
  positions: SalaryPosition[];
  /** a target the figures support, when the user gave none (or as a second opinion) */
  suggestedTarget: number;
  summary: string;
  caveats: string[];
  /** where each number comes from */
  sources: string[];
}
