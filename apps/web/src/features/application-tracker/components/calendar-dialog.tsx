import { useState } from 'react';
import { Copy, Download, Link2, Unlink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { copyWithToast } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { useAttempt } from '../../../lib/use-attempt';
import {
  downloadCalendar,
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar';
import { formatDay } from '../lib/format';
import { FollowUpSetting } from './follow-up-setting';
import { ErrorText } from '../../../components/ui/error-text';

const sectionTitle = 'text-sm font-semibold';
const note = 'text-sm text-slate-600 dark:text-slate-300';

/** Where each calendar app takes a subscription address. */
const HOW_TO_ADD = [
  ['Google Calendar', 'Other calendars, +, From URL, then paste the address.'],
  ['Apple Calendar', 'File, New Calendar Subscription, then paste the address.'],
  ['Outlook', 'Add calendar, Subscribe from web, then paste the address.'],
] as const;

/** The address just made, once: a copy button and how to add it to a calendar app. */
function FeedAddress({ url }: { url: string }) {
  const copy = () =>
    copyWithToast(url, {
      title: 'Copied',
      description: 'The calendar address is on your clipboard.',
      failed: 'Select the address and copy it yourself.',
    });
  return (
    <div className="grid gap-2">
      <label htmlFor="calendar-feed-url" className="text-sm font-medium">
        Calendar address
      </label>
      <div className="flex gap-2">
        <input
          id="calendar-feed-url"
          className={inputClass}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          Copy
        </Button>
      </div>
      <p className={note}>
        This address is shown only now. Anyone who has it can see these events, so keep it to
        yourself.
      </p>
      <ul className="grid gap-1 text-sm">
        {HOW_TO_ADD.map(([app, steps]) => (
          <li key={app}>
            <span className="font-medium">{app}:</span> {steps}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Subscribe (make the secret address), replace it, or stop it. */
function FeedSection({ open }: { open: boolean }) {
  const status = useCalendarFeed(open);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = status.data?.active ?? false;

  const subscribe = async () => {
    setError(null);
    try {
      setUrl((await create.mutateAsync()).url);
    } catch (err) {
      setError(errorMessage(err, 'Unable to make a calendar address. Please try again.'));
    }
  };
  const stop = async () => {
    setError(null);
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast({ title: 'Feed stopped', description: 'The calendar address no longer works.' });
    } catch (err) {
      setError(errorMessage(err, 'Unable to stop the feed. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-3">
      <h3 id="calendar-feed-title" className={sectionTitle}>
        Subscribe in a calendar app
      </h3>
      <p className={note}>
        A private address your calendar app checks for changes, so new interviews and deadlines show
        up by themselves.
      </p>
      {url ? (
        <FeedAddress url={url} />
      ) : (
        active &&
        status.data?.createdAt && (
          <p className={note}>
            A feed is on since {formatDay(status.data.createdAt.slice(0, 10))}. Its address was
            shown once: make a new one to see it again (the old one then stops working).
          </p>
        )
      )}
      {error && <ErrorText>{error}</ErrorText>}
      <div className="flex flex-wrap gap-2">
        {/* once an address is shown, making another (which stops it) is not the next step */}
        <Button
          variant={url ? 'outline' : 'primary'}
          onClick={() => void subscribe()}
          disabled={create.isPending}
        >
          <Link2 className="h-4 w-4" aria-hidden />
          {create.isPending
            ? 'Making the address...'
            : active
              ? 'Make a new address'
              : 'Subscribe in a calendar app'}
        </Button>
        {active && (
          <Button variant="outline" onClick={() => void stop()} disabled={revoke.isPending}>
            <Unlink className="h-4 w-4" aria-hidden />
            {revoke.isPending ? 'Stopping...' : 'Stop the feed'}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The tracker's calendar: download the interviews, offer deadlines and follow-up reminders as
 * an .ics file, subscribe to them from a calendar app, and set when follow-ups fall due.
 */
export function CalendarDialog({ open, onOpenChange }: OpenState) {
  const download = useAttempt('Unable to download the calendar. Please try again.');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Calendar"
      description="Your interviews, offer deadlines and follow-up reminders in your own calendar."
      size="lg"
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <div className="grid gap-6">
        <section aria-labelledby="calendar-download-title" className="grid gap-3">
          <h3 id="calendar-download-title" className={sectionTitle}>
            Download
          </h3>
          <p className={note}>
            A file to import once. It does not change when your applications do.
          </p>
          {download.error && <ErrorText>{download.error}</ErrorText>}
          <div>
            <Button
              variant="outline"
              onClick={() => void download.run(downloadCalendar)}
              disabled={download.busy}
            >
              <Download className="h-4 w-4" aria-hidden />
              {download.busy ? 'Downloading...' : 'Download .ics'}
            </Button>
          </div>
        </section>
        <FeedSection open={open} />
        <FollowUpSetting open={open} />
      </div>
    </Dialog>
  );
}
