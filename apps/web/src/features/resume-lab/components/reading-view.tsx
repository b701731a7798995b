import { useId } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { readingWarnings, type ReadRole, type Reading } from '../lib/reading';
import { plural } from '../../../lib/format';

function Role({ role }: { role: ReadRole }) {
  const where = [role.employer, role.location].filter(Boolean).join(' · ');
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-slate-100">
            {role.title || (
              <span className="italic text-slate-600 dark:text-slate-300">No title</span>
            )}
          </p>
          {role.employer ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{where}</p>
          ) : (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Badge tone="warning">No employer</Badge>
              {role.location}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 text-sm sm:items-end">
          {role.dates ? (
            <p className="tabular-nums text-slate-700 dark:text-slate-300">{role.dates}</p>
          ) : (
            <Badge tone="warning">No dates</Badge>
          )}
          <p className="text-slate-600 dark:text-slate-300">
            {plural(role.bullets.length, 'bullet')}
          </p>
        </div>
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

/** What to fix first in the reading, when anything. */
function ReadingWarnings({ warnings }: { warnings: string[] }) {
  return (
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
  );
}

/** Education and skills side by side, or "None found." for either. */
function EducationAndSkills({ reading, ids }: { reading: Reading; ids: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby={`${ids}-edu`} className="min-w-0">
        <h3 id={`${ids}-edu`} className="text-base font-semibold">
          Education
        </h3>
        {reading.education.length > 0 ? (
          <ul className="mt-2 grid gap-1 text-sm text-slate-800 dark:text-slate-200">
            {reading.education.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">None found.</p>
        )}
      </section>
      <section aria-labelledby={`${ids}-skills`} className="min-w-0">
        <h3 id={`${ids}-skills`} className="text-base font-semibold">
          Skills{' '}
          <span className="font-normal text-slate-600 dark:text-slate-300">
            ({reading.skills.length})
          </span>
        </h3>
        {reading.skills.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {reading.skills.map((s) => (
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
  );
}

/** The summary's first lines and the other sections found, when there are any. */
function OtherSections({ reading }: { reading: Reading }) {
  if (!reading.summary && reading.other.length === 0) return null;
  return (
    <dl className="grid gap-3 text-sm">
      {reading.summary && (
        <div>
          <dt className="font-semibold">Summary</dt>
          <dd className="mt-1 line-clamp-3 text-slate-700 dark:text-slate-300">
            {reading.summary}
          </dd>
        </div>
      )}
      {reading.other.length > 0 && (
        <div>
          <dt className="font-semibold">Also found</dt>
          <dd className="mt-1 text-slate-700 dark:text-slate-300">
            {reading.other.map((s) => `${s.heading} (${plural(s.count, s.unit)})`).join(', ')}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The server's reading of a resume: roles with their employer, dates and bullets, education,
 * skills and the other sections, with what to fix first.
 */
export function ReadingView({ reading }: { reading: Reading }) {
  const ids = useId();
  const warnings = readingWarnings(reading);
  return (
    <div className="grid gap-6">
      {warnings.length > 0 && <ReadingWarnings warnings={warnings} />}

      <section aria-labelledby={`${ids}-exp`}>
        <h3 id={`${ids}-exp`} className="text-base font-semibold">
          Experience{' '}
          <span className="font-normal text-slate-600 dark:text-slate-300">
            ({plural(reading.roles.length, 'role')}, {plural(reading.bulletCount, 'bullet')})
          </span>
        </h3>
        {reading.roles.length > 0 && (
          <ol className="mt-3 grid gap-3" data-testid="confirm-roles">
            {reading.roles.map((role, i) => (
              <Role key={i} role={role} />
            ))}
          </ol>
        )}
      </section>

      <EducationAndSkills reading={reading} ids={ids} />

      <OtherSections reading={reading} />
    </div>
  );
}
