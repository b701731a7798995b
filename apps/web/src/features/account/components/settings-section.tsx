import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One block of the settings page: a titled card, announced as a region by its title. */
export function SettingsSection({
  id,
  title,
  hint,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2
        id={`${id}-title`}
        className={cn(
          'text-lg font-semibold',
          tone === 'danger' && 'text-red-800 dark:text-red-300',
        )}
      >
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** A settings form's submit button on its own row, showing `busy` while the change is sent. */
export function SubmitRow({
  pending,
  disabled = false,
  busy,
  className,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  busy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? busy : children}
      </Button>
    </div>
  );
}
