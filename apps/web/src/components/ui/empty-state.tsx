import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** What a list shows when it has nothing in it. */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700',
        className,
      )}
    >
      <p className="text-lg font-semibold">{title}</p>
      {description && (
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
      )}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A tab with nothing to show yet, and the button to the tab that makes it. */
export function EmptyTab({
  title,
  description,
  go,
  icon: Icon,
  onGo,
}: {
  title: string;
  description: string;
  /** the button's text: "Go to Plan" */
  go: string;
  icon: LucideIcon;
  onGo: () => void;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button onClick={onGo}>
          <Icon className="h-4 w-4" aria-hidden />
          {go}
        </Button>
      }
    />
  );
}
