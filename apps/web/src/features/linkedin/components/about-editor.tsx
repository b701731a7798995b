import { useId, type ReactNode } from 'react';
import { Labeled } from '../../../components/ui/field';
import { HighlightTextarea } from '../../../components/ui/highlight-textarea';
import { cn } from '../../../lib/cn';
import { textSize, type MarkRange } from '../../../lib/text-ranges';
import { countWords, lengthMessage, lengthStatus, previewEnd } from '../lib/about';

export const ABOUT_MARKS = {
  preview: 'bg-sky-100 dark:bg-sky-400/20',
  claim: 'bg-emerald-100 dark:bg-emerald-400/25',
  active: 'bg-amber-200 ring-2 ring-amber-500 dark:bg-amber-400/40 dark:ring-amber-400',
};

const statusClass = {
  empty: 'text-slate-600 dark:text-slate-400',
  short: 'text-amber-800 dark:text-amber-300',
  long: 'text-amber-800 dark:text-amber-300',
  good: 'text-emerald-700 dark:text-emerald-400',
};

/**
 * An About text box: a live word count against LinkedIn's 150-300 word guide, a character
 * count, and the first ~300 characters (what LinkedIn shows before "see more") shaded.
 */
export function AboutEditor({
  label,
  value,
  onChange,
  extraRanges = [],
  placeholder,
  minRows = 10,
  after,
}: {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  extraRanges?: MarkRange[];
  placeholder?: string;
  minRows?: number;
  after?: ReactNode;
}) {
  const id = useId();
  const words = countWords(value);
  const status = lengthStatus(words);
  const cut = previewEnd(value);
  const ranges: MarkRange[] = [{ start: 0, end: cut, kind: 'preview' }, ...extraRanges];
  return (
    <Labeled id={id} label={label}>
      <HighlightTextarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ranges={ranges}
        markClass={ABOUT_MARKS}
        minRows={minRows}
        placeholder={placeholder}
        aria-describedby={`${id}-counts ${id}-preview`}
        spellCheck
      />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs">
        <p
          id={`${id}-counts`}
          aria-live="polite"
          className={cn('font-medium', statusClass[status])}
        >
          {textSize(value)} · {lengthMessage(words)}
        </p>
        <p
          id={`${id}-preview`}
          className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400"
        >
          <span
            aria-hidden
            className="inline-block h-3 w-3 rounded-sm bg-sky-100 ring-1 ring-sky-300 dark:bg-sky-400/20 dark:ring-sky-400/40"
          />
          Shaded: the first {cut === value.length && value.length > 0 ? 'and only ' : ''}~300
          characters, what LinkedIn shows before &ldquo;see more&rdquo;.
        </p>
      </div>
      {after}
    </Labeled>
  );
}
