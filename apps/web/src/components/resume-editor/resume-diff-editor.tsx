import { forwardRef, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Check, CheckCheck, Pencil, RotateCcw, Undo2, X } from 'lucide-react';
import { MAX_RESUME_CHARS } from '@careerforge/contract';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { cn } from '../../lib/cn';
import { applyDecisions, diffResume, wordParts, type Hunk, type WordPart } from './diff';

export type EditorView = 'changes' | 'edit';

export interface ResumeDiffEditorProps {
  /** the text the changes are measured from */
  original: string;
  /** the text being edited */
  value: string;
  onChange: (text: string) => void;
  /** column names, e.g. "Your original" and "Tailored" */
  originalLabel: string;
  currentLabel: string;
  /** the label of the text box */
  textLabel: string;
  view: EditorView;
  onViewChange: (view: EditorView) => void;
  /** keys of the changes the user accepted (kept and marked as reviewed) */
  accepted: ReadonlySet<string>;
  onAcceptedChange: (accepted: Set<string>) => void;
  /** a "start again" text offered beside Undo, e.g. the tailored text before any edit */
  resetTo?: { text: string; label: string } | undefined;
  /** height of the text box in lines */
  rows?: number;
}

const pre = 'whitespace-pre-wrap break-words px-3 py-1 font-sans text-sm leading-6';

function Words({ parts, side }: { parts: WordPart[]; side: 'before' | 'after' }) {
  return (
    <>
      {parts.map((p, i) => {
        if (side === 'before' && p.added) return null;
        if (side === 'after' && p.removed) return null;
        if (p.removed)
          return (
            <del
              key={i}
              className="rounded-sm bg-red-200/80 text-red-950 decoration-red-700/70 dark:bg-red-900/70 dark:text-red-50 dark:decoration-red-300/70"
            >
              {p.value}
            </del>
          );
        if (p.added)
          return (
            <ins
              key={i}
              className="rounded-sm bg-emerald-200/80 text-emerald-950 no-underline dark:bg-emerald-800/70 dark:text-emerald-50"
            >
              {p.value}
            </ins>
          );
        return <span key={i}>{p.value}</span>;
      })}
    </>
  );
}

/** The placeholder of an empty side of a change ("Not in the original", "Removed"). */
const Nothing = ({ children }: { children: ReactNode }) => (
  <p className={cn(pre, 'italic text-slate-600 dark:text-slate-400')}>{children}</p>
);

