import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'brand' | 'neutral' | 'success' | 'warning' | 'info';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-700/20 dark:bg-brand-900/40 dark:text-brand-100',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-700/20 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-700/20 dark:bg-sky-950 dark:text-sky-200',
};

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * Marks seeded sample content (a fictional person or story). The visible word is short; screen
 * readers hear the whole meaning.
 */
export function ExampleBadge({ className }: { className?: string }) {
  return (
    <Badge
      tone="neutral"
      className={cn(
        'border border-dashed border-slate-400 ring-0 dark:border-slate-500',
        className,
      )}
    >
      <span aria-hidden="true">Example</span>
      <span className="sr-only">Example: a sample written for this site, not a real person</span>
    </Badge>
  );
}

/** Marks a tool or feature that is described but does not work yet. */
export function InDevelopmentBadge({ className }: { className?: string }) {
  return (
    <Badge tone="warning" className={className}>
      In development
    </Badge>
  );
}

/** Short words a tool found (keywords, requirements) as a wrapping list of brand pills. */
export function ChipList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-100"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
