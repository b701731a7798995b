import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Arrow keys, Home and End move between the questions' buttons, as in the WAI-ARIA pattern. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const triggers = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion]')];
  const at = triggers.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const last = triggers.length - 1;
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? last
        : e.key === 'ArrowDown'
          ? (at + 1) % triggers.length
          : (at + last) % triggers.length;
  triggers[next]?.focus();
}

/**
 * One-open-at-a-time accordion (questions are h3): opening a question closes the open one, and
 * clicking the open question closes it. Keyboard: Tab between questions, Enter or Space to
 * toggle, arrow keys to move. Its own few lines, not a library: it is on public pages.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  return (
    <div
      onKeyDown={moveFocus}
      className={cn(
        'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {items.map((item) => {
        const expanded = open === item.id;
        const state = expanded ? 'open' : 'closed';
        const trigger = `${base}-${item.id}-trigger`;
        const panel = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} data-state={state}>
            <h3 className="m-0 text-base" data-state={state}>
              <button
                type="button"
                id={trigger}
                data-accordion=""
                data-state={state}
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : item.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
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
              </button>
            </h3>
            <div
              id={panel}
              role="region"
              aria-labelledby={trigger}
              data-state={state}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700 dark:text-slate-300"
            >
              {expanded && item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
