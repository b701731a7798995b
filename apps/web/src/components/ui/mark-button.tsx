import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Whether a claim's mark shows or is pinned, and the hover and pin that change it. */
export interface MarkState {
  marked: boolean;
  pinned: boolean;
  onHover: (on: boolean) => void;
  onTogglePin: () => void;
}

/**
 * A claim shown as a card-like button beside a text: hovering or focusing it marks its place in
 * the text (`marked`), and pressing it pins the mark until pressed again.
 */
export function MarkButton({
  marked,
  pinned,
  onHover,
  onTogglePin,
  className,
  children,
}: MarkState & {
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pinned}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      onBlur={() => onHover(false)}
      onClick={onTogglePin}
      className={cn(
        'w-full rounded-lg border p-3 text-left text-sm',
        className,
        marked
          ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/50'
          : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600',
      )}
    >
      {children}
    </button>
  );
}
