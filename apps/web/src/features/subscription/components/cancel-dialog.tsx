import { Button } from '../../../components/ui/button';
import { Dialog, type OpenState } from '../../../components/ui/dialog';

/** The spec's confirmation before cancelling; a failure shows here, without a toast. */
export function CancelDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
  error,
  endDate,
}: OpenState & {
  onConfirm: () => void;
  busy: boolean;
  /** 'Failed to cancel subscription' and the server's reason, when the last try failed */
  error: string | null;
  /** the date the paid period ends, e.g. 'Dec 24, 2026' */
  endDate: string | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Subscription"
      description="Are you sure you want to cancel your subscription?"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Keep Subscription
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? 'Canceling...' : 'Cancel Subscription'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Your plan stays active until the end of the billing period
        {endDate ? ` on ${endDate}` : ''}, then your account moves to the free Starter plan.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </Dialog>
  );
}
