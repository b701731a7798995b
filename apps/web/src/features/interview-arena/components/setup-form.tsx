import { Loader2, Sparkles } from 'lucide-react';
import {
  INTERVIEW_TYPES,
  MAX_INTERVIEW_JOB_CHARS,
  TEXT_LIMITS,
  type InterviewTypeName,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { JobLinkImport } from '../../../components/job/job-link-import';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useResumeOptions } from '../api/interviews';
import { MODES, TYPE_LABELS, defaultTitle, type ArenaState } from '../lib/state';

type SetupFormValues = ArenaState['form'];
type Patch = Partial<SetupFormValues>;

const TYPE_OPTIONS = INTERVIEW_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

/** A title the user has not written: empty, or the default one of the type. */
const titleUntouched = (form: SetupFormValues) =>
  form.title.trim() === '' || form.title === defaultTitle(form.interviewType);

/** The interview type, which an untouched title follows, and the resume to draw on. */
function TypeAndResumeFields({
  form,
  onChange,
}: {
  form: SetupFormValues;
  onChange: (patch: Patch) => void;
}) {
  const resumes = useResumeOptions();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id="interview-type"
        label="Interview type"
        value={form.interviewType}
        onChange={(value) => {
          const next = value as InterviewTypeName;
          // A title the user has not changed follows the type ("Technical Practice").
          onChange({
            interviewType: next,
            ...(titleUntouched(form) ? { title: defaultTitle(next) } : {}),
          });
        }}
        options={TYPE_OPTIONS}
      />
      <SelectField
        id="interview-resume"
        label="Resume (optional)"
        value={form.resumeId}
        onChange={(resumeId) => onChange({ resumeId })}
        options={[
          { value: 'none', label: 'None' },
          ...(resumes.data ?? []).map((r) => ({ value: String(r.id), label: r.title })),
        ]}
      />
    </div>
  );
}

/** Generate Questions, and what to do while the title is empty. */
function SubmitRow({ form, pending }: { form: SetupFormValues; pending: boolean }) {
  return (
    <div>
      <Button type="submit" disabled={pending || form.title.trim() === ''}>
        {pending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Sparkles className="h-4 w-4" aria-hidden />
        )}
        {pending ? 'Generating...' : 'Generate Questions'}
      </Button>
      {form.title.trim() === '' && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Give the session a title to start (for example &ldquo;
          {defaultTitle(form.interviewType)}
          &rdquo;).
        </p>
      )}
    </div>
  );
}

/** The session-creation form: session title, interview type, job description, resume. */
export function SetupForm({
  form,
  mode,
  onChange,
  onSubmit,
  pending,
}: {
  form: SetupFormValues;
  mode: ArenaState['mode'];
  onChange: (patch: Patch) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const modeName = MODES.find((m) => m.id === mode)?.name ?? 'Practice';
  return (
    <Card>
      <form
        className="grid gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <div>
          <h2 className="text-lg font-semibold">New session</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Mode: {modeName}. Paste the job description and the questions come from it: its skills,
            its duties and its level.
          </p>
        </div>
        <TextField
          label="Session title"
          value={form.title}
          placeholder={defaultTitle(form.interviewType)}
          maxLength={TEXT_LIMITS.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
        <TypeAndResumeFields form={form} onChange={onChange} />
        <JobLinkImport
          maxDescription={MAX_INTERVIEW_JOB_CHARS}
          onImport={(job) =>
            onChange({
              jobDescription: job.description,
              // the title is the posting's unless the user wrote their own
              ...(job.title && titleUntouched(form)
                ? {
                    title: `${job.title}${job.company ? ` at ${job.company}` : ''}`.slice(
                      0,
                      TEXT_LIMITS.title,
                    ),
                  }
                : {}),
            })
          }
        />
        <TextAreaField
          label="Job description"
          hint={`Optional. Without one, the questions come from our question bank. Up to ${MAX_INTERVIEW_JOB_CHARS.toLocaleString('en-US')} characters.`}
          rows={8}
          value={form.jobDescription}
          maxLength={MAX_INTERVIEW_JOB_CHARS}
          onChange={(e) => onChange({ jobDescription: e.target.value })}
        />
        <SubmitRow form={form} pending={pending} />
      </form>
    </Card>
  );
}
