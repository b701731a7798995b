import { forwardRef, useDeferredValue, useId, useMemo, useState } from 'react';
import { CheckCheck, Pencil, RotateCcw, Undo2, X } from 'lucide-react';
import { MAX_RESUME_CHARS } from '@careerforge/contract';
import { Button } from '../ui/button';
import { Labeled, inputClass } from '../ui/field';
import { cn } from '../../lib/cn';
import { applyDecisions, diffResume, type Hunk } from './diff';
import { ChangesView } from './diff-rows';
import { plural } from '../../lib/format';

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

/**
 * Text replaced by a button (not by typing) is kept, so Undo can bring it back: up to the last
 * fifty.
 */
function useTextHistory(value: string, onChange: (text: string) => void) {
  const [history, setHistory] = useState<string[]>([]);
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
  return { replace, undo, canUndo: history.length > 0 };
}

/** The switch between the changes side by side and the text box. */
function ViewSwitch({
  view,
  onViewChange,
}: {
  view: EditorView;
  onViewChange: (view: EditorView) => void;
}) {
  return (
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
  );
}

/** Accept all and Reject all while changes show, Undo, and the "start again" button. */
function EditButtons({
  bulk,
  onUndo,
  canUndo,
  reset,
}: {
  bulk: { allAccepted: boolean; onAcceptAll: () => void; onRejectAll: () => void } | null;
  onUndo: () => void;
  canUndo: boolean;
  reset: { label: string; onReset: () => void; done: boolean } | undefined;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {bulk && (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={bulk.onAcceptAll}
            disabled={bulk.allAccepted}
          >
            <CheckCheck className="h-4 w-4" aria-hidden /> Accept all
          </Button>
          <Button size="sm" variant="outline" onClick={bulk.onRejectAll}>
            <X className="h-4 w-4" aria-hidden /> Reject all
          </Button>
        </>
      )}
      <Button size="sm" variant="outline" onClick={onUndo} disabled={!canUndo}>
        <Undo2 className="h-4 w-4" aria-hidden /> Undo
      </Button>
      {reset && (
        <Button size="sm" variant="ghost" onClick={reset.onReset} disabled={reset.done}>
          <RotateCcw className="h-4 w-4" aria-hidden /> {reset.label}
        </Button>
      )}
    </div>
  );
}

/** The text box with its count of characters. */
const TextView = forwardRef<
  HTMLTextAreaElement,
  { label: string; value: string; onChange: (text: string) => void; rows: number }
>(function TextView({ label, value, onChange, rows }, textareaRef) {
  const textId = useId();
  return (
    <Labeled id={textId} label={label}>
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
    </Labeled>
  );
});

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
    const { replace, undo, canUndo } = useTextHistory(value, onChange);
    const shown = useDeferredValue(value);
    const diff = useMemo(() => diffResume(original, shown), [original, shown]);
    const total = diff.hunks.length;
    const acceptedCount = diff.hunks.filter((h) => accepted.has(h.key)).length;

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
        : `${plural(total, 'change')}, ${acceptedCount} accepted. Rejecting a change puts the original back.`;

    return (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ViewSwitch view={view} onViewChange={onViewChange} />
          <EditButtons
            bulk={
              view === 'changes' && total > 0
                ? {
                    allAccepted: acceptedCount === total,
                    onAcceptAll: () =>
                      onAcceptedChange(new Set([...accepted, ...diff.hunks.map((h) => h.key)])),
                    onRejectAll: () => reject(diff.hunks.map((h) => h.key)),
                  }
                : null
            }
            onUndo={undo}
            canUndo={canUndo}
            reset={
              resetTo && {
                label: resetTo.label,
                onReset: () => replace(resetTo.text),
                done: value === resetTo.text,
              }
            }
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {summary}
        </p>

        {view === 'changes' ? (
          <ChangesView
            segments={diff.segments}
            total={total}
            accepted={accepted}
            originalLabel={originalLabel}
            currentLabel={currentLabel}
            onToggle={toggleAccept}
            onReject={(key) => reject([key])}
          />
        ) : (
          <TextView
            ref={textareaRef}
            label={textLabel}
            value={value}
            onChange={onChange}
            rows={rows}
          />
        )}
      </div>
    );
  },
);
