import { useState, type FormEvent } from 'react';
import {
  APPLICATION_LIMITS,
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationPriority,
  type ApplicationStatus,
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
  const [values, setValues] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setValues(initial);
  }
  const resumes = useSavedResumes();
  const letters = useSavedCoverLetters();
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
  // The spec: disabled while the job title or company is empty, or while the request runs.
  const disabled = !values.jobTitle.trim() || !values.company.trim() || pending;
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (disabled) return;
    if (await onSubmit(values)) setValues(initial);
  };
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
          disabled={disabled}
          label={submitLabel}
          busy={busyLabel}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <JobLinkImport
          className="sm:col-span-2"
          onImport={(job, link) =>
            setValues((v) => ({
              ...v,
              jobTitle: job.title.slice(0, APPLICATION_LIMITS.jobTitle) || v.jobTitle,
              company: job.company.slice(0, APPLICATION_LIMITS.company) || v.company,
              location: job.location.slice(0, APPLICATION_LIMITS.location) || v.location,
              salaryRange:
                salaryText(job).slice(0, APPLICATION_LIMITS.salaryRange) || v.salaryRange,
              // the tracker keeps the link the posting was read from
              jobUrl: job.url || link,
              jobDescription: job.description,
            }))
          }
        />
        <TextField
          label="Job Title *"
          {...field('jobTitle')}
          required
          maxLength={APPLICATION_LIMITS.jobTitle}
          autoFocus
        />
        <TextField
          label="Company *"
          {...field('company')}
          required
          maxLength={APPLICATION_LIMITS.company}
        />
        <TextField
          label="Location"
          {...field('location')}
          maxLength={APPLICATION_LIMITS.location}
        />
        <TextField
          label="Salary Range"
          {...field('salaryRange')}
          placeholder="e.g. $90k - $110k"
          maxLength={APPLICATION_LIMITS.salaryRange}
        />
        <SelectField
          id={`${formId}-status`}
          label="Status"
          value={values.status}
          onChange={(v) => set('status')(v as ApplicationStatus)}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
        <SelectField
          id={`${formId}-priority`}
          label="Priority"
          value={values.priority}
          onChange={(v) => set('priority')(v as ApplicationPriority)}
          options={APPLICATION_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) }))}
        />
        <TextField
          label="Job URL"
          type="url"
          {...field('jobUrl')}
          placeholder="https://"
          maxLength={APPLICATION_LIMITS.url}
        />
        <TextField label="Date Applied" type="date" {...field('applicationDate')} />
        <TextField
          label="Interview Date"
          type="date"
          {...field('interviewDate', errors?.interviewAt)}
          hint="The next interview; it goes on the calendar."
        />
        <TextField
          label="Interview Time"
          type="time"
          value={values.interviewTime}
          onChange={text('interviewTime')}
          disabled={!values.interviewDate}
          hint="Your local time; leave it empty for all day."
        />
        <TextField label="Offer Deadline" type="date" {...field('offerDeadline')} />
        <TextField
          label="Source"
          {...field('source')}
          placeholder="e.g. LinkedIn, referral, company site"
          maxLength={APPLICATION_LIMITS.source}
        />
        <TextField
          label="Contacts"
          {...field('contacts')}
          placeholder="e.g. Sam Lee (recruiter), sam@example.com"
          maxLength={APPLICATION_LIMITS.contacts}
        />
        <SelectField
          id={`${formId}-resume`}
          label="Resume sent"
          value={values.savedResumeId}
          onChange={set('savedResumeId')}
          none="None"
          options={(resumes.data ?? []).map((r) => ({
            value: String(r.id),
            label: `${r.title}${r.atsScore != null ? ` (ATS ${r.atsScore})` : ''}`,
          }))}
        />
        <SelectField
          id={`${formId}-letter`}
          label="Cover letter sent"
          value={values.coverLetterId}
          onChange={set('coverLetterId')}
          none="None"
          options={(letters.data ?? []).map((l) => ({ value: String(l.id), label: l.title }))}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Notes"
          {...field('notes')}
          rows={3}
          maxLength={APPLICATION_LIMITS.notes}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Job Description"
          hint="Paste the posting: the linked resume is scored against it, and the Resume Lab and Interview Arena can open with it."
          {...field('jobDescription')}
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
