import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { JobLinkImport } from '../../../components/job/job-link-import';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { isBlank } from '../lib/wizard';
import { StepHeading } from './step-heading';

export interface JobFields {
  jobDescription: string;
  companyName: string;
  jobTitle: string;
}

/** Step 2: the job description (required), company name and job title (optional). */
export function JobStep({
  value,
  onChange,
  onBack,
  onContinue,
}: {
  value: JobFields;
  onChange: (v: JobFields) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const set = (k: keyof JobFields) => (e: { target: { value: string } }) =>
    onChange({ ...value, [k]: e.target.value });
  return (
    <Card>
      <StepHeading>The job you want</StepHeading>
      <JobLinkImport
        className="mt-4"
        onImport={(job) =>
          onChange({
            jobDescription: job.description,
            companyName: job.company || value.companyName,
            jobTitle: job.title || value.jobTitle,
          })
        }
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company name (optional)"
          value={value.companyName}
          onChange={set('companyName')}
          autoComplete="organization"
        />
        <TextField label="Job title (optional)" value={value.jobTitle} onChange={set('jobTitle')} />
      </div>
      <TextAreaField
        className="mt-4"
        label="Job description"
        rows={16}
        placeholder="Paste the whole posting: responsibilities, requirements, nice-to-haves…"
        value={value.jobDescription}
        onChange={set('jobDescription')}
      />
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue} disabled={isBlank(value.jobDescription)}>
          Continue
        </Button>
      </div>
    </Card>
  );
}
