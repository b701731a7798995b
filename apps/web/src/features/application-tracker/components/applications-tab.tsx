import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Plus, Upload } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import {
  applicationQueryOptions,
  exportApplications,
  useDeleteApplication,
  useUpdateApplication,
} from '../api/applications';
import { statusLabel } from '../lib/format';
import { handOffJob } from '../lib/handoff';
import { filterApplications, type SortKey } from '../lib/filter';
import { ApplicationCard } from './application-card';
import { ImportDialog } from './import-dialog';
import { NoApplications } from './overview-tab';
import { plural } from '../../../lib/format';

const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'date', label: 'Date applied' },
  { value: 'priority', label: 'Priority' },
  { value: 'status', label: 'Status' },
];

/** Fetches the job description, hands the job to the tool and opens it. */
function useOpenWith() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (a: Application, to: '/resume-lab' | '/interview-coach') => {
    try {
      handOffJob(await queryClient.fetchQuery(applicationQueryOptions(a.id)));
    } catch {
      handOffJob({ ...a, jobDescription: null });
    }
    await navigate(to);
  };
}

/** The application asked about for deletion, and the deletion once confirmed. */
function useDeleteFlow() {
  const [deleting, setDeleting] = useState<Application | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteApplication();
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
  return { deleting, setDeleting, deleteError, confirmDelete, pending: remove.isPending };
}

/** Downloads every application as CSV, keeping the error when it fails. */
function useExport() {
  const [exportError, setExportError] = useState<string | null>(null);
  const doExport = async () => {
    try {
      setExportError(null);
      await exportApplications();
    } catch {
      setExportError('Failed to export applications');
    }
  };
  return { exportError, doExport };
}

/** Saves a new status from the list, reporting a failure through `onUpdateError`. */
function useChangeStatus(onUpdateError: (message: string | null) => void) {
  const update = useUpdateApplication();
  return async (a: Application, next: ApplicationStatus) => {
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
}

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
  const { deleting, setDeleting, deleteError, confirmDelete, pending } = useDeleteFlow();
  const { exportError, doExport } = useExport();
  const openWith = useOpenWith();
  const shown = useMemo(
    () => filterApplications(applications, { status, query, sort }),
    [applications, status, query, sort],
  );

  const changeStatus = useChangeStatus(onUpdateError);

  return (
    <div className="grid gap-4">
      <ApplicationsToolbar
        status={status}
        onStatus={setStatus}
        query={query}
        onQuery={setQuery}
        sort={sort}
        onSort={setSort}
        onAdd={onAdd}
        onImport={() => setImporting(true)}
        onExport={doExport}
        canExport={!!applications.length}
      />

      <ErrorAlerts messages={[updateError, deleteError, exportError]} />

      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {shown.length} of {plural(applications.length, 'application')}
      </p>

      <ApplicationList
        applications={applications}
        shown={shown}
        onAdd={onAdd}
        onOpenWith={(x, to) => void openWith(x, to)}
        onChangeStatus={(x, next) => void changeStatus(x, next)}
        onEdit={onEdit}
        onDelete={setDeleting}
      />

      <DeleteApplicationDialog
        deleting={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={pending}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}

/** The status filter, the search, the sort and the add, import and export buttons. */
function ApplicationsToolbar({
  status,
  onStatus,
  query,
  onQuery,
  sort,
  onSort,
  ...actions
}: {
  status: 'all' | ApplicationStatus;
  onStatus: (s: 'all' | ApplicationStatus) => void;
  query: string;
  onQuery: (q: string) => void;
  sort: SortKey;
  onSort: (s: SortKey) => void;
} & ToolbarActions) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        id="tracker-status"
        label="Status"
        value={status}
        onChange={(v) => onStatus(v as 'all' | ApplicationStatus)}
        options={STATUS_FILTERS}
      />
      <TextField
        id="tracker-search"
        label="Search company or title"
        type="search"
        className="min-w-48 flex-1"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        maxLength={200}
      />
      <SelectField
        id="tracker-sort"
        label="Sort by"
        value={sort}
        onChange={(v) => onSort(v as SortKey)}
        options={SORT_OPTIONS}
      />
      <ToolbarButtons {...actions} />
    </div>
  );
}

/** Asks before an application and its stage history are deleted. */
function DeleteApplicationDialog({
  deleting,
  onCancel,
  onConfirm,
  pending,
}: {
  deleting: Application | null;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog
      open={!!deleting}
      onOpenChange={(o) => !o && onCancel()}
      title="Delete application"
      description="Are you sure you want to delete this application?"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
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
  );
}

interface ToolbarActions {
  onAdd: () => void;
  onImport: () => void;
  onExport: () => void;
  canExport: boolean;
}

/** Add an application, import a CSV file, export them all. */
function ToolbarButtons({ onAdd, onImport, onExport, canExport }: ToolbarActions) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden />
        Add Application
      </Button>
      <Button variant="outline" onClick={onImport}>
        <Upload className="h-4 w-4" aria-hidden />
        Import CSV
      </Button>
      <Button variant="outline" onClick={onExport} disabled={!canExport}>
        <Download className="h-4 w-4" aria-hidden />
        Export CSV
      </Button>
    </div>
  );
}

/** The errors of the last update, deletion and export, each as an alert. */
function ErrorAlerts({ messages }: { messages: (string | null)[] }) {
  return (
    <>
      {messages.filter(Boolean).map((message) => (
        <p
          key={message}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      ))}
    </>
  );
}

/** The applications shown, or why there are none. */
function ApplicationList({
  applications,
  shown,
  onAdd,
  onOpenWith,
  onChangeStatus,
  onEdit,
  onDelete,
}: {
  applications: Application[];
  shown: Application[];
  onAdd: () => void;
  onOpenWith: (a: Application, to: '/resume-lab' | '/interview-coach') => void;
  onChangeStatus: (a: Application, next: ApplicationStatus) => void;
  onEdit: (a: Application) => void;
  onDelete: (a: Application) => void;
}) {
  return !applications.length ? (
    <NoApplications onAdd={onAdd} />
  ) : !shown.length ? (
    <EmptyState
      title="No applications match"
      description="Change the status filter or the search."
    />
  ) : (
    <ul className="grid gap-3">
      {shown.map((a) => (
        <ApplicationCard
          key={a.id}
          a={a}
          onOpenWith={onOpenWith}
          onChangeStatus={onChangeStatus}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}
