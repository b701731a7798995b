import { useState, type FormEvent } from 'react';
import {
  APPLICATION_LIMITS,
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationPriority,
  type ApplicationStatus,
  type ImportedJob,
} from '@careerforge/contract';
import { Dialog, FormDialogFooter, type OpenState } from '../../../components/ui/dialog';
import { JobLinkImport, salaryText } from '../../../components/job/job-link-import';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useSavedCoverLetters } from '../../saved-cover-letters';
import { useSavedResumes } from '../../saved-resumes';
import { interviewInputs, interviewValue } from '../lib/calendar';
import { formatDay, localToday, priorityLabel, statusLabel } from '../lib/format';

export interface ApplicationFormValues {
  jobTitle: string;
  company: string;
  location: string;
  salaryRange: string;
  status: ApplicationStatus;
  priority: ApplicationPriority;
  jobUrl: string;
  notes: string;
  contacts: string;
  source: string;
  applicationDate: string;
  jobDescription: string;
  savedResumeId: string;
  coverLetterId: string;
  /** the next interview's local day, and its local time (empty: all day) */
  interviewDate: string;
  interviewTime: string;
  offerDeadline: string;
}

/** The spec's defaults: applied, medium, today. */
export const emptyForm = (): ApplicationFormValues => ({
  jobTitle: '',
  company: '',
  location: '',
  salaryRange: '',
  status: 'applied',
  priority: 'medium',
  jobUrl: '',
  notes: '',
  contacts: '',
  source: '',
  applicationDate: localToday(),
  jobDescription: '',
  savedResumeId: '',
  coverLetterId: '',
  interviewDate: '',
  interviewTime: '',
  offerDeadline: '',
});

export function formOf(a: ApplicationDetail): ApplicationFormValues {
  const interview = interviewInputs(a.interviewAt);
  return {
    jobTitle: a.jobTitle,
    company: a.company,
    location: a.location ?? '',
    salaryRange: a.salaryRange ?? '',
    status: a.status,
    priority: a.priority,
    jobUrl: a.jobUrl ?? '',
    notes: a.notes ?? '',
    contacts: a.contacts ?? '',
    source: a.source ?? '',
    applicationDate: a.applicationDate,
    jobDescription: a.jobDescription ?? '',
    savedResumeId: a.savedResumeId == null ? '' : String(a.savedResumeId),
    coverLetterId: a.coverLetterId == null ? '' : String(a.coverLetterId),
    interviewDate: interview.date,
    interviewTime: interview.time,
    offerDeadline: a.offerDeadline ?? '',
  };
}

/** The form as the API takes it: blanks as null, links as ids. */
export const payloadOf = (v: ApplicationFormValues) => ({
  jobTitle: v.jobTitle,
  company: v.company,
  location: v.location || null,
  salaryRange: v.salaryRange || null,
  status: v.status,
  priority: v.priority,
  jobUrl: v.jobUrl.trim() || null,
  notes: v.notes || null,
  contacts: v.contacts || null,
  source: v.source || null,
  applicationDate: v.applicationDate || localToday(),
  jobDescription: v.jobDescription || null,
  savedResumeId: v.savedResumeId ? Number(v.savedResumeId) : null,
  coverLetterId: v.coverLetterId ? Number(v.coverLetterId) : null,
  interviewAt: interviewValue(v.interviewDate, v.interviewTime),
  offerDeadline: v.offerDeadline || null,
});

type ApplicationForm = ReturnType<typeof useApplicationForm>;

/**
 * The form's values, reset when a new `initial` comes in, with bindings for its fields, the
 * fill from a job link, and the submit that is refused while the title or company is empty.
 */
function useApplicationForm(
  initial: ApplicationFormValues,
  pending: boolean,
  errors: Record<string, string> | undefined,
  onSubmit: (values: ApplicationFormValues) => Promise<boolean>,
) {
  const [values, setValues] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setValues(initial);
  }
  const set =
    <K extends keyof ApplicationFormValues>(key: K) =>
    (value: ApplicationFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof ApplicationFormValues) => (e: { target: { value: string } }) =>
    set(key)(e.target.value as never);
  // a text box's value, its change and the server's word on it (by the API's name for it)
  const field = (key: keyof ApplicationFormValues, error = errors?.[key]) => ({
    value: values[key],
    onChange: text(key),
    error,
  });
  const importJob = (job: ImportedJob, link: string) =>
    setValues((v) => ({
      ...v,
      jobTitle: job.title.slice(0, APPLICATION_LIMITS.jobTitle) || v.jobTitle,
      company: job.company.slice(0, APPLICATION_LIMITS.company) || v.company,
      location: job.location.slice(0, APPLICATION_LIMITS.location) || v.location,
      salaryRange: salaryText(job).slice(0, APPLICATION_LIMITS.salaryRange) || v.salaryRange,
      // the tracker keeps the link the posting was read from
      jobUrl: job.url || link,
      jobDescription: job.description,
    }));
  // The spec: disabled while the job title or company is empty, or while the request runs.
  const disabled = !values.jobTitle.trim() || !values.company.trim() || pending;
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (disabled) return;
    if (await onSubmit(values)) setValues(initial);
  };
  return { values, errors, set, text, field, importJob, disabled, submit };
}

