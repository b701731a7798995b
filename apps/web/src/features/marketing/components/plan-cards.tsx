import { Link } from 'react-router';
import { PLANS, planLimitLines, type Plan } from '@careerforge/contract';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUser } from '../../../lib/auth';

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

/** Where a plan's button leads: straight to the tools when signed in, else to sign-up. */
function planHref(plan: Plan, signedIn: boolean) {
  if (plan.id === 'free') return signedIn ? '/resume-lab' : '/auth?mode=signup';
  return signedIn ? '/subscription' : '/auth?mode=signup&redirect=%2Fsubscription';
}

const ctaLabel = (plan: Plan) => (plan.id === 'free' ? 'Get Started Free' : `Choose ${plan.name}`);

/**
 * The plans of the contract's one catalogue (PLANS, the same cards /subscription shows): name,
 * monthly price, the yearly price, each limit and what the plan includes. The specification's
 * marketing plans (Free $0, Premium $29) disagree with its subscription screen; the
 * subscription's plans are the ones the server bills and enforces, so they are shown here.
 */
export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { isAuthenticated } = useUser();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <article
          key={plan.id}
          aria-labelledby={`pricing-plan-${plan.id}`}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900',
            plan.popular
              ? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-500 dark:ring-brand-500'
              : 'border-slate-200 dark:border-slate-800',
          )}
        >
          {plan.popular && (
            <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
              Most Popular
            </span>
          )}
          <Heading id={`pricing-plan-${plan.id}`} className="text-xl font-semibold">
            {plan.name}
          </Heading>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">${plan.price.month}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">/month</span>
          </p>
          <p className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {plan.price.year > 0 ? `or $${plan.price.year} a year` : 'Free forever'}
          </p>
          <ul className="mt-6 grid flex-1 content-start gap-2 text-sm">
            {[...planLimitLines(plan), ...plan.features].map((f) => (
              <li key={f} className="flex gap-2">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-500" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
          <Link
            to={planHref(plan, isAuthenticated)}
            className={buttonClass(plan.popular ? 'primary' : 'outline', 'lg', 'mt-8 w-full')}
          >
            {ctaLabel(plan)}
          </Link>
        </article>
      ))}
    </div>
  );
}
