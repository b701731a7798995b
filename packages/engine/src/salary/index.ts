/**
 * The salary negotiator: where the user's pay, target and offer sit on the BLS wage curve of
 * their occupation in their state, a market range adjusted for their experience, industry and
 * company size (factors.ts says why), and a negotiation script, justifications, alternative
 * offers and tips built from their own numbers and achievements. Deterministic: the same input
 * always gives the same answer; nothing about the user is invented.
 */
import { parseAchievements, justification, type Achievement } from './achievements';
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
  at,
  curveOf,
  describePoint,
  marketFor,
  type Market,
  type MarketPoint,
} from './market';
import { positionOnCurve, roundWage, usd, type CurveZone } from './money';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from './resolve';

export * from './factors';
export { usd, ordinal, positionOnCurve, type CurvePosition, type CurvePoint } from './money';
export { resolveOccupation, type ResolvedOccupation } from './resolve';
export { marketFor, BLS_SOURCE, type Market, type MarketPoint } from './market';
export { parseAchievements, type Achievement } from './achievements';

export interface SalaryInput {
  /** annual US dollars */
  currentSalary: number;
  targetSalary?: number | null;
  /** an offer on the table, if any */
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
}

export interface SalaryAnalysis {
  /** 0..100: how sure the title match is and how good the data behind it are */
  confidence: number;
  confidenceReasons: string[];
  negotiationScript: string;
  justifications: string[];
  alternativeOffers: string[];
  tips: string[];
  /** the market for this user: BLS percentiles x location x experience, industry, size */
  marketData: {
    percentile10: number | null;
    percentile25: number | null;
    percentile50: number | null;
    percentile75: number | null;
    percentile90: number | null;
  };
  /** the marketData keys that are BLS lower bounds ("at least") */
  topCoded: string[];
  occupation: Omit<ResolvedOccupation, 'alternatives'>;
  alternatives: ResolvedOccupation['alternatives'];
  market: Market & {
    adjustments: Adjustment[];
    /** experience x industry x company size, capped */
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
        : `Title match: ${Math.round(occupation.confidence * 100)}% (${occupation.method}).`,
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
    reasons.push('No US state recognised: national figures.');
  }
  const missing = market.national.filter((p) => p.amount === null).length;
  if (missing) {
    quality *= 1 - 0.1 * missing;
    reasons.push(`${missing} percentile${missing === 1 ? '' : 's'} not published by BLS.`);
  }
  if (market.national.some((p) => p.topCoded)) {
    quality *= 0.92;
    reasons.push('Some figures are top-coded by BLS (only a lower bound is known).');
  }
  if (market.basis === 'hourly') {
    quality *= 0.92;
    reasons.push('BLS publishes only hourly wages for this occupation.');
  }
  const score = Math.round(100 * Math.max(0, Math.min(1, 0.6 * match + 0.4 * quality)));
  return { score, reasons };
}

function suggestTarget(current: number, adjusted: MarketPoint[]): number {
  const median = at(adjusted, 50)?.amount ?? null;
  const p75 = at(adjusted, 75)?.amount ?? null;
  if (median !== null && current < median) return roundThousand(median);
  const ceiling = p75 !== null && p75 > current ? p75 : current * 1.1;
  return roundThousand(Math.max(current * 1.05, Math.min(current * 1.1, ceiling)));
}

