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
import { parseAchievements, justification, type Achievement } from './achievements';
import { alternativeAsks, workFamily, type Conversation, type WorkFamily } from './asks';
import {
  combinedFactor,
  profileAdjustments,
  type Adjustment,
  type CompanySize,
  type SalaryExperience,
  type SalaryIndustry,
} from './factors';
import {
  BLS_SOURCE,
  BLS_TOP_ANNUAL,
  TOP_CODED_WORDS,
  at,
  curveOf,
  describePoint,
  marketFor,
  type Market,
  type MarketPoint,
} from './market';
import { positionOnCurve, usd, type CurveZone } from './money';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from './resolve';
import { referenceAmount, referenceFor, titleLevel, type SalaryReference } from './seniority';

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

const KIND_LABEL: Record<SalaryPosition['kind'], string> = {
  current: 'Your current salary',
  target: 'Your target',
  offer: 'The offer',
};

function roundThousand(n: number): number {
  return Math.round(n / 1000) * 1000;
}

/** The market data keys in the contract's names. */
function marketData(points: MarketPoint[]): SalaryAnalysis['marketData'] {
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

const VERSUS_WORDS = {
  below: 'below the range we expect for your level',
  within: 'within the range we expect for your level',
  above: 'above the range we expect for your level',
} as const;

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
const MAX_STEP: Record<Conversation, number> = { offer: 1.15, raise: 1.1 };

/** The achievement as a clause after "I": lower-cased first letter unless it is an acronym or a name. */
function clause(a: Achievement): string {
  const t = a.text.replace(/[.!]+$/, '');
  return /^[A-Z][a-z]/.test(t) && !/^I\b/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

/** What the fallback line of the script asks for besides a signing bonus or a date. */
const FALLBACK_ASK: Record<WorkFamily, string> = {
  'site-management': 'a performance bonus tied to the results I run',
  clinical: 'the shift differential and certification pay',
  trades: 'the shift differential and pay for the next licence or certification',
  hospitality: 'the shift differential and a guaranteed schedule',
  protective: 'the shift differential and training pay',
  education: 'my placement on the salary schedule and stipends for extra duties',
  sales: 'the commission rate',
  office: 'a performance bonus',
};

/**
 * Analyses a salary: the market, where the user's numbers sit on it, and the words to ask with.
 * Amounts are annual US dollars. Never throws on a title that matches nothing: it answers with
 * the figures for all occupations and a low confidence, said plainly.
 */
export function analyzeSalary(input: SalaryInput): SalaryAnalysis {
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
    p.sentence = `${KIND_LABEL[kind]} of ${usd(amount)} is ${offerWords(p)} ${forWhom}.`;
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

  // ---- summary: the one paragraph the strategy tab opens with
  const summaryParts = [
    ...(abroad
      ? [
          `Your location is in ${abroad}, and our wage data are US data only: the figures here are US pay, shown for comparison, not what employers in ${abroad} pay. Do not quote them in your negotiation.`,
        ]
      : []),
    `Median ${forWhom} (${medianIs}): ${describePoint(p50)}; 25th-75th percentile ${describePoint(p25)} to ${describePoint(p75)}. Every figure below uses this one curve.`,
  ];
  if (reference && expectedRange)
    summaryParts.push(
      `For your profile we expect pay at ${reference.words}. ${reference.explanation}`,
    );
  for (const p of [current, target, offer]) {
    if (!p) continue;
    summaryParts.push(
      p.versusExpected && p.kind !== 'target'
        ? `${p.sentence.replace(/\.$/, '')}: ${VERSUS_WORDS[p.versusExpected]}.`
        : p.sentence,
    );
  }
  if (target && target.zone === 'far-above-90th')
    summaryParts.push(
      `Your target is far above the 90th percentile (${p90Words}): fewer than 1 in 10 people in this occupation ${where} earn even that much in base pay. Expect push-back unless the role is bigger than the title suggests.`,
    );
  const summary = summaryParts.join(' ');

  // ---- justifications: the user's own achievements, then the market
  const justifications = achievements.map(justification);
  const baseWords = offer ? 'the offer' : `your current ${usd(input.currentSalary)}`;
  if (abroad) {
    // US pay is no argument with an employer in another country
  } else if (p50 && p50.amount !== null && !p50.topCoded && base.amount < p50.amount)
    justifications.push(
      `The market: the median ${forWhom} is ${describePoint(p50)}, ${usd(p50.amount - base.amount)} above ${baseWords}.`,
    );
  else if (p75 && p75.amount !== null)
    justifications.push(
      `The market: the 75th percentile ${forWhom} is ${describePoint(p75)}. ${base.sentence}`,
    );
  if (reference && expectedRange && !abroad) {
    const gapToBand =
      base.versusExpected === 'below' && !reference.low.topCoded
        ? ` ${offer ? 'The offer' : 'Your current pay'} is ${usd(reference.low.amount - base.amount)} below its low end.`
        : base.versusExpected === 'above'
          ? ` ${offer ? 'The offer is' : 'You are'} already above it: argue from your results, not the market.`
          : '';
    justifications.push(
      `Your level: we expect pay at ${reference.words} for your profile.${gapToBand}`,
    );
  }

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
  });

  // ---- tips
  const tips: string[] = [];
  if (abroad)
    tips.push(
      `Before you name a number, find what ${occName} earn in ${abroad}: its national statistics office, recruiters' salary guides and postings that state pay. Ask in the local currency and terms (allowances and benefits weigh more in some countries); the US figures here do not carry over.`,
    );
  else if (target?.zone === 'far-above-90th')
    tips.push(
      `Your target of ${usd(target.amount)} is far above the 90th percentile (${p90Words}) ${forWhom}. Either the role is larger than "${title}" (then show that), or a smaller ask near ${reference && !reference.high.topCoded ? usd(reference.high.amount) : describePoint(p75)} will land better.`,
    );
  else if (target?.zone === 'above-90th')
    tips.push(
      `Your target is above the 90th percentile ${forWhom}: ask with your strongest evidence first.`,
    );
  else if (target?.versusExpected === 'below' && reference)
    tips.push(
      `Your target is below the range we expect for your level (${expectedRange}): you may be asking for too little.`,
    );
  else if (target && target.percentile !== null && p50?.amount && target.amount < p50.amount)
    tips.push(
      `Your target is below the median ${forWhom} (${describePoint(p50)}): you may be asking for too little.`,
    );
  const bandMiddle =
    reference && !reference.low.topCoded && !reference.high.topCoded
      ? roundThousand((reference.low.amount + reference.high.amount) / 2)
      : null;
  if (!abroad && !input.targetSalary && bandMiddle !== null && bandMiddle > suggestedTarget + 1000)
    tips.push(
      `The middle of the range we expect for your level, ${usd(bandMiddle)}, is ${Math.round((100 * (bandMiddle - base.amount)) / base.amount)}% above ${offer ? 'the offer' : 'your current pay'}: a jump that size rarely lands in one talk, so the script asks for ${usd(suggestedTarget)} (${Math.round(100 * (MAX_STEP[conversation] - 1))}% more) and shows the figures. If the occupation above does not fit your role, pick a closer one and the range follows.`,
    );
  if (!input.targetSalary && abroad)
    tips.push(
      `You gave no target: the script asks for ${usd(suggestedTarget)}, about ${Math.round((100 * (suggestedTarget - base.amount)) / base.amount)}% above ${offer ? 'the offer' : 'your current pay'}, a step that usually lands in one talk. Check it against local pay first.`,
    );
  else if (!input.targetSalary)
    tips.push(
      `You gave no target: ${usd(suggestedTarget)} is what the figures support (the middle of the range we expect for your level when ${offer ? 'the offer is' : 'you are'} below it, at most ${Math.round(100 * (MAX_STEP[conversation] - 1))}% more in one step; or 5-10% above ${offer ? 'the offer' : 'your current pay'} when ${offer ? 'it is' : 'you are'} already in or above it).`,
    );
  if (conversation === 'raise')
    tips.push(
      'This is the script for asking your employer for a raise. If you are negotiating a new job, enter the offer: the script and the asks change to answering it.',
    );
  if (targetMet)
    tips.push(
      `Your target of ${usd(input.targetSalary!)} is at or below the offer of ${usd(offer!.amount)}: the offer meets it. The script asks for ${usd(ask)}, what the figures support; accept the offer as it is if that is all you need.`,
    );
  if (offer && offer.amount < input.currentSalary)
    tips.push(
      `The offer of ${usd(offer.amount)} is below your current ${usd(input.currentSalary)}: say so, and ask what closes the gap.`,
    );
  if (!achievements.length)
    tips.push(
      'Add two or three achievements with numbers (money saved, revenue, people led, time cut): they are your strongest argument.',
    );
  else if (!achievements.some((a) => /\d/.test(a.text)))
    tips.push('Put a number on at least one achievement (how much, how many, how fast).');
  tips.push(
    'Name one number first and stop talking: the first figure on the table anchors the talk.',
  );
  tips.push(
    conversation === 'offer'
      ? 'Ask for the final offer in writing and take a day to answer; a good employer will wait.'
      : 'Ask in a meeting set for it, not in passing, and ask for the answer and its date in writing.',
  );
  if (!abroad)
    tips.push(
      `BLS figures are base pay in May 2023: pay has risen since, so treat them as a floor for ${offer ? 'a current offer' : 'a raise'}, not a ceiling.`,
    );
  if (occupation.method === 'none' || occupation.confidence < 0.5)
    tips.push(
      'The occupation match is weak: pick the occupation that fits your work in the list, and the figures follow.',
    );

  // ---- the script, in the user's numbers, for the conversation they are in
  const intro = offer
    ? `Thank you for the offer of ${usd(offer.amount)}. I'm excited about the role, and I'd like to talk about the base salary.`
    : `Thank you for making time to talk about my pay. I'd like to discuss my salary as ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}.`;
  const evidence = achievements.length
    ? `Here is what I have delivered: ${achievements.slice(0, 3).map(clause).join('; ')}.`
    : input.experience
      ? `I bring ${input.experience} years of experience to this role. [Add one or two of your results here, with numbers.]`
      : '[Add one or two of your results here, with numbers: money saved, revenue, people led, time cut.]';
  // the expected band supports the ask only when the pay is not already above it
  const levelLine =
    reference &&
    expectedBetween &&
    base.versusExpected !== 'above' &&
    // never quote a range the ask itself sits below
    (reference.low.topCoded || ask >= reference.low.amount)
      ? reference.level
        ? ` At my level, I'd expect ${expectedBetween}.`
        : reference.experience
          ? ` With ${reference.experience} years of experience, I'd expect ${expectedBetween}.`
          : ''
      : '';
  // abroad the script argues from the person's results and the offer, never from US figures
  const marketLine = abroad
    ? ''
    : p50 && p50.amount !== null
      ? `I looked at the Bureau of Labor Statistics wage figures ${forWhom}: the median is ${describePoint(p50)} and the 75th percentile is ${describePoint(p75)}. ${offer ? `The offer sits ${offerWords(offer)}.` : `My current salary of ${usd(input.currentSalary)} sits ${offerWords(current)}.`}${levelLine}`
      : `My current salary is ${usd(input.currentSalary)}.`;
  const askPos = positionOnCurve(ask, curve);
  const askWhere =
    !abroad && askPos.percentile !== null && askPos.zone === 'within'
      ? `, which is ${askPos.words.startsWith('at ') ? askPos.words : `at ${askPos.words}`} for this work ${where}`
      : '';
  const given =
    achievements.length || abroad
      ? 'Given what I deliver'
      : 'Given the market for this work and what I deliver';
  const askLine = offer
    ? `${given}, I'm asking for a base salary of ${usd(ask)}${askWhere}. Can we get there?`
    : `${given}, I'm asking for a raise to ${usd(ask)}${askWhere}. Can we get there?`;
  const extra =
    FALLBACK_ASK[family] === 'a performance bonus' && equity ? 'equity' : FALLBACK_ASK[family];
  const fallbackLine = offer
    ? `If the base salary can't move that far, I'd like to talk about ${bonus > 0 ? `a signing bonus of ${usd(bonus)}, ` : ''}${extra}, and a salary review after six months.`
    : `If the budget can't move that far now, I'd like to agree on a date for the increase and the results that earn it, and to talk about ${extra}.`;
  const negotiationScript = [intro, evidence, marketLine, askLine, fallbackLine]
    .filter(Boolean)
    .join('\n\n');

  const caveats = [
    ...(abroad
      ? [
          `US figures only: our wage data (BLS) cover the United States, not ${abroad}. Pay, taxes, allowances and the cost of living there differ; use local sources for the number you ask.`,
        ]
      : []),
    'Base pay only: BLS wages leave out bonuses, commissions, equity and benefits.',
    'May 2023 estimates (BLS OEWS): wages have moved since.',
    `Top-coded values: BLS publishes no wage above ${usd(BLS_TOP_ANNUAL)} a year ($115 an hour); such figures, and state estimates that would pass it, are shown as "${TOP_CODED_WORDS}".`,
    'State figures are estimates: the state-to-national ratio of mean wages applied to the national percentiles (BLS state percentiles are not in our data). The data go down to states, not cities.',
    'The range we expect for your level (from your title and years of experience) and the industry and company-size factors are our estimates, not BLS data.',
  ];
  const sources = [
    `Wages: ${BLS_SOURCE}, SOC ${market.blsCode} ${market.blsTitle}${market.stateAbbreviation ? `, with the ${market.area} state mean` : ''}.`,
    'Occupations and titles: O*NET 29.2 Database, U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0.',
    `Adjustments: ${locationAdjustment.name} x${locationAdjustment.factor.toFixed(2)} (to the BLS figures)${adjustments.length ? `; ${adjustments.map((a) => `${a.name} x${a.factor.toFixed(2)}`).join(', ')} (to the range expected for your level)` : ''}.`,
  ];

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

/** "at the 38th percentile", "below the 10th percentile", "at or above the 75th percentile ...". */
function offerWords(p: SalaryPosition): string {
  return p.zone === 'within' && p.percentile !== null && !p.words.startsWith('at ')
    ? `at ${p.words}`
    : p.words;
}
