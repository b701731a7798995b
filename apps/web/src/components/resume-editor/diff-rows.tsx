import { useId, useMemo, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { wordParts, type Hunk, type Segment, type WordPart } from './diff';

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

/** Where a change stands among the others, whether it is accepted, and its Accept and Reject. */
interface Decision {
  total: number;
  accepted: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** A change's title bar: which change it is, whether it was accepted, Accept and Reject. */
function HunkHeader({
  labelId,
  n,
  total,
  accepted,
  onAccept,
  onReject,
}: Decision & { labelId: string; n: number }) {
  return (
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
  );
}

const SIDES = {
  before: {
    box: 'bg-red-50 dark:bg-red-950/40',
    label: 'px-3 pt-1 text-xs font-semibold text-red-900 md:sr-only dark:text-red-200',
    missing: 'Not in the original',
  },
  after: {
    box: 'bg-emerald-50 md:border-l md:border-slate-200 dark:bg-emerald-950/40 md:dark:border-slate-700',
    label: 'px-3 pt-1 text-xs font-semibold text-emerald-900 md:sr-only dark:text-emerald-200',
    missing: 'Removed',
  },
};

/** One side of a change, the original or the new text, marked to the word (or what is missing). */
function HunkSide({
  side,
  label,
  text,
  parts,
}: {
  side: 'before' | 'after';
  label: string;
  text: string;
  parts: WordPart[];
}) {
  const look = SIDES[side];
  return (
    <div className={look.box}>
      <p className={look.label}>{label}</p>
      {text ? (
        <p className={pre}>
          <Words parts={parts} side={side} />
        </p>
      ) : (
        <Nothing>{look.missing}</Nothing>
      )}
    </div>
  );
}

/** One change: its title bar, then the original beside the new text, marked to the word. */
function HunkRow({
  hunk,
  originalLabel,
  currentLabel,
  ...decision
}: Decision & {
  hunk: Hunk;
  originalLabel: string;
  currentLabel: string;
}) {
  const labelId = useId();
  const parts = useMemo(() => wordParts(hunk), [hunk]);
  const n = hunk.index + 1;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-testid="resume-change"
      data-accepted={decision.accepted || undefined}
      className="border-y border-slate-200 first:border-t-0 dark:border-slate-700"
    >
      <HunkHeader labelId={labelId} n={n} {...decision} />
      <div className="grid md:grid-cols-2">
        <HunkSide side="before" label={originalLabel} text={hunk.before} parts={parts} />
        <HunkSide side="after" label={currentLabel} text={hunk.after} parts={parts} />
      </div>
    </div>
  );
}

/**
 * The two texts side by side: unchanged lines once on a phone, each change as a HunkRow with
 * its own Accept and Reject.
 */
export function ChangesView({
  segments,
  total,
  accepted,
  originalLabel,
  currentLabel,
  onToggle,
  onReject,
}: {
  segments: Segment[];
  total: number;
  accepted: ReadonlySet<string>;
  originalLabel: string;
  currentLabel: string;
  onToggle: (hunk: Hunk) => void;
  onReject: (key: string) => void;
}) {
  return (
    <div
      className="max-h-[36rem] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700"
      data-testid="resume-changes"
      tabIndex={0}
      aria-label={`${originalLabel} and ${currentLabel}, side by side`}
    >
      <div className="sticky top-0 z-10 hidden grid-cols-2 border-b border-slate-200 bg-white text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <p className="px-3 py-2">{originalLabel}</p>
        <p className="border-l border-slate-200 px-3 py-2 dark:border-slate-700">{currentLabel}</p>
      </div>
      {segments.map((s, i) =>
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
            onAccept={() => onToggle(s.hunk)}
            onReject={() => onReject(s.hunk.key)}
          />
        ),
      )}
    </div>
  );
}
