import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { STEPS, type Step } from '../lib/wizard';

export function StepIndicator({ current }: { current: Step }) {
  const at = Math.floor(current);
  return (
    <ol className="mb-8 grid grid-cols-4 gap-2" aria-label="Progress">
      {STEPS.map(({ step, label }) => {
        const done = step < at;
        const active = step === at;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span
              className={cn(
                'flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-brand-700 bg-brand-700 text-white',
                active && 'border-brand-700 text-brand-800 dark:text-brand-100',
                !done &&
                  !active &&
                  'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-label="done" /> : step}
            </span>
            <span
              className={cn(
                'text-xs sm:text-sm',
                active ? 'font-semibold' : 'text-slate-600 dark:text-slate-300',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
