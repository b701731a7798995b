import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface PageTab<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

/**
 * The tabs of a tool page (switching within the page): a row of triggers that wraps onto a
 * second line when the screen is too narrow for it (a phone), so every tab stays in view and
 * nothing clips a trigger's focus ring, and one panel per tab. Arrow keys move between tabs
 * (Radix); only the active panel is rendered.
 */
export function PageTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
  className,
}: {
  tabs: readonly PageTab<T>[];
  value: T;
  onChange: (tab: T) => void;
  /** what the tab list is, for screen readers */
  label: string;
  /** the active tab's content */
  children: ReactNode;
  className?: string;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onChange(v as T)}
      className={className}
      activationMode="manual"
    >
      <Tabs.List
        aria-label={label}
        className="flex min-w-0 flex-wrap gap-x-1 border-b border-slate-200 pb-px dark:border-slate-800"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className="inline-flex max-w-full items-center gap-2 rounded-t-md border-b-2 border-transparent px-3 py-2 text-left text-sm sm:px-4 font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-brand-100"
          >
            {t.icon}
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content
          key={t.id}
          value={t.id}
          className={cn('pt-6 focus-visible:outline-none')}
          tabIndex={-1}
        >
          {t.id === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