/** The achievement as a clause after "I": lower-cased first letter unless it is an acronym or a name. */
function clause(a: Achievement): string {
  const t = a.text.replace(/[.!]+$/, '');
  return /^[A-Z][a-z]/.test(t) && !/^I\b/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

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
  const adjusted = market.local.map((p) => ({
    ...p,
    amount: p.amount === null || p.topCoded ? p.amount : roundWage(p.amount * profileFactor),
  }));
  const locationAdjustment: Adjustment = {
    name: 'location',
    value: market.stateAbbreviation ? market.area : 'national (no state given)',
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
  const where = market.stateAbbreviation ? `in ${market.area}` : 'nationally';
  const forWhom = `for ${occName} ${where}`;
  const curve = curveOf(market.local);

  const amounts: Array<[SalaryPosition['kind'], number | null | undefined]> = [
    ['current', input.currentSalary],
    ['target', input.targetSalary],
    ['offer', input.offerSalary],
  ];
  const positions: SalaryPosition[] = [];
  for (const [kind, amount] of amounts) {
    if (amount === null || amount === undefined || !Number.isFinite(amount)) continue;
    const pos = positionOnCurve(amount, curve);
    positions.push({
      kind,
      amount,
      percentile: pos.percentile,
      zone: pos.zone,
      words: pos.words,
      sentence: '',
    });
    const last = positions[positions.length - 1]!;
    last.sentence = `${KIND_LABEL[kind]} of ${usd(amount)} is ${offerWords(last)} ${forWhom}.`;
  }
  const byKind = (k: SalaryPosition['kind']) => positions.find((p) => p.kind === k);
  const current = byKind('current')!;
  const target = byKind('target');
  const offer = byKind('offer');
  const suggestedTarget = suggestTarget(input.currentSalary, adjusted);
  const ask = input.targetSalary ?? suggestedTarget;
  const achievements = parseAchievements(input.achievements);
  const { score: confidence, reasons: confidenceReasons } = confidenceOf(
    occupation,
    market,
    fallback,
  );

  const p50 = at(market.local, 50);
  const p75 = at(market.local, 75);
  const p90 = at(market.local, 90);
  const adjP50 = at(adjusted, 50);

  // ---- summary: the one paragraph the strategy tab opens with
  const summaryParts = [
    `BLS median ${forWhom}: ${describePoint(p50)} (25th-75th percentile ${describePoint(at(market.local, 25))} to ${describePoint(p75)}).`,
    current.sentence,
  ];
  if (target) summaryParts.push(target.sentence);
  if (offer) summaryParts.push(offer.sentence);
  if (target && target.zone === 'far-above-90th')
    summaryParts.push(
      `Your target is far above the 90th percentile (${describePoint(p90)}): fewer than 1 in 10 people in this occupation ${where} earn even that much in base pay. Expect push-back unless the role is bigger than the title suggests.`,
    );
  const summary = summaryParts.join(' ');

  // ---- justifications: the user's own achievements, then the market
  const justifications = achievements.map(justification);
  if (p50 && p50.amount !== null && input.currentSalary < p50.amount)
    justifications.push(
      `The market: the BLS median ${forWhom} is ${describePoint(p50)}, ${usd(p50.amount - input.currentSalary)} above your current ${usd(input.currentSalary)}.`,
    );
  else if (p75 && p75.amount !== null)
    justifications.push(
      `The market: the BLS 75th percentile ${forWhom} is ${describePoint(p75)}. ${current.sentence}`,
    );
  if (adjustments.length && adjP50 && adjP50.amount !== null)
    justifications.push(
      `Your profile (${adjustments.map((a) => a.value).join(', ')}) puts our estimate of the market median at ${describePoint(adjP50)}.`,
    );

  // ---- alternative offers: what to ask for when base pay is capped
  const gap = Math.max(0, ask - (input.offerSalary ?? input.currentSalary));
  // a signing bonus beyond about 15% of base pay is rarely on the table
  const bonusCap = roundThousand(0.15 * (input.offerSalary ?? input.currentSalary));
  const bonus = roundThousand(Math.max(1000, Math.min(gap, bonusCap)));
  const bonusCovers = gap <= bonusCap ? 'covers' : 'covers part of';
  const alternativeOffers: string[] = [];
  if (gap > 0)
    alternativeOffers.push(
      `Signing bonus: a one-time ${usd(bonus)} ${bonusCovers} the first year's gap between ${offer ? 'the offer' : 'your current pay'} and your ask of ${usd(ask)}.`,
    );
  alternativeOffers.push(
    `A written salary review in 6 months, with the target of ${usd(ask)} and the results that earn it agreed now.`,
  );
  if (input.companySize === 'startup' || input.industry === 'technology')
    alternativeOffers.push(
      'Equity: stock options or RSUs, with the number of shares, the strike price, the vesting schedule and the latest valuation in writing.',
    );
  else
    alternativeOffers.push(
      'Performance bonus: a target percentage of base pay, with the measures that trigger it written down.',
    );
  alternativeOffers.push(
    'Benefits: more paid time off, a better health plan tier, or a higher retirement match (each is worth real money; price it before you trade).',
  );
  alternativeOffers.push(
    'Schedule: remote or hybrid days, a compressed week, or flexible hours (saves commuting time and cost).',
  );
  alternativeOffers.push(
    'Development: a training or certification budget, or conference time, tied to the next step up.',
  );

  // ---- tips
  const tips: string[] = [];
  if (target?.zone === 'far-above-90th')
    tips.push(
      `Your target of ${usd(target.amount)} is far above the 90th percentile (${describePoint(p90)}) ${forWhom}. Either the role is larger than "${title}" (then show that), or a smaller ask near ${describePoint(at(adjusted, 75))} will land better.`,
    );
  else if (target?.zone === 'above-90th')
    tips.push(
      `Your target is above the 90th percentile ${forWhom}: ask with your strongest evidence first.`,
    );
  else if (target && target.percentile !== null && p50?.amount && target.amount < p50.amount)
    tips.push(
      `Your target is below the BLS median ${forWhom} (${describePoint(p50)}): you may be asking for too little.`,
    );
  if (!input.targetSalary)
    tips.push(
      `You gave no target: ${usd(suggestedTarget)} is what the figures support (the market median for your profile, or about 5-10% above your current pay if you already earn more).`,
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
  tips.push('Ask for a range in writing and take a day to answer; a good employer will wait.');
  tips.push(
    'BLS figures are base pay in May 2023: pay has risen since, so treat them as a floor for a current offer, not a ceiling.',
  );
  if (occupation.method === 'none' || occupation.confidence < 0.5)
    tips.push(
      'The occupation match is weak: pick the occupation that fits your work in the list, and the figures follow.',
    );

  // ---- the script, in the user's numbers
  const intro = offer
    ? `Thank you for the offer of ${usd(offer.amount)}. I'm excited about the role, and I'd like to talk about the base salary.`
    : `Thank you for making time to talk about my pay. I'd like to discuss my salary as ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}.`;
  const evidence = achievements.length
    ? `Here is what I have delivered: ${achievements.slice(0, 3).map(clause).join('; ')}.`
    : input.experience
      ? `I bring ${input.experience} years of experience to this role. [Add one or two of your results here, with numbers.]`
      : '[Add one or two of your results here, with numbers: money saved, revenue, people led, time cut.]';
  const marketLine =
    p50 && p50.amount !== null
      ? `I looked at the Bureau of Labor Statistics wage figures ${forWhom}: the median is ${describePoint(p50)} and the 75th percentile is ${describePoint(p75)}. ${offer ? `The offer sits ${offerWords(offer)}.` : `My current salary of ${usd(input.currentSalary)} sits ${offerWords(current)}.`}`
      : `My current salary is ${usd(input.currentSalary)}.`;
  const askPos = positionOnCurve(ask, curve);
  const askLine = `${achievements.length ? 'Given what I deliver' : 'Given the market for this work and what I deliver'}, I'm asking for ${usd(ask)}${askPos.percentile !== null && askPos.zone === 'within' ? `, which is at ${askPos.words} for this work ${where}` : ''}. Can we get there?`;
  const fallbackLine = `If the base salary can't move that far, I'd like to talk about ${gap > 0 ? `a signing bonus of ${usd(bonus)}` : 'a performance bonus'} and a salary review in six months.`;
  const negotiationScript = [intro, evidence, marketLine, askLine, fallbackLine].join('\n\n');

  const caveats = [
    'Base pay only: BLS wages leave out bonuses, commissions, equity and benefits.',
    'May 2023 estimates (BLS OEWS): wages have moved since.',
    `Top-coded values: BLS publishes no wage above ${usd(BLS_TOP_ANNUAL)} a year ($115 an hour); such figures are shown as "at least ${usd(BLS_TOP_ANNUAL)}".`,
    'State figures are estimates: the state-to-national ratio of mean wages applied to the national percentiles (BLS state percentiles are not in our data).',
    'Experience, industry and company-size factors are our estimates, not BLS data.',
  ];
  const sources = [
    `Wages: ${BLS_SOURCE}, SOC ${market.blsCode} ${market.blsTitle}${market.stateAbbreviation ? `, with the ${market.area} state mean` : ''}.`,
    'Occupations and titles: O*NET 29.2 Database, U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0.',
    `Adjustments: ${[locationAdjustment, ...adjustments].map((a) => `${a.name} x${a.factor.toFixed(2)}`).join(', ')}.`,
  ];

  const { alternatives, ...occ } = occupation;
  return {
    confidence,
    confidenceReasons,
    negotiationScript,
    justifications,
    alternativeOffers,
    tips,
    marketData: marketData(adjusted),
    topCoded: adjusted.filter((p) => p.topCoded).map((p) => `percentile${p.percentile}`),
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
