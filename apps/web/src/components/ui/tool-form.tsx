import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { SectionCard } from './card';
import { plural } from '../../lib/format';

/** What a tool's form takes from its page: the form's state, a change to it, and the submit. */
export interface ToolFormProps<F> {
  form: F;
  onChange: (patch: Partial<F>) => void;
  onSubmit: () => void;
  pending: boolean;
}

/**
 * The card every tool's input form sits in (cover letter, salary, career plan, LinkedIn): a
 * heading, one line on what the tool does with the input, the fields, and one submit button
 * that says so while the tool works. `headingId` names the card for screen readers.
 */
export function ToolForm({
  headingId,
  title,
  intro,
  onSubmit,
  pending,
  submit: { icon: Icon, label, busy },
  children,
}: {
  headingId: string;
  title: string;
  intro: ReactNode;
  onSubmit: () => void;
  pending: boolean;
  /** the submit button: its icon, its words, and its words while the tool works */
  submit: { icon: LucideIcon; label: string; busy: string };
  children: ReactNode;
}) {
  const send = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <SectionCard id={headingId} title={title}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      <form className="mt-6 grid gap-5" onSubmit={send} noValidate>
        {children}
        <div>
          <Button type="submit" size="lg" disabled={pending}>
            <Icon className="h-4 w-4" aria-hidden />
            {pending ? busy : label}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** The keys of a form whose values are text, the ones a text box can edit. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * Ties fields to a form's state, so each field in a form is written once, by its label and
 * hints: `text('jobTitle')` gives a text box its value and a change that updates that one key;
 * `choice('industry')` does the same for a select.
 */
export function fieldBinder<F>(form: F, onChange: (patch: Partial<F>) => void) {
  const patch = (key: TextKey<F>, value: string) => onChange({ [key]: value } as Partial<F>);
  return {
    text: (key: TextKey<F>) => ({
      value: form[key] as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        patch(key, e.target.value),
    }),
    choice: (key: TextKey<F>) => ({
      value: form[key] as string,
      onChange: (value: string) => patch(key, value),
    }),
  };
}

/** A count and the list itself under a field of comma-separated words, or a hint while empty. */
export function countHint(items: readonly string[], noun: string, empty: string): string {
  if (items.length === 0) return empty;
  return `${plural(items.length, noun)}: ${items.join(' · ')}`;
}
