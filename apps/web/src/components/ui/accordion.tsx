import type { ReactNode } from 'react';
import { Accordion as Radix } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * One-open-at-a-time accordion (questions are h3): opening a question closes the open one, and clicking the
 * open question closes it. Keyboard: Tab between questions, Enter or Space to toggle,
 * arrow keys to move.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  return (
    <Radix.Root
      type="single"
      collapsible
      className={cn(
        'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {items.map((item) => (
        <Radix.Item key={item.id} value={item.id}>
          <Radix.Header className="m-0 text-base">
            <Radix.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <span>{item.title}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </Radix.Trigger>
          </Radix.Header>
          <Radix.Content className="px-5 pb-5 text-slate-700 dark:text-slate-300">
            {item.content}
          </Radix.Content>
        </Radix.Item>
      ))}
    </Radix.Root>
  );
}
