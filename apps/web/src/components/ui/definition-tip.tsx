import { useId, useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A term with its definition one hover or focus away: the term, then a small info button whose
 * description is the definition (read by screen readers on focus), shown as a tooltip while the
 * term or the button is hovered, or the button has focus. Escape hides it without moving focus (WCAG 1.4.13).
 */
export function DefinitionTip({
  term,
  definition,
  className,
  align = 'start',
}: {
  term: ReactNode;
  definition: string;
  className?: string;
  /** which edge of the term the tooltip lines up with */
  align?: 'start' | 'end';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className={cn('relative inline-flex items-center gap-1', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      {term}
      <button
        type="button"
        aria-label={`What ${typeof term === 'string' ? term : 'this'} means`}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-5 items-center justify-center rounded-full text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-slate-100"
      >
        <Info className="size-3.5" aria-hidden />
      </button>
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={cn(
          'absolute top-full z-20 mt-1 w-64 rounded-md bg-slate-900 px-3 py-2 text-left text-xs font-normal leading-snug text-white shadow-lg dark:bg-slate-100 dark:text-slate-900',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {definition}
      </span>
    </span>
  );
}
