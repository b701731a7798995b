import { cn } from '../../../lib/cn';

/** A horizontal proportion bar; the number beside it is the text alternative. */
export function Bar({
  percent,
  className,
  label,
}: {
  percent: number;
  className?: string;
  label: string;
}) {
  const p = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(p)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div
        className={cn('h-full rounded-full bg-brand-700', className)}
        style={{ width: `${p}%` }}
      />
    </div>
  );
}

/**
 * Columns for a series (applications per week): drawn for the eye and hidden from screen
 * readers, which read the table beside it instead.
 */
export function ColumnChart({
  caption,
  points,
  valueLabel,
}: {
  caption: string;
  points: { label: string; value: number }[];
  valueLabel: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  return (
    <figure>
      <div aria-hidden className="flex h-32 items-end gap-1">
        {points.map((p) => (
          <div key={p.label} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[10px] tabular-nums text-slate-600 dark:text-slate-300">
              {p.value || ''}
            </span>
            <div
              className="w-full rounded-t bg-brand-600 dark:bg-brand-500"
              style={{ height: `${(p.value / max) * 100}%`, minHeight: p.value ? 2 : 0 }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden className="mt-1 flex gap-1">
        {points.map((p, i) => (
          <span
            key={p.label}
            className="flex-1 truncate text-center text-[10px] text-slate-500 dark:text-slate-400"
          >
            {i % 2 === 0 ? p.label : ''}
          </span>
        ))}
      </div>
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <td>{p.label}</td>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
