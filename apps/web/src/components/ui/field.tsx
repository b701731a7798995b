import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
};

/** A label above its control, and whatever follows the control (a hint, a count). */
export function Labeled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Label, control, and a hint or an error wired to the control for screen readers. */
function Field({
  label,
  error,
  hint,
  className,
  id,
  control,
}: FieldProps & {
  className?: string | undefined;
  id?: string | undefined;
  control: (p: ControlProps) => ReactNode;
}) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <Labeled id={fieldId} label={label} className={className}>
      {control({
        id: fieldId,
        className: inputClass,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </Labeled>
  );
}

export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & FieldProps
>(function TextField({ label, error, hint, className, id, ...props }, ref) {
  return (
    <Field
      {...{ label, error, hint, className, id }}
      control={(p) => <input ref={ref} {...p} {...props} />}
    />
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextAreaField({ label, error, hint, className, id, ...props }, ref) {
  return (
    <Field
      {...{ label, error, hint, className, id }}
      control={(p) => <textarea ref={ref} {...p} {...props} />}
    />
  );
});

/** The e-mail address an account signs in with: required, and filled in by the browser. */
export function AccountEmailField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & Omit<FieldProps, 'label'>,
) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" required {...props} />
  );
}

/** A labelled select of options, with an optional "none" first option (value ""). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  none,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  none?: string;
  disabled?: boolean;
}) {
  return (
    <Field
      label={label}
      id={id}
      control={(p) => (
        <select {...p} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {none !== undefined && <option value="">{none}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
