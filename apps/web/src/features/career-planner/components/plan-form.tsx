import { Route } from 'lucide-react';
import {
  PLANNER_EXPERIENCE,
  PLANNER_INDUSTRIES,
  TIMEFRAMES,
  TIMEFRAME_LABELS,
} from '@careerforge/contract';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { capitalize } from '../../../lib/format';
import {
  ToolForm,
  countHint,
  fieldBinder,
  type ToolFormProps,
} from '../../../components/ui/tool-form';
import { parseSkills, type CareerForm } from '../lib/state';

/** The plan tab: the spec's inputs. */
export function PlanForm({ form, onChange, onSubmit, pending }: ToolFormProps<CareerForm>) {
  const { text, choice } = fieldBinder(form, onChange);
  return (
    <ToolForm
      headingId="career-form-heading"
      title="Plan your next move"
      intro="We match both roles to O*NET occupations, compare their skills and BLS wages, and build a plan sized to your timeframe. Your skills decide the gaps; nothing is assumed about you."
      onSubmit={onSubmit}
      pending={pending}
      submit={{ icon: Route, label: 'Generate Career Plan', busy: 'Generating...' }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Current Role *"
          {...text('currentRole')}
          placeholder="e.g. Registered Nurse"
        />
        <TextField label="Target Role *" {...text('targetRole')} placeholder="e.g. Nurse Manager" />
        <SelectField
          id="career-industry"
          label="Industry"
          {...choice('industry')}
          none="Select industry"
          options={PLANNER_INDUSTRIES.map((i) => ({ value: i, label: capitalize(i) }))}
        />
        <SelectField
          id="career-experience"
          label="Experience Level"
          {...choice('experience')}
          none="Select experience"
          options={PLANNER_EXPERIENCE.map((e) => ({ value: e, label: capitalize(e) }))}
        />
        <SelectField
          id="career-timeframe"
          label="Timeframe"
          {...choice('timeframe')}
          options={TIMEFRAMES.map((t) => ({ value: t, label: TIMEFRAME_LABELS[t] }))}
        />
      </div>
      <TextField
        label="Current Skills"
        {...text('skills')}
        placeholder="e.g. Patient care, Epic, Excel, Leadership"
        hint={countHint(parseSkills(form.skills), 'skill', 'Separate skills with commas.')}
      />
      <TextAreaField
        label="Interests"
        {...text('interests')}
        rows={3}
        placeholder="What draws you to the new role?"
      />
    </ToolForm>
  );
}
