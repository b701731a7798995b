import { useEffect, useMemo, useRef, useState } from 'react';
import { AlertTriangle, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { MAX_RESUME_CHARS } from '@careerforge/contract/constants';
import { errorMessage } from '../../../lib/api';
import { useResumeReading } from '../api/read-resume';
import { readingOf } from '../lib/reading';
import { isBlank } from '../lib/wizard';
import { ReadingView } from './reading-view';
import { StepHeading } from './step-heading';

/** The server's reading of the text, or why there is none yet: too long, blank, an error. */
function ReadingPanel({ resumeText, tooLong }: { resumeText: string; tooLong: boolean }) {
  const read = useResumeReading(resumeText);
  const reading = useMemo(() => (read.document ? readingOf(read.document) : null), [read.document]);
  if (isBlank(resumeText) || tooLong)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {tooLong
          ? 'Shorten the text to see how it is read.'
          : 'Add your resume text to see how it is read.'}
      </p>
    );
  if (read.error)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1">
          We could not read your resume just now.{' '}
          {errorMessage(read.error, 'Please try again in a moment.')}
        </p>
        <Button size="sm" variant="outline" onClick={read.retry}>
          Try Again
        </Button>
      </div>
    );
  if (!reading) return <Spinner label="Reading your resume" />;
  return (
    <div aria-busy={read.pending} className="min-w-0">
      <p role="status" className="sr-only">
        {read.pending ? 'Reading your resume again' : ''}
      </p>
      <ReadingView reading={reading} />
    </div>
  );
}

/**
 * Step 1b: the resume as the server reads it for tailoring (the engine's parser: roles with
 * their employer, dates and bullets, education, skills), to check before going on. Editing the
 * text reads it again each time typing pauses.
 */
export function ConfirmStep({
  resumeText,
  onResumeText,
  sourceName,
  onBack,
  onContinue,
}: {
  resumeText: string;
  onResumeText: (text: string) => void;
  sourceName: string | null;
  onBack: () => void;
  onContinue: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const opened = useRef(false);
  // Opening the editor takes focus (and the screen, on a phone) to the text.
  useEffect(() => {
    if (editing && !opened.current) textArea.current?.focus();
    opened.current = editing;
  }, [editing]);
  const tooLong = resumeText.length > MAX_RESUME_CHARS;

  return (
    <Card>
      <StepHeading>Check what we read</StepHeading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {sourceName ? `From ${sourceName}: this` : 'This'} is how your resume will be read for
        tailoring. Check that each role has its title, employer, dates and its own bullets.
        {editing
          ? ' The view updates when you pause typing.'
          : ' If something is off, edit the text.'}
      </p>

      <div className={editing ? 'mt-6 grid gap-6 lg:grid-cols-2 lg:items-start' : 'mt-6'}>
        {editing && (
          <TextAreaField
            ref={textArea}
            label="Resume text"
            rows={22}
            value={resumeText}
            onChange={(e) => onResumeText(e.target.value)}
            hint='Start each bullet on its own line with "• ". Keep each role’s title, company and dates on lines of their own.'
            error={
              tooLong
                ? `The resume is longer than ${MAX_RESUME_CHARS.toLocaleString('en-US')} characters.`
                : undefined
            }
          />
        )}
        <ReadingPanel resumeText={resumeText} tooLong={tooLong} />
      </div>

      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            <Pencil className="h-4 w-4" aria-hidden />
            {editing ? 'Done Editing' : 'Edit Text'}
          </Button>
          <Button onClick={onContinue} disabled={isBlank(resumeText) || tooLong}>
            Looks Right, Continue
          </Button>
        </div>
      </div>
    </Card>
  );
}
