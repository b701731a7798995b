import type { ReactNode } from 'react';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/field';
import { formatInterview } from '../lib/calendar';
import { formatDay, statusLabel } from '../lib/format';
import { PriorityBadge, StaleBadge, StatusBadge } from './badges';

/** The facts of one application: where, pay, dates, source, the resume sent, contacts. */
function ApplicationDetails({ a }: { a: Application }) {
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2 dark:text-slate-300">
      <div>
        <dt className="inline">Location: </dt>
        <dd className="inline">{a.location || 'Not specified'}</dd>
      </div>
      <div>
        <dt className="inline">Salary: </dt>
        <dd className="inline">{a.salaryRange || 'Not specified'}</dd>
      </div>
      <div>
        <dt className="inline">Applied: </dt>
        <dd className="inline">{formatDay(a.applicationDate)}</dd>
      </div>
      {a.interviewAt && (
        <div>
          <dt className="inline">Interview: </dt>
          <dd className="inline">{formatInterview(a.interviewAt)}</dd>
        </div>
      )}
      {a.offerDeadline && (
        <div>
          <dt className="inline">Offer deadline: </dt>
          <dd className="inline">{formatDay(a.offerDeadline)}</dd>
        </div>
      )}
      {a.source && (
        <div>
          <dt className="inline">Source: </dt>
          <dd className="inline">{a.source}</dd>
        </div>
      )}
      {a.resumeSnapshot && (
        <div className="sm:col-span-2">
          <dt className="inline">Resume sent: </dt>
          <dd className="inline">
            {a.resumeSnapshot.title}
            {a.resumeSnapshot.atsScore != null &&
              ` (ATS ${a.resumeSnapshot.atsScore} when applied)`}
          </dd>
        </div>
      )}
      {a.contacts && (
        <div className="sm:col-span-2">
          <dt className="inline">Contacts: </dt>
          <dd className="inline">{a.contacts}</dd>
        </div>
      )}
    </dl>
  );
}

type OpenWith = (a: Application, to: '/resume-lab' | '/interview-coach') => void;

/** The posting's link and the hand-offs to the Resume Lab and the Interview Arena. */
/** The tools an application opens in, with its job filled in. */
const OPEN_WITH = [
  ['/resume-lab', 'Tailor in Resume Lab'],
  ['/interview-coach', 'Practise in Interview Arena'],
] as const;

function ApplicationLinks({ a, onOpenWith }: { a: Application; onOpenWith: OpenWith }) {
  return (
    <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {a.jobUrl && (
        <a
          href={a.jobUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 text-brand-700 underline dark:text-brand-300"
        >
          Job posting <ExternalLink className="h-3 w-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
      {OPEN_WITH.map(([to, label]) => (
        <button
          key={to}
          type="button"
          onClick={() => onOpenWith(a, to)}
          className="text-brand-700 underline dark:text-brand-300"
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** A small button showing only its icon, named for screen readers by `label`. */
function IconAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The status select and the edit and delete buttons of one application. */
function ApplicationControls({
  a,
  onChangeStatus,
  onEdit,
  onDelete,
}: {
  a: Application;
  onChangeStatus: (a: Application, next: ApplicationStatus) => void;
  onEdit: (a: Application) => void;
  onDelete: (a: Application) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor={`status-${a.id}`}>
        Status of {a.jobTitle} at {a.company}
      </label>
      <select
        id={`status-${a.id}`}
        className={`${inputClass} w-auto`}
        value={a.status}
        onChange={(e) => onChangeStatus(a, e.target.value as ApplicationStatus)}
      >
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
      <IconAction label={`Edit ${a.jobTitle} at ${a.company}`} onClick={() => onEdit(a)}>
        <Pencil className="h-4 w-4" aria-hidden />
      </IconAction>
      <IconAction label={`Delete ${a.jobTitle} at ${a.company}`} onClick={() => onDelete(a)}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </IconAction>
    </div>
  );
}

/** One tracked application in the list, with its links, status select, edit and delete. */
export function ApplicationCard({
  a,
  onOpenWith,
  onChangeStatus,
  onEdit,
  onDelete,
}: {
  a: Application;
  onOpenWith: OpenWith;
  onChangeStatus: (a: Application, next: ApplicationStatus) => void;
  onEdit: (a: Application) => void;
  onDelete: (a: Application) => void;
}) {
  return (
    <Card as="li" padding="md" aria-label={`${a.jobTitle} at ${a.company}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{a.jobTitle}</h3>
            <StatusBadge status={a.status} />
            <PriorityBadge priority={a.priority} />
            {a.stale && <StaleBadge />}
          </div>
          <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">{a.company}</p>
          <ApplicationDetails a={a} />
          {a.notes && (
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700 dark:text-slate-200">
              {a.notes}
            </p>
          )}
          <ApplicationLinks a={a} onOpenWith={onOpenWith} />
        </div>
        <ApplicationControls
          a={a}
          onChangeStatus={onChangeStatus}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </Card>
  );
}
