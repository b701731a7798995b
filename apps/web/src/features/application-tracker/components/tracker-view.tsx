import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Briefcase, CalendarDays, LayoutDashboard, Plus } from 'lucide-react';
import type { Application } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { toastPlanLimit } from '../../../lib/plan-limit';
import { toast } from '../../../lib/toast';
import {
  applicationQueryOptions,
  useApplications,
  useCreateApplication,
  useUpdateApplication,
} from '../api/applications';
import { ApplicationDialog, emptyForm, formOf, payloadOf } from './application-form';
import { ApplicationsTab } from './applications-tab';
import { CalendarDialog } from './calendar-dialog';
import { InsightsTab } from './insights-tab';
import { OverviewTab } from './overview-tab';

type Tab = 'overview' | 'applications' | 'analytics';
const TABS = [
  { id: 'overview', label: 'Overview', icon: <LayoutDashboard className="h-4 w-4" aria-hidden /> },
  {
    id: 'applications',
    label: 'Applications',
    icon: <Briefcase className="h-4 w-4" aria-hidden />,
  },
  { id: 'analytics', label: 'Analytics', icon: <BarChart3 className="h-4 w-4" aria-hidden /> },
] as const;

/** The add dialog's state: open or not, its last values, the server's word on its fields. */
function useAddApplication() {
  const create = useCreateApplication();
  const [adding, setAdding] = useState(false);
  const [addForm, setAddForm] = useState(emptyForm);
  const [addErrors, setAddErrors] = useState<Record<string, string>>();

  const openAdd = () => {
    setAddErrors(undefined);
    setAdding(true);
  };

  const add = async (values: ReturnType<typeof emptyForm>) => {
    try {
      await create.mutateAsync(payloadOf(values));
      toast({
        title: 'Application Added!',
        description: 'Job application has been successfully tracked.',
      });
      setAdding(false);
      setAddForm(emptyForm());
      setAddErrors(undefined);
      return true;
    } catch (err) {
      setAddErrors(err instanceof ApiError ? err.fields : undefined);
      if (toastPlanLimit(err)) return false;
      toast({
        title: 'Failed to Add',
        description: 'Unable to add application. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  return { adding, setAdding, addForm, addErrors, openAdd, add, pending: create.isPending };
}

/**
 * The edit dialog's state: the application being edited, its detail (the edit form needs the
 * job description, which only one application's answer carries), and the save.
 */
function useEditApplication() {
  const update = useUpdateApplication();
  const [editing, setEditing] = useState<Application | null>(null);
  const detail = useQuery({ ...applicationQueryOptions(editing?.id ?? 0), enabled: !!editing });
  const editDetail = editing && detail.data?.id === editing.id ? detail.data : null;
  const editInitial = useMemo(() => (editDetail ? formOf(editDetail) : null), [editDetail]);
  const [editErrors, setEditErrors] = useState<Record<string, string>>();
  const [updateError, setUpdateError] = useState<string | null>(null);

  const saveEdit = async (values: ReturnType<typeof emptyForm>) => {
    if (!editing) return false;
    try {
      await update.mutateAsync({ id: editing.id, patch: payloadOf(values) });
      await detail.refetch();
      toast({
        title: 'Application Updated!',
        description: 'Changes have been saved successfully.',
      });
      setEditing(null);
      setUpdateError(null);
      return true;
    } catch (err) {
      setEditErrors(err instanceof ApiError ? err.fields : undefined);
      setUpdateError('Failed to update application');
      return false;
    }
  };

  const startEdit = (a: Application) => {
    setEditErrors(undefined);
    setEditing(a);
  };

  return {
    editing,
    setEditing,
    startEdit,
    editDetail,
    editInitial,
    editErrors,
    updateError,
    setUpdateError,
    saveEdit,
    pending: update.isPending,
  };
}

/** The page's title with the Calendar and Add Application buttons. */
function TrackerHeader({ onCalendar, onAdd }: { onCalendar: () => void; onAdd: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <PageHeader
        title="Application Tracker"
        subtitle="Track every application through the pipeline and learn which resumes get answers."
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCalendar}>
          <CalendarDays className="h-4 w-4" aria-hidden />
          Calendar
        </Button>
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Application
        </Button>
      </div>
    </div>
  );
}

/** The application tracker: Overview, Applications and Analytics tabs, add and edit dialogs. */
export function TrackerView() {
  const [tab, setTab] = useState<Tab>('overview');
  const list = useApplications();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const adder = useAddApplication();
  const edit = useEditApplication();

  let body;
  if (list.isPending) body = <Spinner label="Loading applications..." />;
  else if (list.isError)
    body = (
      <div
        role="alert"
        className="rounded-md border border-red-300 p-4 text-sm text-red-800 dark:text-red-300"
      >
        Unable to load your applications. Please try refreshing the page.
      </div>
    );
  else {
    const apps = list.data;
    body = (
      <Tabs kind="page" tabs={TABS} value={tab} onChange={setTab} label="Application tracker">
        {tab === 'overview' && <OverviewTab applications={apps} onAdd={adder.openAdd} />}
        {tab === 'applications' && (
          <ApplicationsTab
            applications={apps}
            onAdd={adder.openAdd}
            onEdit={edit.startEdit}
            updateError={edit.updateError}
            onUpdateError={edit.setUpdateError}
          />
        )}
        {tab === 'analytics' && <InsightsTab applications={apps} />}
      </Tabs>
    );
  }

  return (
    <>
      <TrackerHeader onCalendar={() => setCalendarOpen(true)} onAdd={adder.openAdd} />
      {body}
      <CalendarDialog open={calendarOpen} onOpenChange={setCalendarOpen} />
      <ApplicationDialog
        open={adder.adding}
        onOpenChange={adder.setAdding}
        title="Add New Job Application"
        submitLabel="Add Application"
        busyLabel="Adding..."
        initial={adder.addForm}
        pending={adder.pending}
        errors={adder.addErrors}
        onSubmit={adder.add}
      />
      {edit.editing && edit.editInitial && (
        <ApplicationDialog
          open
          onOpenChange={(o) => !o && edit.setEditing(null)}
          title="Edit Application"
          submitLabel="Save Changes"
          busyLabel="Saving..."
          initial={edit.editInitial}
          pending={edit.pending}
          errors={edit.editErrors}
          onSubmit={edit.saveEdit}
          history={edit.editDetail?.events}
        />
      )}
    </>
  );
}
