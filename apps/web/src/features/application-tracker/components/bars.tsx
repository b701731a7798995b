import { ProgressBar } from '../../../components/ui/progress-bar';
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
  return (
    <ProgressBar
      label={label}
      percent={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      fillClassName={cn('h-full rounded-full bg-brand-700', className)}
    />
  );
}
