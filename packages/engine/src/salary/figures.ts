/**
 * The numbers of a salary analysis: the occupation and its market, where the user's amounts sit,
 * the band expected for their level, the ask and the asks beside it. The wording (summary, tips,
 * script) is written from these in wording.ts and script.ts.
 */
import { parseAchievements } from './achievements';
import { alternativeAsks, workFamily, type Conversation } from './asks';
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
import { plainAmount, positionOnCurve, usd } from './money';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from './resolve';
import { referenceAmount, referenceFor, titleLevel, type SalaryReference } from './seniority';
import type { SalaryAnalysis, SalaryInput, SalaryPosition } from './types';

const KIND_LABEL: Record<SalaryPosition['kind'], string> = {
  current: 'Your current salary',
  target: 'Your target',
  offer: 'The offer',
};

export function roundThousand(n: number): number {
  return Math.round(n / 1000) * 1000;
}

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

/**
 * The ask the figures support, from the amount being negotiated (the offer, or current pay):
 * below the expected band, its middle; in it, its top end (5-10% more than the base at most);
 * above it, 5% more. Never below current pay when answering an offer.
 */
function suggestTarget(
  base: number,
  current: number,
  ref: SalaryReference | null,
  curve: readonly MarketPoint[],
  conversation: Conversation,
): number {
  const clamp = (x: number) => Math.max(base * 1.05, Math.min(base * 1.1, x));
  let t: number;
  if (ref) {
    const lo = ref.low;
    const hi = ref.high;
    if (!lo.topCoded && base < lo.amount)
      t = hi.topCoded ? Math.max(lo.amount, base * 1.05) : (lo.amount + hi.amount) / 2;
    else if (hi.topCoded || base <= hi.amount) t = clamp(hi.topCoded ? base * 1.1 : hi.amount);
    else t = base * 1.05;
  } else {
    const median = at(curve, 50);
    const p75 = at(curve, 75);
    if (median?.amount && !median.topCoded && base < median.amount) t = median.amount;
    else t = clamp(p75?.amount && !p75.topCoded && p75.amount > base ? p75.amount : base * 1.1);
  }
  if (conversation === 'offer') t = Math.max(t, current);
  // a bigger jump than this rarely lands in one talk: ask in steps (the tip says so)
  return roundThousand(Math.min(t, base * MAX_STEP[conversation]));
}

/** The largest ask the negotiator suggests, as a multiple of what is being negotiated. */
export const MAX_STEP: Record<Conversation, number> = { offer: 1.15, raise: 1.1 };

/** "at the 38th percentile", "below the 10th percentile", "at or above the 75th percentile ...". */
export function offerWords(p: SalaryPosition): string {
  return p.zone === 'within' && p.percentile !== null && !p.words.startsWith('at ')
    ? `at ${p.words}`
    : p.words;
}

