import { CheckCircle2, Info } from 'lucide-react';
import type { PlanId } from '@careerforge/contract';

/**
 * What happened at Stripe Checkout, on the way back: a paid checkout takes effect when Stripe's
 * webhook confirms it, usually within seconds, so the page says so until the plan changes.
 */
export function CheckoutNotice({
  outcome,
  plan,
}: {
  outcome: 'success' | 'canceled';
  plan: PlanId | undefined;
}) {
  const box =
    'mb-6 flex items-start gap-2 rounded-lg px-4 py-3 text-sm ring-1 ring-inset dark:ring-0';
  if (outcome === 'canceled')
    return (
      <p
        role="status"
        className={`${box} bg-slate-100 text-slate-800 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-100`}
      >
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>Checkout was canceled. Nothing was charged and your plan is unchanged.</span>
      </p>
    );
  const confirmed = plan !== undefined && plan !== 'free';
  return (
    <p
      role="status"
      className={`${box} bg-emerald-50 text-emerald-900 ring-emerald-700/20 dark:bg-emerald-950 dark:text-emerald-100`}
    >
      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        {confirmed
          ? 'Thank you: Stripe has confirmed your payment and your new plan is active.'
          : 'Thank you: checkout is complete. Your new plan shows here as soon as Stripe confirms it, usually within seconds.'}
      </span>
    </p>
  );
}
