import { useId, useState } from 'react';
import { monthYearOf, monthYearValue } from '@careerforge/contract';
import { inputClass, TextField } from '../../../components/ui/field';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as a month and a year (the month may stay blank: "2019"), the value kept as "2021-03"
 * or "2021". A date read from a resume in any form the builder reads ("03/2021", "Mar 2021")
 * fills both; text they cannot hold ("Summer 2019", "2015 – 2019") shows as written in a text
 * field, and clearing it brings the month and year back.
 */
export function MonthYearField({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  // a month picked while the year is blank or half typed waits here: the value needs a year
  const [pendingMonth, setPendingMonth] = useState('');
  const read = monthYearOf(value);
  if (!read)
    return (
      <TextField
        label={label}
        value={value}
        disabled={disabled}
        hint="As written on your resume. Clear it to pick a month and year."
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const fullYear = /^\d{4}$/.test(read.year);
  const month = read.month || (fullYear ? '' : pendingMonth);
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-2">
        <select
          id={`${id}-month`}
          aria-label={`${label} month`}
          className={inputClass}
          value={month}
          onChange={(e) => {
            if (fullYear) onChange(monthYearValue(read.year, e.target.value));
            else setPendingMonth(e.target.value);
          }}
        >
          <option value="">Month</option>
          {MONTHS.map((m, i) => (
            <option key={m} value={String(i + 1).padStart(2, '0')}>
              {m}
            </option>
          ))}
        </select>
        <input
          id={`${id}-year`}
          aria-label={`${label} year`}
          className={inputClass}
          inputMode="numeric"
          placeholder="Year"
          maxLength={4}
          value={read.year}
          onChange={(e) => {
            const year = e.target.value.replace(/\D/g, '').slice(0, 4);
            setPendingMonth(month);
            onChange(monthYearValue(year, month));
          }}
        />
      </div>
    </fieldset>
  );
}
