import { useId, useState, type KeyboardEvent } from 'react';
import { Link2, Loader2 } from 'lucide-react';
import type { ImportedJob } from '@careerforge/contract';
import { api, errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';

const SOURCE_NAMES: Record<ImportedJob['source'], string> = {
  'json-ld': 'the posting',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  page: "the page's text",
};

/** "Senior Engineer at Acme" for the note under the field. */
const headline = (job: ImportedJob) =>
  [job.title, job.company].filter(Boolean).join(' at ') || 'the posting';

/**
 * "Import from link" beside a job description box: the server reads the posting (its
 * schema.org data, a job board's API, or the page's text) and the caller fills its fields.
 */
export function JobLinkImport({
  onImport,
  className,
}: {
  onImport: (job: ImportedJob, url: string) => void;
  className?: string;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function read() {
    const link = url.trim();
    if (!link) return;
    setBusy(true);
    setNote(null);
    try {
      const { job } = await api.call('jobs.import', { body: { url: link } });
      onImport(job, link);
      setNote({
        text: `Filled in from ${SOURCE_NAMES[job.source]}: ${headline(job)}. Check it before you go on.`,
        error: false,
      });
    } catch (err) {
      setNote({ text: errorMessage(err, 'The posting could not be read.'), error: true });
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
          placeholder="https://… the posting on a job board or company site"
          value={url}
          maxLength={2048}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onKey}
        />
        <Button
          type="button"
          variant="outline"
          disabled={busy || !url.trim()}
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
      {note && (
        <p
          role={note.error ? 'alert' : 'status'}
          className={`mt-1.5 text-sm ${note.error ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}
        >
          {note.text}
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
