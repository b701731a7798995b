import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';
import { segments, type MarkRange } from '../../lib/text-ranges';

/** The box model both layers share, so the marks sit exactly under the typed text. */
const layer =
  'block w-full rounded-md border px-3 py-2 text-sm leading-6 whitespace-pre-wrap break-words';

export interface HighlightTextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value'
> {
  value: string;
  /** parts of the text to mark; each kind's look comes from `markClass` */
  ranges: readonly MarkRange[];
  markClass: Record<string, string>;
  /** the smallest height, in rows */
  minRows?: number;
}

/** Scrolls the first mark of `kind` inside `container` into view when it is off screen. */
export function revealMark(container: HTMLElement | null, kind: string) {
  const mark = container?.querySelector<HTMLElement>(`mark[data-kind="${kind}"]`);
  if (!mark) return;
  const r = mark.getBoundingClientRect();
  if (r.top < 80 || r.bottom > window.innerHeight)
    mark.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * A textarea that marks parts of its own text: a mirror of the text with coloured marks sits
 * behind a transparent textarea and grows with it (no inner scrolling, so the two never drift).
 * The marks are a visual aid only (hidden from screen readers); say in words what they mean.
 */
export const HighlightTextarea = forwardRef<HTMLTextAreaElement, HighlightTextareaProps>(
  function HighlightTextarea(
    { value, ranges, markClass, minRows = 8, className, onChange, ...props },
    ref,
  ) {
    const area = useRef<HTMLTextAreaElement>(null);
    useImperativeHandle(ref, () => area.current!, []);
    const fit = useCallback(() => {
      const el = area.current;
      if (!el) return;
      el.style.height = 'auto';
      el.style.height = `${el.scrollHeight + 2}px`;
    }, []);
    useLayoutEffect(fit, [value, fit]);
    useLayoutEffect(() => {
      window.addEventListener('resize', fit);
      return () => window.removeEventListener('resize', fit);
    }, [fit]);

    return (
      <div className="relative rounded-md bg-white dark:bg-slate-900">
        <div
          aria-hidden="true"
          className={cn(
            layer,
            'pointer-events-none absolute inset-0 border-transparent text-transparent',
          )}
        >
          {segments(value, ranges).map((s, i) =>
            s.kind ? (
              <mark
                key={i}
                data-kind={s.kind}
                className={cn('rounded-sm text-transparent', markClass[s.kind])}
              >
                {s.text}
              </mark>
            ) : (
              <span key={i}>{s.text}</span>
            ),
          )}
          {/* a final newline needs a character after it to take up its line */}
          {'\u200b'}
        </div>
        <textarea
          ref={area}
          value={value}
          rows={minRows}
          onChange={onChange}
          className={cn(
            layer,
            'relative resize-none overflow-hidden border-slate-300 bg-transparent text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:placeholder:text-slate-400',
            className,
          )}
          {...props}
        />
      </div>
    );
  },
);
