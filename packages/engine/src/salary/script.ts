/**
 * The negotiation script: what the user says aloud, in their numbers and their achievements, for
 * the conversation they are in (answering an offer, or asking for a raise).
 */
import { type Achievement } from './achievements';
import { type WorkFamily } from './asks';
import { describePoint } from './market';
import { positionOnCurve } from './money';
import { offerWords, type Figures } from './figures';

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

/** The script, paragraph by paragraph. */
export function scriptOf(f: Figures) {
  const {
    yours,
    title,
    abroad,
    where,
    forWhom,
    curve,
    family,
    reference,
    expectedBetween,
    current,
    offer,
    base,
    ask,
    achievements,
    p50,
    p75,
    bonus,
    equity,
  } = f;
  const { input } = f;
  // ---- the script, in the user's numbers, for the conversation they are in
  const intro = offer
    ? `Thank you for the offer of ${yours(offer.amount)}. I'm excited about the role, and I'd like to talk about the base salary.`
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
      ? `I looked at the Bureau of Labor Statistics wage figures ${forWhom}: the median is ${describePoint(p50)} and the 75th percentile is ${describePoint(p75)}. ${offer ? `The offer sits ${offerWords(offer)}.` : `My current salary of ${yours(input.currentSalary)} sits ${offerWords(current)}.`}${levelLine}`
      : `My current salary is ${yours(input.currentSalary)}.`;
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
    ? `${given}, I'm asking for a base salary of ${yours(ask)}${askWhere}. Can we get there?`
    : `${given}, I'm asking for a raise to ${yours(ask)}${askWhere}. Can we get there?`;
  const extra =
    FALLBACK_ASK[family] === 'a performance bonus' && equity ? 'equity' : FALLBACK_ASK[family];
  const fallbackLine = offer
    ? `If the base salary can't move that far, I'd like to talk about ${bonus > 0 ? `a signing bonus of ${yours(bonus)}, ` : ''}${extra}, and a salary review after six months.`
    : `If the budget can't move that far now, I'd like to agree on a date for the increase and the results that earn it, and to talk about ${extra}.`;
  const negotiationScript = [intro, evidence, marketLine, askLine, fallbackLine]
    .filter(Boolean)
    .join('\n\n');

  return negotiationScript;
}