/** Every figure of an analysis, for the wording built from them. */
export function figuresOf(input: SalaryInput) {
  const title = input.jobTitle.trim().slice(0, 200);
  const occupation = resolveOccupation(title, input.occupationCode);
  const { market, fallback } = marketOrAll(occupation.code, input.location);
  const adjustments = profileAdjustments(input);
  const profileFactor = combinedFactor(adjustments);
  const locationAdjustment: Adjustment = {
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
  const occName = fallback
    ? ALL_OCCUPATIONS.title
    : market.level === 'detailed'
      ? occupation.title
      : market.blsTitle;
  // the place is said at the precision of the data: a state, never a city
  const abroad = market.country;
  const where = market.stateAbbreviation
    ? `in ${market.area}`
    : abroad
      ? 'in the US'
      : 'nationally';
  const forWhom = `for ${occName} ${where}`;
  // the user's own amounts: US dollars, or plain numbers outside the US (their currency)
  const yours = abroad ? plainAmount : usd;
  const curve = curveOf(market.local);
  const conversation: Conversation =
    input.offerSalary !== null && input.offerSalary !== undefined && input.offerSalary > 0
      ? 'offer'
      : 'raise';
  const family = workFamily(fallback ? ALL_OCCUPATIONS.code : occupation.code);

  // the band of the curve expected for the user's level
  const level = titleLevel(
    title,
    fallback ? { code: ALL_OCCUPATIONS.code, title: ALL_OCCUPATIONS.title } : occupation,
  );
  const factorWords = adjustments.length
    ? `your ${adjustments.map((a) => `${a.name} (${a.value}, x${a.factor.toFixed(2)})`).join(' and ')}`
    : null;
  // the band expected for a level is a US band: abroad it would place the person on a market
  // that is not theirs
  const reference = abroad
    ? null
    : referenceFor({
        curve: market.local,
        level,
        experience: input.experience,
        factor: profileFactor,
        factorWords,
        cap: BLS_TOP_ANNUAL,
      });
  // "$184,150 to $210,770" and, for a sentence, "between $184,150 and $210,770"
  const expectedRange = reference
    ? reference.low.topCoded
      ? referenceAmount(reference.low, BLS_TOP_ANNUAL)
      : `${referenceAmount(reference.low, BLS_TOP_ANNUAL)} to ${referenceAmount(reference.high, BLS_TOP_ANNUAL)}`
    : null;
  const expectedBetween = reference
    ? reference.low.topCoded
      ? referenceAmount(reference.low, BLS_TOP_ANNUAL)
      : `between ${referenceAmount(reference.low, BLS_TOP_ANNUAL)} and ${referenceAmount(reference.high, BLS_TOP_ANNUAL)}`
    : null;

  const amounts: Array<[SalaryPosition['kind'], number | null | undefined]> = [
    ['current', input.currentSalary],
    ['target', input.targetSalary],
    ['offer', input.offerSalary],
  ];
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
    p.sentence = abroad
      ? `${KIND_LABEL[kind]} of ${yours(amount)} would be ${offerWords(p)} ${forWhom}, if it is in US dollars.`
      : `${KIND_LABEL[kind]} of ${usd(amount)} is ${offerWords(p)} ${forWhom}.`;
    positions.push(p);
  }
  const byKind = (k: SalaryPosition['kind']) => positions.find((p) => p.kind === k);
  const current = byKind('current')!;
  const target = byKind('target');
  const offer = conversation === 'offer' ? byKind('offer') : undefined;
  // what is being negotiated: the offer on the table, or the pay you have now
  const base = offer ?? current;
  // abroad, neither the US curve nor the US band can support an ask: a step above the base
  const suggestedTarget = suggestTarget(
    base.amount,
    input.currentSalary,
    abroad ? null : reference,
    abroad ? [] : market.local,
    conversation,
  );
  // A target at or below the offer is met already: asking for it back says nothing. The script
  // then asks for what the figures support, at least 5% above the offer (a tip says why).
  const targetMet = !!offer && input.targetSalary != null && input.targetSalary <= offer.amount;
  const ask = targetMet
    ? Math.max(suggestedTarget, roundThousand(offer.amount * 1.05))
    : (input.targetSalary ?? suggestedTarget);
  const achievements = parseAchievements(input.achievements);
  const { score: confidence, reasons: confidenceReasons } = confidenceOf(
    occupation,
    market,
    fallback,
  );

  const p25 = at(market.local, 25);
  const p50 = at(market.local, 50);
  const p75 = at(market.local, 75);
  const p90 = at(market.local, 90);
  const p90Words = p90?.topCoded
    ? `itself above ${usd(BLS_TOP_ANNUAL)}, where BLS stops publishing`
    : describePoint(p90);
  const medianIs = market.stateAbbreviation
    ? `BLS's national median scaled to ${market.area}'s wage level`
    : 'BLS national median';

  // ---- alternative asks: what to ask for when base pay is capped
  const gap = Math.max(0, ask - base.amount);
  // a one-time bonus beyond about 15% of base pay is rarely on the table
  const bonusCap = roundThousand(0.15 * base.amount);
  const bonus = gap > 0 ? roundThousand(Math.max(1000, Math.min(gap, bonusCap))) : 0;
  const equity = input.companySize === 'startup' || input.industry === 'technology';
  const alternativeOffers = alternativeAsks({
    conversation,
    family,
    ask,
    base: base.amount,
    bonus,
    bonusCoversAll: gap <= bonusCap,
    equity,
    money: yours,
  });

  return {
    input,
    yours,
    title,
    occupation,
    market,
    fallback,
    adjustments,
    profileFactor,
    locationAdjustment,
    occName,
    abroad,
    where,
    forWhom,
    curve,
    conversation,
    family,
    level,
    factorWords,
    reference,
    expectedRange,
    expectedBetween,
    amounts,
    positions,
    byKind,
    current,
    target,
    offer,
    base,
    suggestedTarget,
    targetMet,
    ask,
    achievements,
    confidence,
    confidenceReasons,
    p25,
    p50,
    p75,
    p90,
    p90Words,
    medianIs,
    gap,
    bonusCap,
    bonus,
    equity,
    alternativeOffers,
  };
}

export type Figures = ReturnType<typeof figuresOf>;
