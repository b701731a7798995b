/**
 * The ask: what is being negotiated (the offer on the table, or the pay the user has now) and
 * the amount the figures support asking for.
 */
import type { Conversation } from './asks';
import { at, type MarketPoint } from './market';
import type { SalaryReference } from './seniority';
import type { SalaryInput, SalaryPosition } from './types';

export function roundThousand(n: number): number {
  return Math.round(n / 1000) * 1000;
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

/**
 * The positions by kind, the base being negotiated and the ask. Abroad the caller passes no
 * band and no curve: neither the US curve nor the US band can support an ask there, so it is a
 * step above the base.
 */
export function askOf(
  input: SalaryInput,
  positions: SalaryPosition[],
  conversation: Conversation,
  reference: SalaryReference | null,
  curve: readonly MarketPoint[],
) {
  const byKind = (k: SalaryPosition['kind']) => positions.find((p) => p.kind === k);
  const current = byKind('current')!;
  const target = byKind('target');
  const offer = conversation === 'offer' ? byKind('offer') : undefined;
  // what is being negotiated: the offer on the table, or the pay you have now
  const base = offer ?? current;
  const suggestedTarget = suggestTarget(
    base.amount,
    input.currentSalary,
    reference,
    curve,
    conversation,
  );
  // A target at or below the offer is met already: asking for it back says nothing. The script
  // then asks for what the figures support, at least 5% above the offer (a tip says why).
  const targetMet = !!offer && input.targetSalary != null && input.targetSalary <= offer.amount;
  const ask = targetMet
    ? Math.max(suggestedTarget, roundThousand(offer.amount * 1.05))
    : (input.targetSalary ?? suggestedTarget);
  return { byKind, current, target, offer, base, suggestedTarget, targetMet, ask };
}
