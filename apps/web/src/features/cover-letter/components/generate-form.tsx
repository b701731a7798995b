import { useCallback, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { MAX_LETTER_JOB_DESCRIPTION_CHARS } from '@careerforge/contract';
import { JobLinkImport } from '../../../components/job/job-link-import';
import { Labeled, TextAreaField, TextField, inputClass } from '../../../components/ui/field';
import { ToolForm, fieldBinder, type ToolFormProps } from '../../../components/ui/tool-form';
import { cn } from '../../../lib/cn';
import { useResumeOptions, type ResumeOption } from '../api/resume-options';
import { TONE_OPTIONS, type LetterForm } from '../lib/state';

/** One group of the resume choice, left out when it has no resumes. */
function OptionGroup({ label, options }: { label: string; options: ResumeOption[] }) {
  if (!options.length) return null;
  return (
    <optgroup label={label}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </optgroup>
  );
}

/**
 * The resume the letter cites, grouped into the user's own and the tailored ones saved, or none.
 * A resume deleted since it was chosen falls back to none.
 */
function ResumeChoice({
  id,
  choice,
  onChoice,
}: {
  id: string;
  choice: string;
  onChoice: (choice: string) => void;
}) {
  const { own, tailored, isPending, isError } = useResumeOptions();
  const known = choice === 'none' || [...own, ...tailored].some((o) => o.value === choice);
  // a resume deleted since it was chosen: back to none, as the select shows
  const gone = !isPending && !isError && !known;
  useEffect(() => {
    if (gone) onChoice('none');
  }, [gone, onChoice]);

  return (
    <Labeled id={id} label="Resume">
      <select
        id={id}
        className={inputClass}
        value={known || isPending ? choice : 'none'}
        onChange={(e) => onChoice(e.target.value)}
        aria-describedby={`${id}-hint`}
      >
        <option value="none">None (write from the job only)</option>
        <OptionGroup label="Your resumes" options={own} />
        <OptionGroup label="Saved tailored resumes" options={tailored} />
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {isPending ? (
          'Loading your resumes...'
        ) : own.length + tailored.length === 0 ? (
          <>
            No resumes yet.{' '}
            <Link
              to="/resume-lab"
              className="font-medium text-brand-700 underline dark:text-brand-100"
            >
              Add one in the Resume Lab
            </Link>{' '}
            so the letter can cite your experience.
          </>
        ) : (
          'Your uploaded, pasted and built resumes, and the tailored ones you saved.'
        )}
      </p>
    </Labeled>
  );
}

/** The tone of the letter, each with a word on what it sounds like. */
function TonePicker({
  tone,
  onTone,
}: {
  tone: LetterForm['tone'];
  onTone: (tone: LetterForm['tone']) => void;
}) {
  const toneId = useId();
  return (
    <fieldset>
      <legend id={toneId} className="text-sm font-medium">
        Tone
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {TONE_OPTIONS.map((t) => (
          <label
            key={t.value}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              tone === t.value
                ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-900/40'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
            )}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="tone"
                value={t.value}
                checked={tone === t.value}
                onChange={() => onTone(t.value)}
                className="accent-brand-700"
              />
              {t.label}
            </span>
            <span className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{t.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The generate tab: resume choice (or none), the job, and the tone. */
export function GenerateForm({ form, onChange, onSubmit, pending }: ToolFormProps<LetterForm>) {
  const resumeId = useId();
  const onChoice = useCallback((choice: string) => onChange({ choice }), [onChange]);
  const { text } = fieldBinder(form, onChange);

  return (
    <ToolForm
      headingId={`${resumeId}-heading`}
      title="Generate a cover letter"
      intro="Every sentence about you comes from the resume you pick, and the letter shows the line it rests on. With no resume, the letter speaks only about the job."
      onSubmit={onSubmit}
      pending={pending}
      submit={{ icon: Sparkles, label: 'Generate Cover Letter', busy: 'Generating...' }}
    >
      <ResumeChoice id={resumeId} choice={form.choice} onChoice={onChoice} />

      <JobLinkImport
        maxDescription={MAX_LETTER_JOB_DESCRIPTION_CHARS}
        onImport={(job) =>
          onChange({
            jobDescription: job.description,
            ...(job.company ? { companyName: job.company } : {}),
            ...(job.title ? { jobTitle: job.title } : {}),
          })
        }
      />
      <TextAreaField
        label="Job Description *"
        rows={10}
        {...text('jobDescription')}
        placeholder="Paste the full job posting: responsibilities, requirements, about the company."
        hint={`${form.jobDescription.length.toLocaleString('en-US')} / ${MAX_LETTER_JOB_DESCRIPTION_CHARS.toLocaleString('en-US')} characters`}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company Name"
          {...text('companyName')}
          placeholder="e.g. Acme Corp"
          autoComplete="organization"
        />
        <TextField
          label="Job Title"
          {...text('jobTitle')}
          placeholder="e.g. Senior Backend Engineer"
          autoComplete="organization-title"
        />
      </div>

      <TonePicker tone={form.tone} onTone={(tone) => onChange({ tone })} />
    </ToolForm>
  );
}
