import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUser } from '../../../lib/auth';
import { marketingPlans, type MarketingPlan } from '../content/faq';

function CheckIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function XIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className} fill="currentColor">
      <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6 6.3 5.3Z" />
    </svg>
  );
}

/** Where a plan's button leads: straight to the tools when signed in, else to sign-up. */
function planHref(plan: MarketingPlan, signedIn: boolean) {
  if (plan.id === 'free') return signedIn ? '/resume-lab' : '/auth?mode=signup';
  return signedIn ? '/subscription' : '/auth?mode=signup&redirect=%2Fsubscription';
}

/** The two marketing plans, Free and Premium (Most Popular). */
export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { isAuthenticated } = useUser();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      {marketingPlans.map((plan) => (
        <div
          key={plan.id}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-slate-900',
            plan.popular
              ? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-500 dark:ring-brand-500'
              : 'border-slate-200 dark:border-slate-800',
          )}
        >
          {plan.badge && (
            <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
              {plan.badge}
            </span>
          )}
          <Heading className="text-xl font-semibold">{plan.name}</Heading>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight">{plan.priceLabel}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{plan.period}</span>
          </p>
          <ul className="mt-6 grid flex-1 content-start gap-2 text-sm">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-500" />
                <span>{f}</span>
              </li>
            ))}
            {plan.limitations.map((f) => (
              <li key={f} className="flex gap-2 text-slate-600 dark:text-slate-400">
                <XIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
                <span>
                  <span className="sr-only">Not included: </span>
                  {f}
                </span>
              </li>
            ))}
          </ul>
          <Link
            to={planHref(plan, isAuthenticated)}
            className={buttonClass(plan.popular ? 'primary' : 'outline', 'lg', 'mt-8 w-full')}
          >
            {plan.ctaLabel}
          </Link>
        </div>
      ))}
    </div>
  );
}
