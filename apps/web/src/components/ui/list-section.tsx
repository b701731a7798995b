import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from './button';

/** A titled, bordered part of a long form, with an optional action (a button) by its title. */
export function FormPanel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {action}
      </div>
      <div className="grid gap-3">{children}</div>
    </section>
  );
}

/** An icon-only delete button; `label` is its accessible name. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

/**
 * A form panel holding a list of entries the user adds and deletes (jobs, schools, projects).
 * `noun` names one entry as in "Experience 2": each entry is a bordered group of fields named
 * so for screen readers, with a "Delete experience 2" button at its top; with `layout="row"`
 * an entry is one line, its fields then its delete button. `children` renders one entry's
 * fields; `empty` is shown while there is none.
 */
export function ListSection<T extends { id: string }>({
  title,
  noun,
  addLabel,
  items,
  onAdd,
  onRemove,
  empty,
  layout = 'group',
  children,
}: {
  title: string;
  noun: string;
  addLabel: string;
  items: readonly T[];
  onAdd: () => void;
  onRemove: (item: T) => void;
  empty?: string;
  layout?: 'group' | 'row';
  children: (item: T, index: number) => ReactNode;
}) {
  const remove = (item: T, i: number) => (
    <DeleteButton label={`Delete ${noun.toLowerCase()} ${i + 1}`} onClick={() => onRemove(item)} />
  );
  return (
    <FormPanel
      title={title}
      action={
        <Button type="button" size="sm" variant="outline" onClick={onAdd}>
          <Plus className="size-4" aria-hidden /> {addLabel}
        </Button>
      }
    >
      {items.length === 0 && empty && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      )}
      {items.map((item, i) =>
        layout === 'row' ? (
          <div key={item.id} className="flex items-end gap-2">
            {children(item, i)}
            {remove(item, i)}
          </div>
        ) : (
          <fieldset
            key={item.id}
            className="grid gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="sr-only">
              {noun} {i + 1}
            </legend>
            <div className="flex justify-end">{remove(item, i)}</div>
            {children(item, i)}
          </fieldset>
        ),
      )}
    </FormPanel>
  );
}
