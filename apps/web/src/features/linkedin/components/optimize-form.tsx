import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import { LINKEDIN_INDUSTRIES } from '@careerforge/contract';
import { TextField, inputClass } from '../../../components/ui/field';
import {
  ToolForm,
  countHint,
  fieldBinder,
  type ToolFormProps,
} from '../../../components/ui/tool-form';
import { cn } from '../../../lib/cn';
import { parseKeywords } from '../lib/about';
import type { AboutForm } from '../lib/state';
import { AboutEditor } from './about-editor';

const QUICK_INDUSTRIES = LINKEDIN_INDUSTRIES.slice(0, 6);

/** The optimize tab: the current About, target role, industry and keywords. */
export function OptimizeForm({ form, onChange, onSubmit, pending }: ToolFormProps<AboutForm>) {
  const industryId = useId();
  const { text } = fieldBinder(form, onChange);
  return (
    <ToolForm
      headingId={`${industryId}-heading`}
      title="Optimize your About section"
      intro="The rewrite uses only what your About already says: it leads with your own results, works in the role's keywords where your text supports them, and ends with a call to action."
      onSubmit={onSubmit}
      pending={pending}
      submit={{ icon: Sparkles, label: 'Optimize About Section', busy: 'Optimizing...' }}
    >
      <AboutEditor
        label="Current About Section *"
        value={form.about}
        onChange={(about) => onChange({ about })}
        placeholder="Paste the About section from your LinkedIn profile."
      />
      <TextField
        label="Target Role *"
        {...text('targetRole')}
        placeholder="e.g. Product Manager"
        autoComplete="organization-title"
      />
      <div className="grid gap-2">
        <label htmlFor={industryId} className="text-sm font-medium">
          Industry
        </label>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick industry choice">
          {QUICK_INDUSTRIES.map((i) => (
            <button
              key={i}
              type="button"
              aria-pressed={form.industry === i}
              onClick={() => onChange({ industry: form.industry === i ? '' : i })}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                form.industry === i
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {i}
            </button>
          ))}
        </div>
        <select
          id={industryId}
          className={cn(inputClass, 'sm:max-w-xs')}
          value={form.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
        >
          <option value="">No particular industry</option>
          {LINKEDIN_INDUSTRIES.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Keywords"
        {...text('keywords')}
        placeholder="e.g. roadmaps, SQL, stakeholder management"
        hint={countHint(
          parseKeywords(form.keywords),
          'keyword',
          'Separate keywords with commas. Only those your text supports are worked in.',
        )}
      />
    </ToolForm>
  );
}
