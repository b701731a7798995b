import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/** What a dialog takes from the page that opens it: whether it is open, and a change to that. */
export type OpenState = Pick<DialogProps, 'open' | 'onOpenChange'>;

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** An accessible modal dialog: title, optional description, scrollable body, footer. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: DialogProps) {
  // Controlled dialogs have no Radix trigger to return focus to: remember what opened them.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open)
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <D.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(e) => {
            if (opener.current?.isConnected) {
              e.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
            <div>
              <D.Title className="text-lg font-semibold">{title}</D.Title>
              {description && (
                <D.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </D.Description>
              )}
            </div>
            <D.Close
              aria-label="Close"
              className="rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <div className="overflow-y-auto p-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
              {footer}
            </div>
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/**
 * A form dialog's footer: Cancel, which closes the dialog, and the submit button of the form
 * `form`, which says `busy` while the form is being sent.
 */
export function FormDialogFooter({
  form,
  onCancel,
  pending,
  disabled = pending,
  label,
  busy,
}: {
  form: string;
  onCancel: () => void;
  pending: boolean;
  /** while the form cannot be sent; by default while it is being sent */
  disabled?: boolean;
  label: string;
  busy: string;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={disabled}>
        {pending ? busy : label}
      </Button>
    </>
  );
}
