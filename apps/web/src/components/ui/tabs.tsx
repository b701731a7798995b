import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The tab a key moves to: arrows (wrapping), Home and End, as in the WAI-ARIA tabs pattern. */
function nextIndex(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A row of tabs and the active tab's panel, for public pages (its own few lines, not a library):
 * role tablist, tab and tabpanel, aria-selected on the active tab, and only that tab in the Tab
 * order. Arrow keys, Home and End move to another tab and select it. Every tab has its panel
 * element; only the active one is shown and holds the content.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
  className,
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (tab: T) => void;
  /** what the tab list is, for screen readers */
  label: string;
  /** the active tab's content */
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === value);
    const next = nextIndex(e.key, at, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  };
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-px dark:border-slate-800"
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
              className="shrink-0 rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-brand-100"
            >
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
          tabIndex={0}
          className="pt-8 focus-visible:outline-none"
        >
          {t.id === value && children}
        </div>
      ))}
    </div>
  );
}
