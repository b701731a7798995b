/**
 * The numbers of a salary analysis: the occupation and its market, where the user's amounts sit,
 * the band expected for their level, the ask and the asks beside it. The wording (summary, tips,
 * script) is written from these in wording.ts and script.ts.
 */
import { parseAchievements } from './achievements';
import { askOf, roundThousand } from './ask';
import { alternativeAsks, workFamily, type Conversation, type WorkFamily } from './asks';
import { combinedFactor, profileAdjustments, type Adjustment } from './factors';
import {
  BLS_TOP_ANNUAL,
  at,
  curveOf,
  describePoint,
  marketFor,
  type Market,
  type MarketPoint,
} from './market';
import { plainAmount, positionOnCurve, usd, type CurvePoint } from './money';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from './resolve';
import { referenceAmount, referenceFor, titleLevel, type SalaryReference } from './seniority';
import type { SalaryAnalysis, SalaryInput, SalaryPosition } from './types';

const KIND_LABEL: Record<SalaryPosition['kind'], string> = {
  current: 'Your current salary',
  target: 'Your target',
  offer: 'The offer',
};

/** The market data keys in the contract's names. */
export function marketData(points: MarketPoint[]): SalaryAnalysis['marketData'] {
  const v = (p: 10 | 25 | 50 | 75 | 90) => at(points, p)?.amount ?? null;
  return {
    percentile10: v(10),
    percentile25: v(25),
    percentile50: v(50),
    percentile75: v(75),
    percentile90: v(90),
  };
}

/** The national market for "All Occupations" when the occupation has no wage row (military). */
function marketOrAll(
  code: string,
  location: string | null | undefined,
): { market: Market; fallback: boolean } {
  const own = marketFor(code, location);
  if (own) return { market: own, fallback: false };
  return { market: marketFor(ALL_OCCUPATIONS.code, location)!, fallback: true };
}

function confidenceOf(
  occupation: ResolvedOccupation,
  market: Market,
  fallback: boolean,
): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  const match = occupation.method === 'none' || fallback ? 0.1 : occupation.confidence;
  reasons.push(
    occupation.method === 'chosen'
      ? 'You chose the occupation, so the match is certain.'
      : occupation.method === 'none'
        ? 'The title matched no occupation: the figures are for all occupations.'
        : // the matcher's method ("exact") is no word for a user: beside 55% it read as a contradiction
          `Title match: ${Math.round(occupation.confidence * 100)}%; if the occupation is wrong, pick yours in the list.`,
  );
  let quality = 1;
  const levelQuality = { detailed: 1, broad: 0.9, minor: 0.8, major: 0.7 } as const;
  quality *= levelQuality[market.level];
  if (market.level !== 'detailed')
    reasons.push('Wages come from a group wider than the occupation.');
  if (market.stateBasis === 'major group' || market.stateBasis === 'all occupations') {
    quality *= 0.9;
    reasons.push("The location adjustment uses a wider group's state ratio.");
  } else if (!market.stateAbbreviation) {
    quality *= 0.92;
    if (!market.country) reasons.push('No US state recognised: national figures.');
  }
  const missing = market.national.filter((p) => p.amount === null).length;
  if (missing) {
    quality *= 1 - 0.1 * missing;
    reasons.push(`${missing} percentile${missing === 1 ? '' : 's'} not published by BLS.`);
  }
  if (market.local.some((p) => p.topCoded)) {
    quality *= 0.92;
    reasons.push('Some figures are top-coded by BLS (only a lower bound is known).');
  }
  if (market.basis === 'hourly') {
    quality *= 0.92;
    reasons.push('BLS publishes only hourly wages for this occupation.');
  }
  let score = Math.round(100 * Math.max(0, Math.min(1, 0.6 * match + 0.4 * quality)));
  if (market.country) {
    // a sure title match says nothing about pay in another country
    score = Math.min(score, ABROAD_CONFIDENCE);
    reasons.push(
      `Your location is in ${market.country}: these are US wages, so they can only be a distant reference there.`,
    );
  }
  return { score, reasons };
}

/** The highest confidence figures for another country's market can have: they are US figures. */
const ABROAD_CONFIDENCE = 25;

