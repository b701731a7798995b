import { useState, type FormEvent } from 'react';
import { FOLLOW_UP_DAYS, type TrackerSettings } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useTrackerSettings, useUpdateTrackerSettings } from '../api/calendar';
import { ErrorText } from '../../../components/ui/error-text';

interface Draft {
  on: boolean;
  days: string;
}

const draftOf = (s: TrackerSettings): Draft => ({
  on: s.followUpDays !== null,
  days: String(s.followUpDays ?? FOLLOW_UP_DAYS.default),
});

/** Whether the form differs from what is saved (the days count only while reminders are on). */
const changed = (shown: Draft, saved: Draft | null) =>
  saved !== null && (shown.on !== saved.on || (shown.on && shown.days !== saved.days));

/** The days typed, when they are a whole number in range; null otherwise. */
function daysOf(draft: Draft): number | null {
  const n = Number(draft.days);
  return /^\d+$/.test(draft.days.trim()) && n >= FOLLOW_UP_DAYS.min && n <= FOLLOW_UP_DAYS.max
    ? n
    : null;
}

/** "Remind me to follow up when an application has had no answer for N days", or off. */
export function FollowUpSetting({ open }: { open: boolean }) {
  const settings = useTrackerSettings(open);
  const update = useUpdateTrackerSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loaded = settings.data ? draftOf(settings.data) : null;
  const shown = draft ?? loaded;

  if (!shown) {
    return settings.isError ? <ErrorText>Unable to load the follow-up setting.</ErrorText> : null;
  }
  const days = daysOf(shown);
  const invalid = shown.on && days === null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    setError(null);
    try {
      await update.mutateAsync(shown.on ? days : null);
      setDraft(null);
      toast({
        title: 'Setting saved',
        description: shown.on
          ? `Follow-up reminders come after ${days} day${days === 1 ? '' : 's'} without an answer.`
          : 'Follow-up reminders are off.',
      });
    } catch (err) {
      setError(errorMessage(err, 'Unable to save the setting. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="follow-up-title" className="grid gap-3">
      <h3 id="follow-up-title" className="text-sm font-semibold">
        Follow-up reminders
      </h3>
      <form onSubmit={(e) => void save(e)} className="grid gap-3" noValidate>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={shown.on}
            onChange={(e) => setDraft({ ...shown, on: e.target.checked })}
          />
          Remind me to follow up when an application has had no answer
        </label>
        {/* a column: the hint and the error under the field never push Save out of line */}
        <div className="grid justify-items-start gap-3">
          <TextField
            className="w-full max-w-xs"
            label="After this many days"
            type="number"
            inputMode="numeric"
            min={FOLLOW_UP_DAYS.min}
            max={FOLLOW_UP_DAYS.max}
            value={shown.days}
            disabled={!shown.on}
            onChange={(e) => setDraft({ ...shown, days: e.target.value })}
            hint="Counted from the last status change, or from the interview."
            error={
              invalid
                ? `A whole number from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}`
                : undefined
            }
          />
          <Button type="submit" variant="outline" disabled={invalid || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
        {error && <ErrorText>{error}</ErrorText>}
        {/* Done closes the dialog without saving: say so while a change is pending */}
        {!error && changed(shown, loaded) && (
          <p className="text-sm text-amber-800 dark:text-amber-200">
            Not saved yet: press Save to keep this change.
          </p>
        )}
      </form>
    </section>
  );
}
