import { cn } from '../../../lib/cn';

/** A horizontal proportion bar; the number beside it is the text alternative. */
export function Bar({
  percent,
  className,
  label,
}: {
  percent: number;
  className?: string;
  label: string;
}) {
  const p = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(p)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div
        className={cn('h-full rounded-full bg-brand-700', className)}
        style={{ width: `${p}%` }}
      />
    </div>
  );
}
