import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import type { TailorResponse } from '@careerforge/contract';
import { cn } from '../../lib/cn';
import { percent } from '../../lib/format';

type Report = TailorResponse['report'];

type Hit = Report['hardSkills']['found'][number];

const chipTone = {
  found: {
    heading: 'text-emerald-800 dark:text-emerald-300',
    chip: 'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800',
  },
  missing: {
    heading: 'text-red-800 dark:text-red-300',
    chip: 'bg-red-50 text-red-900 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
  },
} as const;

/** "Found (n)" or "Missing (n)" and its skills; a required skill is starred. */
function HitList({ title, kind, hits }: { title: string; kind: 'found' | 'missing'; hits: Hit[] }) {
  const tone = chipTone[kind];
  return (
    <div>
      <p className={cn('text-sm font-medium', tone.heading)}>
        {kind === 'found' ? 'Found' : 'Missing'} ({hits.length})
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`${title} ${kind}`}>
        {hits.map((h) => (
          <li
            key={h.skill}
            title={kind === 'found' && h.via ? `Matched via ${h.via}` : undefined}
            className={cn('rounded-full px-2.5 py-0.5 text-xs ring-1', tone.chip)}
          >
            {h.jobTerm || h.skill}
            {kind === 'found' && h.partial && h.via && (
              <span className="opacity-80"> (via {h.via})</span>
            )}
            {h.required && <span className="sr-only"> (required)</span>}
            {h.required && <span aria-hidden> ★</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkillChips({ title, found, missing }: { title: string; found: Hit[]; missing: Hit[] }) {
  if (!found.length && !missing.length) return null;
  return (
    <section>
      <h4 className="font-semibold">{title}</h4>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <HitList title={title} kind="found" hits={found} />
        <HitList title={title} kind="missing" hits={missing} />
      </div>
    </section>
  );
}

/** The explained score: components with weights, skills found and missing, every check. */
export function ScoreBreakdown({ report }: { report: Report }) {
  return (
    <div className="grid gap-6">
      <section>
        <h4 className="font-semibold">How the ATS score is made</h4>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Match with the job: {report.matchScore}/100, the weighted mean of the parts below. Resume
          hygiene: {report.hygieneScore}/100, which scales the match. The score shown,{' '}
          {report.atsScore}, is that result read against labelled data: about the share, in percent,
          of resume and job pairs scoring there that fit. Band: {report.band}.
        </p>
        <ul className="mt-3 grid gap-2">
          {report.components.map((c) => (
            <li key={c.id} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span>
                  {c.label}{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    (weight {percent(c.weight)})
                  </span>
                </span>
                <span className="font-medium">{c.score}</span>
              </div>
              <div className="h-1.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden>
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${c.score}%` }}
                />
              </div>
              <p className="text-xs text-slate-600 dark:text-slate-400">{c.detail}</p>
            </li>
          ))}
        </ul>
      </section>
      <SkillChips
        title="Hard skills"
        found={report.hardSkills.found}
        missing={report.hardSkills.missing}
      />
      <SkillChips
        title="Soft skills"
        found={report.softSkills.found}
        missing={report.softSkills.missing}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        ★ marks a skill the job lists as required.
      </p>
      <section>
        <h4 className="font-semibold">Checks</h4>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {report.checks.filter((c) => c.passed).length} of {report.checks.length} checks passed.
        </p>
        <ul className="mt-2 grid gap-2">
          {report.checks.map((c) => (
            <li key={c.id} className="flex gap-2 text-sm">
              {c.passed ? (
                <CheckCircle2
                  className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                  aria-label="Passed"
                />
              ) : c.weight > 0 ? (
                <XCircle
                  className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400"
                  aria-label="Failed"
                />
              ) : (
                <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-label="Note" />
              )}
              <span>
                <span className={cn('font-medium')}>{c.label}:</span> {c.detail}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
