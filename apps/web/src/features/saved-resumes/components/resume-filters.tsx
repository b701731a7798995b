import { useId } from 'react';
import { Search, Star } from 'lucide-react';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { sortOptions, type ResumeFilters, type SortKey } from '../lib/filter';

const labelClass = 'text-sm font-medium';

/** A labelled choice of the filter bar (tag, order). */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'h-10')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Favorites only", pressed or not. */
function FavoritesToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'col-span-2 inline-flex h-10 items-center lg:col-span-1 justify-center gap-2 rounded-md border px-3 text-sm font-medium whitespace-nowrap transition-colors',
        pressed
          ? 'border-amber-500 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
      )}
    >
      <Star
        className={cn('h-4 w-4', pressed && 'fill-amber-400 text-amber-600 dark:text-amber-300')}
        aria-hidden
      />
      Favorites only
    </button>
  );
}

/** Search, tag filter, order and "Favorites only" above the list. */
export function ResumeFiltersBar({
  filters,
  tags,
  onChange,
}: {
  filters: ResumeFilters;
  tags: string[];
  onChange: (next: ResumeFilters) => void;
}) {
  const id = useId();
  const set = <K extends keyof ResumeFilters>(key: K, value: ResumeFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <div
      role="search"
      aria-label="Filter saved resumes"
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-search`} className={labelClass}>
          Search resumes
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden
          />
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(e) => set('search', e.target.value)}
            placeholder="Title, company, job title, content or tag"
            autoComplete="off"
            className={cn(inputClass, 'h-10 pl-9')}
          />
        </div>
      </div>
      <FilterSelect
        id={`${id}-tag`}
        label="Tag"
        value={filters.tag}
        onChange={(v) => set('tag', v)}
        options={[{ value: '', label: 'All tags' }, ...tags.map((t) => ({ value: t, label: t }))]}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Sort by"
        value={filters.sort}
        onChange={(v) => set('sort', v as SortKey)}
        options={sortOptions}
      />
      <FavoritesToggle
        pressed={filters.favoritesOnly}
        onToggle={() => set('favoritesOnly', !filters.favoritesOnly)}
      />
    </div>
  );
}
