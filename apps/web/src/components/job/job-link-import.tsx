import { useId, useState, type KeyboardEvent } from 'react';
import { Link2, Loader2 } from 'lucide-react';
import type { ImportedJob } from '@careerforge/contract';
import { api, errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { roleAt } from '../../lib/format';

const SOURCE_NAMES: Record<ImportedJob['source'], string> = {
  'json-ld': 'the posting',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  page: "the page's text",
};

/**
 * The link as typed, made whole: "jobs.acme.com/123" (copied without its scheme) gets
 * https://; anything that is still not an http(s) address answers null.
 */
export function postingLink(typed: string): string | null {
  const text = typed.trim();
  const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text);
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    // a user name or password is refused by the server too ("mailto:hr@acme.com" parses so)
    const web =
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    // without a scheme, only what looks like a host name (jobs.acme.com/...) is taken as a link
    return web && (hasScheme || url.hostname.includes('.')) ? url.href : null;
  } catch {
    return null;
  }
}

/** The server's reason, with the way out when it does not give one. */
const withPasteHint = (text: string) =>
  /paste/i.test(text) ? text : `${text} You can also paste the description yourself.`;

/** "Senior Engineer at Acme" for the note under the field. */
const headline = (job: ImportedJob) => roleAt(job.title, job.company) || 'the posting';

/**
 * "Import from link" beside a job description box: the server reads the posting (its
 * schema.org data, a job board's API, or the page's text) and the caller fills its fields.
 */
export function JobLinkImport({
  onImport,
  className,
  maxDescription,
}: {
  onImport: (job: ImportedJob, url: string) => void;
  className?: string;
  /** the most the tool's description box takes; a longer posting is cut, and the note says so */
  maxDescription?: number;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function read() {
    if (!url.trim() || busy) return;
    const link = postingLink(url);
    if (!link) {
      setNote({
        text: 'Enter the web address of the posting, such as https://jobs.example.com/123.',
        error: true,
      });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const { job } = await api.call('jobs.import', { body: { url: link } });
      const cut = maxDescription !== undefined && job.description.length > maxDescription;
      onImport(cut ? { ...job, description: job.description.slice(0, maxDescription) } : job, link);
      const filled = `Filled in from ${SOURCE_NAMES[job.source]}: ${headline(job)}.`;
      setNote({
        text: cut
          ? `${filled} The description was cut to ${maxDescription.toLocaleString('en-US')} characters, the most this tool takes: check that nothing you need was left out.`
          : `${filled} Check it before you go on.`,
        error: false,
      });
    } catch (err) {
      setNote({
        text: withPasteHint(errorMessage(err, 'The posting could not be read.')),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // inside a tool's form, Enter reads the link rather than submitting the form
    if (e.key === 'Enter') {
      e.preventDefault();
      void read();
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        Import from link{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          className={`${inputClass} min-w-0 flex-1`}
          placeholder="Paste the posting's link"
          value={url}
          maxLength={2048}
          aria-describedby={note ? `${id}-note` : `${id}-hint`}
          aria-invalid={note?.error || undefined}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onKey}
        />
        {/* not disabled while reading: a disabled button drops the keyboard focus */}
        <Button
          type="button"
          variant="outline"
          disabled={!url.trim()}
          aria-busy={busy}
          onClick={() => void read()}
        >
          {busy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Link2 className="size-4" aria-hidden />
          )}
          {busy ? 'Reading…' : 'Import'}
        </Button>
      </div>
      {note ? (
        <p
          id={`${id}-note`}
          role={note.error ? 'alert' : 'status'}
          className={`mt-1.5 text-sm ${note.error ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}
        >
          {note.text}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          From a job board or the company&apos;s careers page; we fill in the fields below.
        </p>
      )}
    </div>
  );
}

/** An imported salary as the tracker writes a range: "USD 90,000–110,000 a year". */
export function salaryText(job: ImportedJob): string {
  const s = job.salary;
  if (!s || (s.min === null && s.max === null)) return '';
  const n = (v: number | null) => (v === null ? '' : v.toLocaleString('en-US'));
  const range =
    s.min !== null && s.max !== null && s.min !== s.max
      ? `${n(s.min)}–${n(s.max)}`
      : n(s.min ?? s.max);
  return `${s.currency} ${range} a ${s.unit}`.trim();
}
