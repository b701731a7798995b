import type { FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  SALARY_EXPERIENCE,
  SALARY_INDUSTRIES,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import type { SalaryForm } from '../lib/state';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The analyze tab: the spec's inputs, plus an optional offer to place on the band. */
export function AnalyzeForm({
  form,
  onChange,
  onSubmit,
  pending,
}: {
  form: SalaryForm;
  onChange: (patch: Partial<SalaryForm>) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card as="section" aria-labelledby="salary-form-heading">
      <h2 id="salary-form-heading" className="text-lg font-semibold">
        Analyze your salary
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        We match your job title to an occupation, place your pay on the U.S. Bureau of Labor
        Statistics wage curve for your state, and write a negotiation script from your own numbers
        and achievements.
      </p>
      <form className="mt-6 grid gap-5" onSubmit={submit} noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Current Salary *"
            value={form.currentSalary}
            onChange={(e) => onChange({ currentSalary: e.target.value })}
            placeholder="e.g. 75000 or $36/hour"
            inputMode="decimal"
            hint="A year's base pay in US dollars; an hourly rate is counted at 2,080 hours."
          />
          <TextField
            label="Target Salary"
            value={form.targetSalary}
            onChange={(e) => onChange({ targetSalary: e.target.value })}
            placeholder="e.g. 92000"
            inputMode="decimal"
          />
          <TextField
            label="Job Title *"
            value={form.jobTitle}
            onChange={(e) => onChange({ jobTitle: e.target.value })}
            placeholder="e.g. Registered Nurse"
            autoComplete="organization-title"
          />
          <TextField
            label="Location"
            value={form.location}
            onChange={(e) => onChange({ location: e.target.value })}
            placeholder="e.g. Austin, TX"
            hint="A US state or a city with its state. Our wage data are US data: outside the US they are shown for comparison only."
          />
          <SelectField
            id="salary-experience"
            label="Experience"
            value={form.experience}
            onChange={(experience) => onChange({ experience })}
            none="Select experience"
            options={SALARY_EXPERIENCE.map((e) => ({ value: e, label: `${e} years` }))}
          />
          <SelectField
            id="salary-industry"
            label="Industry"
            value={form.industry}
            onChange={(industry) => onChange({ industry })}
            none="Select industry"
            options={SALARY_INDUSTRIES.map((i) => ({ value: i, label: cap(i) }))}
          />
          <SelectField
            id="salary-company-size"
            label="Company Size"
            value={form.companySize}
            onChange={(companySize) => onChange({ companySize })}
            none="Select company size"
            options={COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] }))}
          />
          <TextField
            label="Offer on the table"
            value={form.offerSalary}
            onChange={(e) => onChange({ offerSalary: e.target.value })}
            placeholder="Optional, e.g. 80000"
            inputMode="decimal"
            hint="If you have an offer, we place it on the band too."
          />
        </div>
        <TextAreaField
          label="Key Achievements"
          value={form.achievements}
          onChange={(e) => onChange({ achievements: e.target.value })}
          rows={5}
          placeholder={
            'One per line, with numbers where you can, e.g.\nTrained 12 new nurses on the cardiac unit'
          }
          hint="Your script and justifications quote these in your own words; nothing is added."
        />
        <div>
          <Button type="submit" size="lg" disabled={pending}>
            <Calculator className="h-4 w-4" aria-hidden />
            {pending ? 'Analyzing...' : 'Analyze Salary'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