/** Below, within or above the expected band (a top-coded top end has no "above"). */
function versus(amount: number, ref: SalaryReference | null): SalaryPosition['versusExpected'] {
  if (!ref) return null;
  if (ref.low.topCoded) return amount < BLS_TOP_ANNUAL ? 'below' : 'within';
  if (amount < ref.low.amount) return 'below';
  if (!ref.high.topCoded && amount > ref.high.amount) return 'above';
  return 'within';
}

/** "at the 38th percentile", "below the 10th percentile", "at or above the 75th percentile ...". */
export function offerWords(p: SalaryPosition): string {
  return p.zone === 'within' && p.percentile !== null && !p.words.startsWith('at ')
    ? `at ${p.words}`
    : p.words;
}

/** The location line of the adjustments: the state's wage level, or national figures. */
function locationAdjustmentOf(market: Market): Adjustment {
  return {
    name: 'location',
    value: market.stateAbbreviation
      ? market.area
      : market.country
        ? `US national (${market.country} is outside our data)`
        : 'national (no state given)',
    factor: market.stateFactor,
    reason: market.stateAbbreviation
      ? `BLS: the ${market.stateBasis === 'occupation' ? "occupation's" : market.stateBasis === 'major group' ? "major group's" : 'all-occupations'} mean wage in ${market.area} divided by its national mean.`
      : 'No state recognised: national figures.',
  };
}

/** Whom and where the figures are for, said at the precision of the data: a state, never a city. */
function audienceOf(market: Market, occupation: ResolvedOccupation, fallback: boolean) {
  const occName = fallback
    ? ALL_OCCUPATIONS.title
    : market.level === 'detailed'
      ? occupation.title
      : market.blsTitle;
  const abroad = market.country;
  const where = market.stateAbbreviation
    ? `in ${market.area}`
    : abroad
      ? 'in the US'
      : 'nationally';
  return { occName, abroad, where, forWhom: `for ${occName} ${where}` };
}

/**
 * The band of the curve expected for the user's level. It is a US band: abroad it would place
 * the person on a market that is not theirs, so there is none.
 */
function expectedBandOf(
  input: SalaryInput,
  title: string,
  occupation: ResolvedOccupation,
  market: Market,
  fallback: boolean,
  profile: { adjustments: Adjustment[]; factor: number },
) {
  const level = titleLevel(
    title,
    fallback ? { code: ALL_OCCUPATIONS.code, title: ALL_OCCUPATIONS.title } : occupation,
  );
  const { adjustments } = profile;
  const factorWords = adjustments.length
    ? `your ${adjustments.map((a) => `${a.name} (${a.value}, x${a.factor.toFixed(2)})`).join(' and ')}`
    : null;
  const reference = market.country
    ? null
    : referenceFor({
        curve: market.local,
        level,
        experience: input.experience,
        factor: profile.factor,
        factorWords,
        cap: BLS_TOP_ANNUAL,
      });
  const low = reference && referenceAmount(reference.low, BLS_TOP_ANNUAL);
  const high = reference && referenceAmount(reference.high, BLS_TOP_ANNUAL);
  // "$184,150 to $210,770" and, for a sentence, "between $184,150 and $210,770"
  const expectedRange = reference ? (reference.low.topCoded ? low : `${low} to ${high}`) : null;
  const expectedBetween = reference
    ? reference.low.topCoded
      ? low
      : `between ${low} and ${high}`
    : null;
  return { level, factorWords, reference, expectedRange, expectedBetween };
}

/** Where each of the user's amounts sits on the curve, with its sentence. */
function positionsOf(
  amounts: Array<[SalaryPosition['kind'], number | null | undefined]>,
  curve: CurvePoint[],
  reference: SalaryReference | null,
  audience: { abroad: string | null | undefined; forWhom: string },
  yours: (amount: number) => string,
): SalaryPosition[] {
  const positions: SalaryPosition[] = [];
  for (const [kind, amount] of amounts) {
    if (amount === null || amount === undefined || !Number.isFinite(amount)) continue;
    const pos = positionOnCurve(amount, curve);
    const p: SalaryPosition = {
      kind,
      amount,
      percentile: pos.percentile,
      zone: pos.zone,
      words: pos.words,
      sentence: '',
      versusExpected: versus(amount, reference),
    };
    // abroad the amount is in the user's currency, which we do not know: placed on the US curve
    // only as a comparison, if it is in US dollars
    p.sentence = audience.abroad
      ? `${KIND_LABEL[kind]} of ${yours(amount)} would be ${offerWords(p)} ${audience.forWhom}, if it is in US dollars.`
      : `${KIND_LABEL[kind]} of ${usd(amount)} is ${offerWords(p)} ${audience.forWhom}.`;
    positions.push(p);
  }
  return positions;
}

