/**
 * A progress bar, for eyes and screen readers alike: the track (`className`: its size and
 * colours) holds a fill (`fillClassName`) `percent` wide, kept within 0–100, or none for a
 * `percent` of null. Assistive technology hears `value` of `min` to `max` (by default the
 * rounded percent of 0–100), in the words of `valueText` when given.
 */
export function ProgressBar({
  label,
  percent,
  value,
  min = 0,
  max = 100,
  valueText,
  className,
  fillClassName,
}: {
  label: string;
  percent: number | null;
  value?: number;
  min?: number;
  max?: number;
  valueText?: string;
  className: string;
  fillClassName: string;
}) {
  const width = percent === null ? null : Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? Math.round(width ?? 0)}
      aria-valuetext={valueText}
      className={className}
    >
      {width !== null && <div className={fillClassName} style={{ width: `${width}%` }} />}
    </div>
  );
}