function HunkRow({
  hunk,
  total,
  accepted,
  originalLabel,
  currentLabel,
  onAccept,
  onReject,
}: {
  hunk: Hunk;
  total: number;
  accepted: boolean;
  originalLabel: string;
  currentLabel: string;
  onAccept: () => void;
  onReject: () => void;
}) {
  const labelId = useId();
  const parts = useMemo(() => wordParts(hunk), [hunk]);
  const n = hunk.index + 1;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-testid="resume-change"
      data-accepted={accepted || undefined}
      className="border-y border-slate-200 first:border-t-0 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 bg-slate-50 px-3 py-1 dark:bg-slate-800/60">
        <span id={labelId} className="text-xs font-medium text-slate-700 dark:text-slate-300">
          Change {n} of {total}
          {accepted && (
            <span className="ml-2 inline-flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
              <Check className="h-3.5 w-3.5" aria-hidden /> Accepted
            </span>
          )}
        </span>
        <span className="flex gap-1.5">
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            onClick={onAccept}
            aria-pressed={accepted}
            aria-label={`Accept change ${n}`}
          >
            <Check className="h-3.5 w-3.5" aria-hidden /> Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            onClick={onReject}
            aria-label={`Reject change ${n}`}
          >
            <X className="h-3.5 w-3.5" aria-hidden /> Reject
          </Button>
        </span>
      </div>
      <div className="grid md:grid-cols-2">
        <div className="bg-red-50 dark:bg-red-950/40">
          <p className="px-3 pt-1 text-xs font-semibold text-red-900 md:sr-only dark:text-red-200">
            {originalLabel}
          </p>
          {hunk.before ? (
            <p className={pre}>
              <Words parts={parts} side="before" />
            </p>
          ) : (
            <Nothing>Not in the original</Nothing>
          )}
        </div>
        <div className="bg-emerald-50 md:border-l md:border-slate-200 dark:bg-emerald-950/40 md:dark:border-slate-700">
          <p className="px-3 pt-1 text-xs font-semibold text-emerald-900 md:sr-only dark:text-emerald-200">
            {currentLabel}
          </p>
          {hunk.after ? (
            <p className={pre}>
              <Words parts={parts} side="after" />
            </p>
          ) : (
            <Nothing>Removed</Nothing>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * A resume text beside the one it came from, every change marked to the word, each one
 * accepted or rejected on its own, and the whole text free to edit. On a phone the two sides of
 * a change stack and unchanged lines show once.
 */
export const ResumeDiffEditor = forwardRef<HTMLTextAreaElement, ResumeDiffEditorProps>(
  function ResumeDiffEditor(
    {
      original,
      value,
      onChange,
      originalLabel,
      currentLabel,
      textLabel,
      view,
      onViewChange,
      accepted,
      onAcceptedChange,
      resetTo,
      rows = 24,
    },
    textareaRef,
  ) {
    const textId = useId();
    const [history, setHistory] = useState<string[]>([]);
    const shown = useDeferredValue(value);
    const diff = useMemo(() => diffResume(original, shown), [original, shown]);
    const total = diff.hunks.length;
    const acceptedCount = diff.hunks.filter((h) => accepted.has(h.key)).length;

    /** Replaces the text from a button (not typing), so Undo can bring it back. */
    const replace = (text: string) => {
      if (text === value) return;
      setHistory((h) => [...h.slice(-49), value]);
      onChange(text);
    };
    const undo = () => {
      const previous = history.at(-1);
      if (previous === undefined) return;
      setHistory((h) => h.slice(0, -1));
      onChange(previous);
    };
    /** Takes changes back, found again by content in the text as it is now. */
    const reject = (keys: string[]) => {
      const fresh = diffResume(original, value);
      const wanted = new Set(keys);
      const indexes = fresh.hunks.filter((h) => wanted.has(h.key)).map((h) => h.index);
      replace(applyDecisions(fresh, new Set(indexes)));
    };
    const toggleAccept = (hunk: Hunk) => {
      const next = new Set(accepted);
      if (next.has(hunk.key)) next.delete(hunk.key);
      else next.add(hunk.key);
      onAcceptedChange(next);
    };

    const summary =
      total === 0
        ? `No changes from ${originalLabel.toLowerCase()}.`
        : `${total} ${total === 1 ? 'change' : 'changes'}, ${acceptedCount} accepted. Rejecting a change puts the original back.`;

    return (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label="Show"
            className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600"
          >
            {(
              [
                ['changes', 'Changes'],
                ['edit', 'Edit text'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                aria-pressed={view === key}
                onClick={() => onViewChange(key)}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium',
                  view === key
                    ? 'bg-brand-700 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {key === 'edit' && <Pencil className="h-3.5 w-3.5" aria-hidden />}
                {label}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            {view === 'changes' && total > 0 && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    onAcceptedChange(new Set([...accepted, ...diff.hunks.map((h) => h.key)]))
                  }
                  disabled={acceptedCount === total}
                >
                  <CheckCheck className="h-4 w-4" aria-hidden /> Accept all
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => reject(diff.hunks.map((h) => h.key))}
                >
                  <X className="h-4 w-4" aria-hidden /> Reject all
                </Button>
              </>
            )}
            <Button size="sm" variant="outline" onClick={undo} disabled={history.length === 0}>
              <Undo2 className="h-4 w-4" aria-hidden /> Undo
            </Button>
            {resetTo && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => replace(resetTo.text)}
                disabled={value === resetTo.text}
              >
                <RotateCcw className="h-4 w-4" aria-hidden /> {resetTo.label}
              </Button>
            )}
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {summary}
        </p>

        {view === 'changes' ? (
          <div
            className="max-h-[36rem] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700"
            data-testid="resume-changes"
            tabIndex={0}
            aria-label={`${originalLabel} and ${currentLabel}, side by side`}
          >
            <div className="sticky top-0 z-10 hidden grid-cols-2 border-b border-slate-200 bg-white text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <p className="px-3 py-2">{originalLabel}</p>
              <p className="border-l border-slate-200 px-3 py-2 dark:border-slate-700">
                {currentLabel}
              </p>
            </div>
            {diff.segments.map((s, i) =>
              s.kind === 'same' ? (
                <div key={`s${i}`} className="grid md:grid-cols-2">
                  <p className={cn(pre, 'hidden text-slate-700 md:block dark:text-slate-300')}>
                    {s.text}
                  </p>
                  <p
                    className={cn(
                      pre,
                      'text-slate-800 md:border-l md:border-slate-200 dark:text-slate-200 md:dark:border-slate-700',
                    )}
                  >
                    {s.text}
                  </p>
                </div>
              ) : (
                <HunkRow
                  key={`h${s.hunk.index}:${s.hunk.key}`}
                  hunk={s.hunk}
                  total={total}
                  accepted={accepted.has(s.hunk.key)}
                  originalLabel={originalLabel}
                  currentLabel={currentLabel}
                  onAccept={() => toggleAccept(s.hunk)}
                  onReject={() => reject([s.hunk.key])}
                />
              ),
            )}
          </div>
        ) : (
          <div className="grid gap-1.5">
            <label htmlFor={textId} className="text-sm font-medium">
              {textLabel}
            </label>
            <textarea
              ref={textareaRef}
              id={textId}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              rows={rows}
              maxLength={MAX_RESUME_CHARS}
              spellCheck
              aria-describedby={`${textId}-count`}
              className={cn(inputClass, 'min-h-72 font-sans leading-6')}
            />
            <p id={`${textId}-count`} className="text-xs text-slate-600 dark:text-slate-400">
              {value.length.toLocaleString('en-US')} of {MAX_RESUME_CHARS.toLocaleString('en-US')}{' '}
              characters. The score updates as you type.
            </p>
          </div>
        )}
      </div>
    );
  },
);
