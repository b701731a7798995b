import { Calculator } from 'lucide-react';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  SALARY_EXPERIENCE,
  SALARY_INDUSTRIES,
} from '@careerforge/contract';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { capitalize } from '../../../lib/format';
import { ToolForm, fieldBinder, type ToolFormProps } from '../../../components/ui/tool-form';
import type { SalaryForm } from '../lib/state';

/** The analyze tab: the spec's inputs, plus an optional offer to place on the band. */
export function AnalyzeForm({ form, onChange, onSubmit, pending }: ToolFormProps<SalaryForm>) {
  const { text, choice } = fieldBinder(form, onChange);
  return (
    <ToolForm
      headingId="salary-form-heading"
      title="Analyze your salary"
      intro="We match your job title to an occupation, place your pay on the U.S. Bureau of Labor Statistics wage curve for your state, and write a negotiation script from your own numbers and achievements."
      onSubmit={onSubmit}
      pending={pending}
      submit={{ icon: Calculator, label: 'Analyze Salary', busy: 'Analyzing...' }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Current Salary *"
          {...text('currentSalary')}
          placeholder="e.g. 75000 or $36/hour"
          inputMode="decimal"
          hint="A year's base pay in US dollars; an hourly rate is counted at 2,080 hours."
        />
        <TextField
          label="Target Salary"
          {...text('targetSalary')}
          placeholder="e.g. 92000"
          inputMode="decimal"
        />
        <TextField
          label="Job Title *"
          {...text('jobTitle')}
          placeholder="e.g. Registered Nurse"
          autoComplete="organization-title"
        />
        <TextField
          label="Location"
          {...text('location')}
          placeholder="e.g. Austin, TX"
          hint="A US state or a city with its state. Our wage data are US data: outside the US they are shown for comparison only."
        />
        <SelectField
          id="salary-experience"
          label="Experience"
          {...choice('experience')}
          none="Select experience"
          options={SALARY_EXPERIENCE.map((e) => ({ value: e, label: `${e} years` }))}
        />
        <SelectField
          id="salary-industry"
          label="Industry"
          {...choice('industry')}
          none="Select industry"
          options={SALARY_INDUSTRIES.map((i) => ({ value: i, label: capitalize(i) }))}
        />
        <SelectField
          id="salary-company-size"
          label="Company Size"
          {...choice('companySize')}
          none="Select company size"
          options={COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] }))}
        />
        <TextField
          label="Offer on the table"
          {...text('offerSalary')}
          placeholder="Optional, e.g. 80000"
          inputMode="decimal"
          hint="If you have an offer, we place it on the band too."
        />
      </div>
      <TextAreaField
        label="Key Achievements"
        {...text('achievements')}
        rows={5}
        placeholder={
          'One per line, with numbers where you can, e.g.\nTrained 12 new nurses on the cardiac unit'
        }
        hint="Your script and justifications quote these in your own words; nothing is added."
      />
    </ToolForm>
  );
}
