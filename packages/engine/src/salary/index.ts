/**
 * The salary negotiator: where the user's pay, target and offer sit on the BLS wage curve of
 * their occupation in their state, the band of that curve we expect someone at their level to
 * be paid at (title level and years, then industry and company size: seniority.ts and
 * factors.ts say how), and a negotiation script, justifications, alternative asks and tips
 * built from their own numbers and achievements, for the conversation they are in (answering
 * an offer, or asking their employer for a raise). One curve throughout: BLS's national
 * percentiles scaled to the state, never past BLS's own ceiling. Deterministic: the same input
 * always gives the same answer; nothing about the user is invented.
 */
import { marketData, figuresOf } from './figures';
import { BLS_SOURCE } from './market';
import { scriptOf } from './script';
import type { SalaryAnalysis, SalaryInput } from './types';
import { explain, notesOf, tipsOf } from './wording';

export * from './factors';
export { usd, ordinal, positionOnCurve, type CurvePosition, type CurvePoint } from './money';
export { resolveOccupation, type ResolvedOccupation } from './resolve';
export { marketFor, BLS_SOURCE, TOP_CODED_WORDS, type Market, type MarketPoint } from './market';
export { parseAchievements, type Achievement } from './achievements';
export {
  titleLevel,
  referenceFor,
  TITLE_LEVELS,
  LEVEL_BANDS,
  EXPERIENCE_BANDS,
  EXPERIENCE_SHIFTS,
  type TitleLevel,
  type SalaryReference,
  type ReferencePoint,
} from './seniority';
export { workFamily, type WorkFamily, type Conversation } from './asks';
export type { SalaryInput, SalaryPosition, SalaryAnalysis } from './types';

/**
 * Analyses a salary: the market, where the user's numbers sit on it, and the words to ask with.
 * Amounts are annual US dollars. Never throws on a title that matches nothing: it answers with
 * the figures for all occupations and a low confidence, said plainly.
 */
export function analyzeSalary(input: SalaryInput): SalaryAnalysis {
  const f = figuresOf(input);
  const { summary, justifications } = explain(f);
  const tips = tipsOf(f);
  const negotiationScript = scriptOf(f);
  const { caveats, sources } = notesOf(f);
  const {
    occupation,
    market,
    fallback,
    adjustments,
    profileFactor,
    locationAdjustment,
    conversation,
    family,
    reference,
    positions,
    suggestedTarget,
    confidence,
    confidenceReasons,
    alternativeOffers,
  } = f;
  const { alternatives, ...occ } = occupation;
  return {
    confidence,
    confidenceReasons,
    conversation,
    negotiationScript,
    justifications,
    alternativeOffers,
    tips,
    marketData: marketData(market.local),
    topCoded: market.local.filter((p) => p.topCoded).map((p) => `percentile${p.percentile}`),
    reference,
    workFamily: family,
    occupation: fallback
      ? {
          ...occ,
          note: `${occ.note} BLS publishes no wages for this occupation, so the figures are for all occupations.`,
        }
      : occ,
    alternatives,
    market: {
      ...market,
      adjustments: [locationAdjustment, ...adjustments],
      profileFactor,
      source: BLS_SOURCE,
    },
    positions,
    suggestedTarget,
    summary,
    caveats,
    sources,
  };
}
