import { useId, type ComponentType, type ReactNode } from 'react';
import { Briefcase, CalendarDays, Eye, Star, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { Button } from './button';
import { Card } from './card';

/** An outline button in a saved item's footer: `name` is its accessible name ("Edit Acme"). */
export function ItemAction({
  icon: Icon,
  label,
  name,
  onClick,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  name: string;
  onClick: (opener: HTMLElement) => void;
}) {
  return (
    <Button variant="outline" size="sm" onClick={(e) => onClick(e.currentTarget)} aria-label={name}>
      <Icon className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}

/** The red Delete button of a saved item: `name` is its accessible name ("Delete Acme"). */
export function DeleteAction({
  name,
  onClick,
  disabled,
  className,
  children = 'Delete',
}: {
  name: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  /** the visible label */
  children?: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={name}
      className={cn(
        className,
        'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950 dark:hover:text-red-300',
      )}
    >
      <Trash2 className="h-4 w-4" aria-hidden />
      {children}
    </Button>
  );
}

/** "Saved Mar 5, 2026", and after a dot what kind of item it is ("Formal tone"). */
export function SavedOn({
  date,
  note,
  className,
}: {
  date: string;
  note?: string | null;
  className?: string;
}) {
  return (
    <p
      className={cn(
        className,
        'flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 dark:text-slate-400',
      )}
    >
      <CalendarDays className="h-3.5 w-3.5" aria-hidden />
      <span>
        Saved <time dateTime={date}>{formatDate(date)}</time>
      </span>
      {note && (
        <>
          <span aria-hidden>·</span>
          <span>{note}</span>
        </>
      )}
    </p>
  );
}

/**
 * One saved item (a resume, a cover letter) as a card named by its title: a favorite star, the
 * role it was made for, the item's own details (`children`), and a footer of actions: Preview,
 * the item's own `actions`, then Delete. Preview gets the button that opened it, for focus to
 * return to when its dialog closes.
 */
export function SavedItemCard({
  title,
  role,
  isFavorite,
  onToggleFavorite,
  favoritePressed = false,
  onPreview,
  onDelete,
  deleteAtEnd = false,
  actions,
  children,
}: {
  title: string;
  /** "Data Analyst at Acme": shown under the title when not empty */
  role: string;
  isFavorite: boolean;
  onToggleFavorite: () => void;
  /** the star also tells its state as a toggle button (aria-pressed) */
  favoritePressed?: boolean;
  onPreview: (opener: HTMLElement) => void;
  onDelete: () => void;
  /** Delete stands apart, at the end of the footer's last line */
  deleteAtEnd?: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const favoriteLabel = isFavorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Card as="article" padding="none" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-2">
          <h2
            id={titleId}
            className="min-w-0 flex-1 text-base leading-snug font-semibold break-words"
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onToggleFavorite}
            aria-pressed={favoritePressed ? isFavorite : undefined}
            aria-label={favoriteLabel}
            title={favoriteLabel}
            className="-mt-1 -mr-2 shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-amber-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-amber-300"
          >
            <Star
              className={cn(
                'h-5 w-5',
                isFavorite &&
                  'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300',
              )}
              aria-hidden
            />
          </button>
        </div>
        {role && (
          <p className="-mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <Briefcase
              className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400"
              aria-hidden
            />
            <span className="min-w-0 break-words">{role}</span>
          </p>
        )}
        {children}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <ItemAction icon={Eye} label="Preview" name={`Preview ${title}`} onClick={onPreview} />
        {actions}
        <DeleteAction
          name={`Delete ${title}`}
          onClick={onDelete}
          className={deleteAtEnd ? 'ml-auto' : undefined}
        />
      </div>
    </Card>
  );
}
