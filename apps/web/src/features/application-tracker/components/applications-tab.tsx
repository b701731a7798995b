import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import {
  applicationQueryOptions,
  exportApplications,
  useDeleteApplication,
  useUpdateApplication,
} from '../api/applications';
import { formatInterview } from '../lib/calendar';
import { formatDay, statusLabel } from '../lib/format';
import { handOffJob } from '../lib/handoff';
import { filterApplications, type SortKey } from '../lib/filter';
import { PriorityBadge, StaleBadge, StatusBadge } from './badges';
import { ImportDialog } from './import-dialog';

export function ApplicationsTab({
  applications,
  onAdd,
  onEdit,
  updateError,
  onUpdateError,
}: {
  applications: Application[];
  onAdd: () => void;
  onEdit: (a: Application) => void;
  updateError: string | null;
  onUpdateError: (message: string | null) => void;
}) {
  const [status, setStatus] = useState<'all' | ApplicationStatus>('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('date');
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const update = useUpdateApplication();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** Fetches the job description, hands the job to the tool and opens it. */
  const openWith = async (a: Application, to: '/resume-lab' | '/interview-coach') => {
    try {
      handOffJob(await queryClient.fetchQuery(applicationQueryOptions(a.id)));
    } catch {
      handOffJob({ ...a, jobDescription: null });
    }
    await navigate(to);
  };
  const remove = useDeleteApplication();
  const shown = useMemo(
    () => filterApplications(applications, { status, query, sort }),
    [applications, status, query, sort],
  );

  const changeStatus = async (a: Application, next: ApplicationStatus) => {
    try {
      await update.mutateAsync({ id: a.id, patch: { status: next } });
      onUpdateError(null);
      toast({
        title: 'Application Updated!',
        description: 'Changes have been saved successfully.',
      });
    } catch {
      onUpdateError('Failed to update application');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      setDeleteError(null);
      toast({
        title: 'Application Deleted',
        description: 'Application has been removed from tracking.',
      });
    } catch {
      setDeleting(null);
      setDeleteError('Failed to delete application');
    }
  };

  const doExport = async () => {
    try {
      setExportError(null);
      await exportApplications();
    } catch {
      setExportError('Failed to export applications');
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="tracker-status" className="text-sm font-medium">
            Status
          </label>
          <select
            id="tracker-status"
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as 'all' | ApplicationStatus)}
          >
            <option value="all">All Status</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-48 flex-1 gap-1.5">
          <label htmlFor="tracker-search" className="text-sm font-medium">
            Search company or title
          </label>
          <input
            id="tracker-search"
            type="search"
            className={inputClass}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={200}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="tracker-sort" className="text-sm font-medium">
            Sort by
          </label>
          <select
            id="tracker-sort"
            className={inputClass}
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
          >
            <option value="date">Date applied</option>
            <option value="priority">Priority</option>
            <option value="status">Status</option>
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Application
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload className="h-4 w-4" aria-hidden />
            Import CSV
          </Button>
          <Button variant="outline" onClick={doExport} disabled={!applications.length}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </Button>
        </div>
      </div>

      {[updateError, deleteError, exportError].filter(Boolean).map((message) => (
        <p
          key={message}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      ))}

      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {shown.length} of {applications.length} application{applications.length === 1 ? '' : 's'}
      </p>

      {!applications.length ? (
        <EmptyState
          title="No applications tracked yet"
          action={<Button onClick={onAdd}>Add Your First Application</Button>}
        />
      ) : !shown.length ? (
        <EmptyState
          title="No applications match"
          description="Change the status filter or the search."
        />
      ) : (
        <ul className="grid gap-3">
          {shown.map((a) => (
            <Card as="li" padding="md" key={a.id} aria-label={`${a.jobTitle} at ${a.company}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{a.jobTitle}</h3>
                    <StatusBadge status={a.status} />
                    <PriorityBadge priority={a.priority} />
                    {a.stale && <StaleBadge />}
                  </div>
                  <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
                    {a.company}
                  </p>
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
                  {a.notes && (
                    <p className="mt-2 whitespace-pre-line text-sm text-slate-700 dark:text-slate-200">
                      {a.notes}
                    </p>
                  )}
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
                    <button
                      type="button"
                      onClick={() => void openWith(a, '/resume-lab')}
                      className="text-brand-700 underline dark:text-brand-300"
                    >
                      Tailor in Resume Lab
                    </button>
                    <button
                      type="button"
                      onClick={() => void openWith(a, '/interview-coach')}
                      className="text-brand-700 underline dark:text-brand-300"
                    >
                      Practise in Interview Arena
                    </button>
                  </div>
                </div>
                <div className="flex items-center gap-2">
                  <label className="sr-only" htmlFor={`status-${a.id}`}>
                    Status of {a.jobTitle} at {a.company}
                  </label>
                  <select
                    id={`status-${a.id}`}
                    className={`${inputClass} w-auto`}
                    value={a.status}
                    onChange={(e) => void changeStatus(a, e.target.value as ApplicationStatus)}
                  >
                    {APPLICATION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {statusLabel(s)}
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${a.jobTitle} at ${a.company}`}
                    onClick={() => onEdit(a)}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${a.jobTitle} at ${a.company}`}
                    onClick={() => setDeleting(a)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </div>
            </Card>
          ))}
        </ul>
      )}

      <Dialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete application"
        description="Are you sure you want to delete this application?"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </>
        }
      >
        {deleting && (
          <p className="text-sm">
            {deleting.jobTitle} at {deleting.company}, with its stage history.
          </p>
        )}
      </Dialog>
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
