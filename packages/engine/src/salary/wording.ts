/**
 * The words of a salary analysis: the summary the strategy tab opens with, the justifications,
 * the tips, the caveats and the sources, each from the figures (figures.ts) and nothing else.
 */
import { justification } from './achievements';
import { BLS_SOURCE, BLS_TOP_ANNUAL, TOP_CODED_WORDS, describePoint } from './market';
import { usd } from './money';
import { MAX_STEP, roundThousand } from './ask';
import type { Figures } from './figures';

const VERSUS_WORDS = {
  below: 'below the range we expect for your level',
  within: 'within the range we expect for your level',
  above: 'above the range we expect for your level',
} as const;

/** The summary paragraph and the justifications: the user's achievements, then the market. */
export function explain(f: Figures) {
  const {
    abroad,
    where,
    forWhom,
    reference,
    expectedRange,
    current,
    target,
    offer,
    base,
    achievements,
    p25,
    p50,
    p75,
    p90Words,
    medianIs,
  } = f;
  const { input } = f;
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

  return { summary, justifications };
}

/** How the user's own target reads against the market, when it says something. */
function targetTips(f: Figures): string[] {
  const { title, occName, abroad, forWhom, reference, expectedRange, target, p50, p75, p90Words } =
    f;
  if (abroad)
    return [
      `Before you name a number, find what ${occName} earn in ${abroad}: its national statistics office, recruiters' salary guides and postings that state pay. Ask in the local currency and terms (allowances and benefits weigh more in some countries); the US figures here do not carry over.`,
    ];
  if (target?.zone === 'far-above-90th')
    return [
      `Your target of ${usd(target.amount)} is far above the 90th percentile (${p90Words}) ${forWhom}. Either the role is larger than "${title}" (then show that), or a smaller ask near ${reference && !reference.high.topCoded ? usd(reference.high.amount) : describePoint(p75)} will land better.`,
    ];
  if (target?.zone === 'above-90th')
    return [
      `Your target is above the 90th percentile ${forWhom}: ask with your strongest evidence first.`,
    ];
  if (target?.versusExpected === 'below' && reference)
    return [
      `Your target is below the range we expect for your level (${expectedRange}): you may be asking for too little.`,
    ];
  if (target && target.percentile !== null && p50?.amount && target.amount < p50.amount)
    return [
      `Your target is below the median ${forWhom} (${describePoint(p50)}): you may be asking for too little.`,
    ];
  return [];
}

/** Without a target: what the script asks for and why, held to one step. */
function askTips(f: Figures): string[] {
  const { yours, abroad, conversation, reference, offer, base, suggestedTarget, input } = f;
  const tips: string[] = [];
  const bandMiddle =
    reference && !reference.low.topCoded && !reference.high.topCoded
      ? roundThousand((reference.low.amount + reference.high.amount) / 2)
      : null;
  // the band's middle is more than one step above the base: the ask was held to one step
  const stepPct = Math.round((100 * (suggestedTarget - base.amount)) / base.amount);
  if (
    !abroad &&
    !input.targetSalary &&
    bandMiddle !== null &&
    bandMiddle > suggestedTarget + 1000 &&
    bandMiddle > base.amount * MAX_STEP[conversation]
  )
    tips.push(
      `The middle of the range we expect for your level, ${usd(bandMiddle)}, is ${Math.round((100 * (bandMiddle - base.amount)) / base.amount)}% above ${offer ? 'the offer' : 'your current pay'}: a jump that size rarely lands in one talk, so the script asks for ${usd(suggestedTarget)} (${stepPct}% more) and shows the figures. If the occupation above does not fit your role, pick a closer one and the range follows.`,
    );
  if (!input.targetSalary && abroad)
    tips.push(
      `You gave no target: the script asks for ${yours(suggestedTarget)}, about ${Math.round((100 * (suggestedTarget - base.amount)) / base.amount)}% above ${offer ? 'the offer' : 'your current pay'}, a step that usually lands in one talk. Check it against local pay first.`,
    );
  else if (!input.targetSalary)
    tips.push(
      `You gave no target: ${usd(suggestedTarget)} is what the figures support (the middle of the range we expect for your level when ${offer ? 'the offer is' : 'you are'} below it, at most ${Math.round(100 * (MAX_STEP[conversation] - 1))}% more in one step; or 5-10% above ${offer ? 'the offer' : 'your current pay'} when ${offer ? 'it is' : 'you are'} already in or above it).`,
    );
  return tips;
}

/** The conversation itself: a raise or an offer, an offer that meets the target or falls short, the evidence. */
function situationTips(f: Figures): string[] {
  const { yours, conversation, offer, targetMet, ask, achievements, input } = f;
  const tips: string[] = [];
  if (conversation === 'raise')
    tips.push(
      'This is the script for asking your employer for a raise. If you are negotiating a new job, enter the offer: the script and the asks change to answering it.',
    );
  if (targetMet)
    tips.push(
      `Your target of ${yours(input.targetSalary!)} is at or below the offer of ${yours(offer!.amount)}: the offer meets it. The script asks for ${yours(ask)}, what the figures support; accept the offer as it is if that is all you need.`,
    );
  if (offer && offer.amount < input.currentSalary)
    tips.push(
      `The offer of ${yours(offer.amount)} is below your current ${yours(input.currentSalary)}: say so, and ask what closes the gap.`,
    );
  if (!achievements.length)
    tips.push(
      'Add two or three achievements with numbers (money saved, revenue, people led, time cut): they are your strongest argument.',
    );
  else if (!achievements.some((a) => /\d/.test(a.text)))
    tips.push('Put a number on at least one achievement (how much, how many, how fast).');
  return tips;
}

/** How to hold the talk, and how far to trust the figures. */
function practiceTips(f: Figures): string[] {
  const { occupation, abroad, conversation, offer } = f;
  const tips = [
    'Name one number first and stop talking: the first figure on the table anchors the talk.',
    conversation === 'offer'
      ? 'Ask for the final offer in writing and take a day to answer; a good employer will wait.'
      : 'Ask in a meeting set for it, not in passing, and ask for the answer and its date in writing.',
  ];
  if (!abroad)
    tips.push(
      `BLS figures are base pay in May 2023: pay has risen since, so treat them as a floor for ${offer ? 'a current offer' : 'a raise'}, not a ceiling.`,
    );
  if (occupation.method === 'none' || occupation.confidence < 0.5)
    tips.push(
      'The occupation match is weak: pick the occupation that fits your work in the list, and the figures follow.',
    );
  return tips;
}

/** The tips, most telling first. */
export function tipsOf(f: Figures) {
  return [...targetTips(f), ...askTips(f), ...situationTips(f), ...practiceTips(f)];
}

/** What the figures leave out, and where each comes from. */
export function notesOf(f: Figures) {
  const { market, adjustments, locationAdjustment, abroad } = f;
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

  return { caveats, sources };
}
