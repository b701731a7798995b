import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AlertTriangle, Pencil } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { MAX_RESUME_CHARS } from '@careerforge/contract/constants';
import { outlineResume, type OutlineRole } from '../lib/outline';
import { isBlank } from '../lib/wizard';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Role({ role }: { role: OutlineRole }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-slate-100">
            {role.title || (
              <span className="italic text-slate-600 dark:text-slate-300">No title</span>
            )}
          </p>
          {role.details.length > 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{role.details.join(' · ')}</p>
          )}
        </div>
        {role.dates ? (
          <p className="shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">
            {role.dates}
          </p>
        ) : (
          <Badge tone="warning">No dates</Badge>
        )}
      </div>
      {role.bullets.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-800 marker:text-brand-700 dark:text-slate-200 dark:marker:text-brand-100">
          {role.bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          No bullets under this role.
        </p>
      )}
    </li>
  );
}

/**
 * Step 1b: the resume as it will be read for tailoring (roles with their dates and bullets,
 * education, skills), to check before going on. Editing the text updates the view at once.
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
  const outline = useMemo(() => outlineResume(resumeText), [resumeText]);
  const ids = useId();
  const tooLong = resumeText.length > MAX_RESUME_CHARS;
  const bulletCount = outline.roles.reduce((n, r) => n + r.bullets.length, 0);
  const warnings: string[] = [];
  if (!outline.hasExperienceHeading)
    warnings.push(
      'We found no Experience heading, so your roles cannot be told apart. Add a heading such as "Experience" above them.',
    );
  else if (outline.roles.length === 0)
    warnings.push('We found no roles under your Experience heading.');
  if (outline.roles.length > 0 && bulletCount === 0)
    warnings.push(
      'We found no bullets. Start each achievement on its own line with "• " so it can be tailored on its own.',
    );

  const structure = (
    <div className="grid gap-6">
      {warnings.length > 0 && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <ul className="grid gap-1">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby={`${ids}-exp`}>
        <h3 id={`${ids}-exp`} className="text-base font-semibold">
          Experience{' '}
          <span className="font-normal text-slate-600 dark:text-slate-300">
            ({plural(outline.roles.length, 'role')}, {plural(bulletCount, 'bullet')})
          </span>
        </h3>
        {outline.roles.length > 0 && (
          <ol className="mt-3 grid gap-3" data-testid="confirm-roles">
            {outline.roles.map((role, i) => (
              <Role key={i} role={role} />
            ))}
          </ol>
        )}
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby={`${ids}-edu`}>
          <h3 id={`${ids}-edu`} className="text-base font-semibold">
            Education
          </h3>
          {outline.education.length > 0 ? (
            <ul className="mt-2 grid gap-1 text-sm text-slate-800 dark:text-slate-200">
              {outline.education.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">None found.</p>
          )}
        </section>
        <section aria-labelledby={`${ids}-skills`}>
          <h3 id={`${ids}-skills`} className="text-base font-semibold">
            Skills{' '}
            <span className="font-normal text-slate-600 dark:text-slate-300">
              ({outline.skills.length})
            </span>
          </h3>
          {outline.skills.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {outline.skills.map((s) => (
                <li key={s}>
                  <Badge>{s}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">None found.</p>
          )}
        </section>
      </div>

      {(outline.summary || outline.other.length > 0) && (
        <dl className="grid gap-3 text-sm">
          {outline.summary && (
            <div>
              <dt className="font-semibold">Summary</dt>
              <dd className="mt-1 line-clamp-3 text-slate-700 dark:text-slate-300">
                {outline.summary}
              </dd>
            </div>
          )}
          {outline.other.length > 0 && (
            <div>
              <dt className="font-semibold">Also found</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">
                {outline.other
                  .map((s) => `${s.heading} (${plural(s.lines.length, 'line')})`)
                  .join(', ')}
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );

  return (
    <Card>
      <h2 className="text-xl font-semibold" tabIndex={-1} data-step-heading>
        Check what we read
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {sourceName ? `From ${sourceName}: this` : 'This'} is how your resume will be read for
        tailoring. Check that each role has its dates and its own bullets.
        {editing ? ' The view updates as you edit.' : ' If something is off, edit the text.'}
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
        {structure}
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