/** The market's upper percentiles and how the median is described. */
function marketPointsOf(market: Market) {
  const p90 = at(market.local, 90);
  return {
    p25: at(market.local, 25),
    p50: at(market.local, 50),
    p75: at(market.local, 75),
    p90,
    p90Words: p90?.topCoded
      ? `itself above ${usd(BLS_TOP_ANNUAL)}, where BLS stops publishing`
      : describePoint(p90),
    medianIs: market.stateAbbreviation
      ? `BLS's national median scaled to ${market.area}'s wage level`
      : 'BLS national median',
  };
}

/** Alternative asks: what to ask for when base pay is capped. */
function alternativesOf(
  input: SalaryInput,
  ask: { conversation: Conversation; family: WorkFamily; ask: number; base: number },
  yours: (amount: number) => string,
) {
  const gap = Math.max(0, ask.ask - ask.base);
  // a one-time bonus beyond about 15% of base pay is rarely on the table
  const bonusCap = roundThousand(0.15 * ask.base);
  const bonus = gap > 0 ? roundThousand(Math.max(1000, Math.min(gap, bonusCap))) : 0;
  const equity = input.companySize === 'startup' || input.industry === 'technology';
  const alternativeOffers = alternativeAsks({
    ...ask,
    bonus,
    bonusCoversAll: gap <= bonusCap,
    equity,
    money: yours,
  });
  return { gap, bonusCap, bonus, equity, alternativeOffers };
}

/** Every figure of an analysis, for the wording built from them. */
export function figuresOf(input: SalaryInput) {
  const title = input.jobTitle.trim().slice(0, 200);
  const occupation = resolveOccupation(title, input.occupationCode);
  const { market, fallback } = marketOrAll(occupation.code, input.location);
  const adjustments = profileAdjustments(input);
  const profileFactor = combinedFactor(adjustments);
  const audience = audienceOf(market, occupation, fallback);
  const { abroad } = audience;
  // the user's own amounts: US dollars, or plain numbers outside the US (their currency)
  const yours = abroad ? plainAmount : usd;
  const curve = curveOf(market.local);
  const conversation: Conversation =
    input.offerSalary !== null && input.offerSalary !== undefined && input.offerSalary > 0
      ? 'offer'
      : 'raise';
  const family = workFamily(fallback ? ALL_OCCUPATIONS.code : occupation.code);
  const band = expectedBandOf(input, title, occupation, market, fallback, {
    adjustments,
    factor: profileFactor,
  });
  const { reference } = band;

  const amounts: Array<[SalaryPosition['kind'], number | null | undefined]> = [
    ['current', input.currentSalary],
    ['target', input.targetSalary],
    ['offer', input.offerSalary],
  ];
  const positions = positionsOf(amounts, curve, reference, audience, yours);
  const asked = askOf(
    input,
    positions,
    conversation,
    abroad ? null : reference,
    abroad ? [] : market.local,
  );
  const { score: confidence, reasons: confidenceReasons } = confidenceOf(
    occupation,
    market,
    fallback,
  );

  return {
    input,
    yours,
    title,
    occupation,
    market,
    fallback,
    adjustments,
    profileFactor,
    locationAdjustment: locationAdjustmentOf(market),
    ...audience,
    curve,
    conversation,
    family,
    ...band,
    amounts,
    positions,
    ...asked,
    achievements: parseAchievements(input.achievements),
    confidence,
    confidenceReasons,
    ...marketPointsOf(market),
    ...alternativesOf(
      input,
      { conversation, family, ask: asked.ask, base: asked.base.amount },
      yours,
    ),
  };
}

export type Figures = ReturnType<typeof figuresOf>;
