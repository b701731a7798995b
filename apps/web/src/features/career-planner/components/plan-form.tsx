import type { FormEvent } from 'react';
import { Route } from 'lucide-react';
import {
  PLANNER_EXPERIENCE,
  PLANNER_INDUSTRIES,
  TIMEFRAMES,
  TIMEFRAME_LABELS,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { parseSkills, type CareerForm } from '../lib/state';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The plan tab: the spec's inputs. */
export function PlanForm({
  form,
  onChange,
  onSubmit,
  pending,
}: {
  form: CareerForm;
  onChange: (patch: Partial<CareerForm>) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const skills = parseSkills(form.skills);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card as="section" aria-labelledby="career-form-heading">
      <h2 id="career-form-heading" className="text-lg font-semibold">
        Plan your next move
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        We match both roles to O*NET occupations, compare their skills and BLS wages, and build a
        plan sized to your timeframe. Your skills decide the gaps; nothing is assumed about you.
      </p>
      <form className="mt-6 grid gap-5" onSubmit={submit} noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Current Role *"
            value={form.currentRole}
            onChange={(e) => onChange({ currentRole: e.target.value })}
            placeholder="e.g. Registered Nurse"
          />
          <TextField
            label="Target Role *"
            value={form.targetRole}
            onChange={(e) => onChange({ targetRole: e.target.value })}
            placeholder="e.g. Nurse Manager"
          />
          <SelectField
            id="career-industry"
            label="Industry"
            value={form.industry}
            onChange={(industry) => onChange({ industry })}
            none="Select industry"
            options={PLANNER_INDUSTRIES.map((i) => ({ value: i, label: cap(i) }))}
          />
          <SelectField
            id="career-experience"
            label="Experience Level"
            value={form.experience}
            onChange={(experience) => onChange({ experience })}
            none="Select experience"
            options={PLANNER_EXPERIENCE.map((e) => ({ value: e, label: cap(e) }))}
          />
          <SelectField
            id="career-timeframe"
            label="Timeframe"
            value={form.timeframe}
            onChange={(timeframe) => onChange({ timeframe })}
            options={TIMEFRAMES.map((t) => ({ value: t, label: TIMEFRAME_LABELS[t] }))}
          />
        </div>
        <TextField
          label="Current Skills"
          value={form.skills}
          onChange={(e) => onChange({ skills: e.target.value })}
          placeholder="e.g. Patient care, Epic, Excel, Leadership"
          hint={
            skills.length
              ? `${skills.length} ${skills.length === 1 ? 'skill' : 'skills'}: ${skills.join(' · ')}`
              : 'Separate skills with commas.'
          }
        />
        <TextAreaField
          label="Interests"
          value={form.interests}
          onChange={(e) => onChange({ interests: e.target.value })}
          rows={3}
          placeholder="What draws you to the new role?"
        />
        <div>
          <Button type="submit" size="lg" disabled={pending}>
            <Route className="h-4 w-4" aria-hidden />
            {pending ? 'Generating...' : 'Generate Career Plan'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
