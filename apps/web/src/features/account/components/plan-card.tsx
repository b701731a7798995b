import { Link } from 'react-router';
import { SettingsSection } from './settings-section';

/** Where the plan, this month's usage and billing live. */
export function PlanCard() {
  return (
    <SettingsSection
      id="plan"
      title="Plan and billing"
      hint="Your plan, what you have used this month and your billing details."
    >
      <Link
        to="/subscription"
        className="mt-3 inline-flex rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Plans, usage and billing
      </Link>
    </SettingsSection>
  );
}