/** The job itself: title, company, place, pay, where it stands and its link. */
function JobFields({ form, formId }: { form: ApplicationForm; formId: string }) {
  return (
    <>
      <TextField
        label="Job Title *"
        {...form.field('jobTitle')}
        required
        maxLength={APPLICATION_LIMITS.jobTitle}
        autoFocus
      />
      <TextField
        label="Company *"
        {...form.field('company')}
        required
        maxLength={APPLICATION_LIMITS.company}
      />
      <TextField
        label="Location"
        {...form.field('location')}
        maxLength={APPLICATION_LIMITS.location}
      />
      <TextField
        label="Salary Range"
        {...form.field('salaryRange')}
        placeholder="e.g. $90k - $110k"
        maxLength={APPLICATION_LIMITS.salaryRange}
      />
      <SelectField
        id={`${formId}-status`}
        label="Status"
        value={form.values.status}
        onChange={(v) => form.set('status')(v as ApplicationStatus)}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      <SelectField
        id={`${formId}-priority`}
        label="Priority"
        value={form.values.priority}
        onChange={(v) => form.set('priority')(v as ApplicationPriority)}
        options={APPLICATION_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) }))}
      />
      <TextField
        label="Job URL"
        type="url"
        {...form.field('jobUrl')}
        placeholder="https://"
        maxLength={APPLICATION_LIMITS.url}
      />
    </>
  );
}

/** The dates that matter for the application, where it came from and who to talk to. */
function DatesAndContactFields({ form }: { form: ApplicationForm }) {
  return (
    <>
      <TextField label="Date Applied" type="date" {...form.field('applicationDate')} />
      <TextField
        label="Interview Date"
        type="date"
        {...form.field('interviewDate', form.errors?.interviewAt)}
        hint="The next interview; it goes on the calendar."
      />
      <TextField
        label="Interview Time"
        type="time"
        value={form.values.interviewTime}
        onChange={form.text('interviewTime')}
        disabled={!form.values.interviewDate}
        hint="Your local time; leave it empty for all day."
      />
      <TextField label="Offer Deadline" type="date" {...form.field('offerDeadline')} />
      <TextField
        label="Source"
        {...form.field('source')}
        placeholder="e.g. LinkedIn, referral, company site"
        maxLength={APPLICATION_LIMITS.source}
      />
      <TextField
        label="Contacts"
        {...form.field('contacts')}
        placeholder="e.g. Sam Lee (recruiter), sam@example.com"
        maxLength={APPLICATION_LIMITS.contacts}
      />
    </>
  );
}

/** The resume and cover letter that were sent, picked from the saved ones. */
function SentDocumentFields({
  form,
  formId,
  resumes,
  letters,
}: {
  form: ApplicationForm;
  formId: string;
  resumes: ReturnType<typeof useSavedResumes>['data'];
  letters: ReturnType<typeof useSavedCoverLetters>['data'];
}) {
  return (
    <>
      <SelectField
        id={`${formId}-resume`}
        label="Resume sent"
        value={form.values.savedResumeId}
        onChange={form.set('savedResumeId')}
        none="None"
        options={(resumes ?? []).map((r) => ({
          value: String(r.id),
          label: `${r.title}${r.atsScore != null ? ` (ATS ${r.atsScore})` : ''}`,
        }))}
      />
      <SelectField
        id={`${formId}-letter`}
        label="Cover letter sent"
        value={form.values.coverLetterId}
        onChange={form.set('coverLetterId')}
        none="None"
        options={(letters ?? []).map((l) => ({ value: String(l.id), label: l.title }))}
      />
    </>
  );
}

/**
 * The add dialog ('Add New Job Application') and the edit form, with every field: the spec's
 * form fields, plus contacts, source, the date, the job description and the resume and cover
 * letter that were sent.
 */
export function ApplicationDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  busyLabel,
  initial,
  pending,
  errors,
  onSubmit,
  history,
}: OpenState & {
  title: string;
  submitLabel: string;
  busyLabel: string;
  initial: ApplicationFormValues;
  pending: boolean;
  errors?: Record<string, string> | undefined;
  onSubmit: (values: ApplicationFormValues) => Promise<boolean>;
  /** the stage history, shown under the edit form */
  history?: ApplicationEvent[] | undefined;
}) {
  const form = useApplicationForm(initial, pending, errors, onSubmit);
  const resumes = useSavedResumes();
  const letters = useSavedCoverLetters();
  const formId = `application-form-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      footer={
        <FormDialogFooter
          form={formId}
          onCancel={() => onOpenChange(false)}
          pending={pending}
          disabled={form.disabled}
          label={submitLabel}
          busy={busyLabel}
        />
      }
    >
      <form id={formId} onSubmit={form.submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <JobLinkImport className="sm:col-span-2" onImport={form.importJob} />
        <JobFields form={form} formId={formId} />
        <DatesAndContactFields form={form} />
        <SentDocumentFields
          form={form}
          formId={formId}
          resumes={resumes.data}
          letters={letters.data}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Notes"
          {...form.field('notes')}
          rows={3}
          maxLength={APPLICATION_LIMITS.notes}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Job Description"
          hint="Paste the posting: the linked resume is scored against it, and the Resume Lab and Interview Arena can open with it."
          {...form.field('jobDescription')}
          rows={4}
        />
      </form>
      {history && history.length > 0 && <StageHistory id={`${formId}-history`} history={history} />}
    </Dialog>
  );
}

/** The stages an application went through, as the server lists them, under the edit form. */
function StageHistory({ id, history }: { id: string; history: ApplicationEvent[] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-sm font-semibold">
        Stage history
      </h3>
      <ol className="mt-2 grid gap-1 text-sm">
        {history.map((e) => (
          <li key={e.id}>
            <span className="tabular-nums text-slate-600 dark:text-slate-300">
              {formatDay(e.date)}
            </span>
            : {e.fromStatus ? `${statusLabel(e.fromStatus)} to ` : ''}
            {statusLabel(e.toStatus)}
          </li>
        ))}
      </ol>
    </section>
  );
}
