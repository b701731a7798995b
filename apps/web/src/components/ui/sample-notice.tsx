import { cn } from '../../lib/cn';

/** A plain note that what follows includes seeded examples, not real people. */
export function SampleNotice({ text, className }: { text: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        'mb-6 rounded-lg border border-dashed border-slate-400 bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-200',
        className,
      )}
    >
      <strong className="font-semibold">About these examples: </strong>
      {text}
    </p>
  );
}
