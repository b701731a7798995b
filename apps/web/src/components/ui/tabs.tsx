import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

/** The tab a key moves to: arrows (wrapping), Home and End, as in the WAI-ARIA tabs pattern. */
function nextIndex(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

const TAB =
  'rounded-t-md border-b-2 border-transparent py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-brand-100';

/**
 * How the two kinds of tabs differ. `filter`: a public page's filter (the blog's categories);
 * the row scrolls sideways and the panel is in the Tab order. `page`: the sections of a tool
 * page; the row wraps onto a second line on a narrow screen (a phone), so every tab stays in
 * view and nothing clips a tab's focus ring, and the panel is not a Tab stop of its own.
 */
const KINDS = {
  filter: {
    list: 'flex gap-2 overflow-x-auto',
    tab: 'shrink-0 px-4',
    panel: 'pt-8',
    panelTabIndex: 0,
  },
  page: {
    list: 'flex min-w-0 flex-wrap gap-x-1',
    tab: 'inline-flex max-w-full items-center gap-2 px-3 text-left sm:px-4',
    panel: 'pt-6',
    panelTabIndex: -1,
  },
} as const;

/**
 * A row of tabs and the active tab's panel (its own few lines, not a library, for the public
 * pages' JavaScript budget): role tablist, tab and tabpanel, aria-selected on the active tab, and
 * only that tab in the Tab order. Arrow keys, Home and End move to another tab; on a `filter`
 * they select it too, on a `page` Enter or Space does (switching a tool page's section is not
 * something a key press on the way should do). Every tab has its panel element; only the active
 * one is shown and holds the content.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
  className,
  kind = 'filter',
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (tab: T) => void;
  /** what the tab list is, for screen readers */
  label: string;
  /** the active tab's content */
  children: ReactNode;
  className?: string;
  kind?: keyof typeof KINDS;
}) {
  const base = useId();
  const style = KINDS[kind];
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => tabId(t.id) === (e.target as HTMLElement).id);
    const next = nextIndex(e.key, at, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    if (kind === 'filter') onChange(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  };
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={`${style.list} border-b border-slate-200 pb-px dark:border-slate-800`}
      >
        {tabs.map((t) => {
          const selected = t.id === value;
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={selected}
              aria-controls={panelId(t.id)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onChange(t.id)}
              className={`${style.tab} ${TAB}`}
            >
              {t.icon}
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          hidden={t.id !== value}
          tabIndex={style.panelTabIndex}
          className={`${style.panel} focus-visible:outline-none`}
        >
          {t.id === value && children}
        </div>
      ))}
    </div>
  );
}
