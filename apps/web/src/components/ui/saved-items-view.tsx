import { Fragment, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { LoadingRegion, Skeleton } from './skeleton';

/** What a dialog of the list gets: it is open, and tells when it closes. */
export interface ItemDialogProps {
  open: true;
  onOpenChange: (open: boolean) => void;
}

/**
 * Which dialog of a list is open, and on which item. The dialogs open without a Radix trigger,
 * so they do not put focus back by themselves: `opener` remembers the button that opened one,
 * and closing the dialog focuses it again.
 */
export function useItemDialog<Kind extends string>() {
  const [open, setOpen] = useState<{ kind: Kind; id: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    setOpen(null);
    const el = opener.current;
    opener.current = null;
    if (el) setTimeout(() => el.isConnected && el.focus(), 0);
  };
  return {
    /** opens the `kind` dialog on item `id`, from the button it is given */
    opener: (kind: Kind, id: number) => (el: HTMLElement) => {
      opener.current = el;
      setOpen({ kind, id });
    },
    /** the open dialog, drawn by its kind's function, while its item is still in `items` */
    render<T extends { id: number }>(
      items: readonly T[],
      dialogs: Record<Kind, (item: T, props: ItemDialogProps) => ReactNode>,
    ) {
      const item = open && items.find((i) => i.id === open.id);
      if (!open || !item) return null;
      // keyed by the item: another item's dialog starts afresh
      return (
        <Fragment key={item.id}>{dialogs[open.kind](item, { open: true, onOpenChange })}</Fragment>
      );
    },
  };
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What the list says when the filters leave nothing, and the button that clears them. */
interface NoMatch {
  title: string;
  description: string;
  clearLabel: string;
  onClear: () => void;
}

/** The items of the list and how they are shown. */
interface Shown<T> {
  /** every item, and the ones the toolbar's filters let through */
  items: readonly T[];
  shown: readonly T[];
  filtering: boolean;
  /** one item and more, for the count: ['letter', 'letters'] */
  noun: readonly [string, string];
  toolbar: ReactNode;
  noMatch: NoMatch;
}

/** The list's placeholder while it loads: the toolbar and three cards. */
function ListLoading({ label, toolbarSkeleton }: { label: string; toolbarSkeleton: string }) {
  return (
    <LoadingRegion label={label}>
      <Skeleton className={toolbarSkeleton} />
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** The list could not be read: why, and Retry. */
function ListError({ title, query }: { title: string; query: ListQuery }) {
  const { error, isFetching, refetch } = query;
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <CircleAlert className="h-10 w-10 text-red-600 dark:text-red-400" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {errorMessage(error, 'Please try refreshing the page')}
      </p>
      <Button className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
        <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
        {isFetching ? 'Retrying...' : 'Retry'}
      </Button>
    </Card>
  );
}

/** The toolbar, how many are shown, and the cards (or a way to clear filters that match none). */
function ShownItems<T extends { id: number }>({
  items,
  shown,
  filtering,
  noun,
  toolbar,
  noMatch,
  renderItem,
}: Shown<T> & { renderItem: (item: T) => ReactNode }) {
  const count = (n: number) => (n === 1 ? noun[0] : noun[1]);
  return (
    <>
      {toolbar}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {filtering
          ? `Showing ${shown.length} of ${items.length} ${count(items.length)}`
          : `${items.length} saved ${count(items.length)}`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          className="mt-4"
          title={noMatch.title}
          description={noMatch.description}
          action={
            <Button variant="outline" onClick={noMatch.onClear}>
              {noMatch.clearLabel}
            </Button>
          }
        />
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-col [&>article]:flex-1">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A page of what the user saved (resumes, cover letters): its heading, then loading, an error
 * with Retry, the empty state, or the `toolbar` (search, filters), a count of what is shown and
 * the items as a grid of cards (or, when the filters leave none, a way to clear them).
 * `action` leads to the tool that makes the items: by the heading once there are some, in the
 * empty state before. `children` follow the list (dialogs, related lists). An item told that it
 * was deleted moves focus to the heading, so it is not lost with the card.
 */
export function SavedItemsView<T extends { id: number }>({
  title,
  description,
  action,
  query,
  loadingLabel,
  toolbarSkeleton,
  errorTitle,
  empty,
  renderItem,
  children,
  ...list
}: {
  title: string;
  description: string;
  action: ReactNode;
  query: ListQuery;
  loadingLabel: string;
  /** the height classes of the toolbar's placeholder while loading */
  toolbarSkeleton: string;
  errorTitle: string;
  empty: { title: string; description: string };
  renderItem: (item: T, onDeleted: () => void) => ReactNode;
  children?: ReactNode;
} & Shown<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  let body;
  if (query.isPending)
    body = <ListLoading label={loadingLabel} toolbarSkeleton={toolbarSkeleton} />;
  else if (query.isError) body = <ListError title={errorTitle} query={query} />;
  else if (list.items.length === 0)
    body = <EmptyState title={empty.title} description={empty.description} action={action} />;
  else
    body = (
      <ShownItems
        {...list}
        renderItem={(item) => renderItem(item, () => headingRef.current?.focus())}
      />
    );

  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight focus:outline-none"
          >
            {title}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        {list.items.length > 0 && action}
      </div>
      {body}
      {children}
    </>
  );
}
