import type { ReactNode } from 'react';
import { FolderOpen, Trash2 } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from './button';
import { SectionCard } from './card';
import { LoadingRegion, Skeleton } from './skeleton';
import { ErrorText } from './error-text';

/** What a tool kept for the user, as a list to open again or delete (the 10 newest). */
export function SavedList<T extends { id: number }>({
  id,
  title,
  listLabel,
  noun,
  empty,
  query,
  removing,
  onRemove,
  onOpen,
  describe,
  deleteLabel,
}: {
  /** the heading's id prefix */
  id: string;
  title: string;
  listLabel: string;
  /** "analyses", "plans": in the loading and error texts */
  noun: string;
  empty: string;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  removing: boolean;
  onRemove: (id: number) => void;
  onOpen: (item: T) => void;
  describe: (item: T) => ReactNode;
  deleteLabel: (item: T) => string;
}) {
  const { data, isPending, isError, error } = query;
  let body;
  if (isPending)
    body = (
      <LoadingRegion label={`Loading your ${noun}`}>
        <Skeleton className="h-16" />
      </LoadingRegion>
    );
  else if (isError || !data)
    body = (
      <ErrorText>
        Unable to load your {noun}. {errorMessage(error, 'Please try refreshing the page')}
      </ErrorText>
    );
  else if (!data.length)
    body = <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  else
    body = (
      <ul className="grid gap-2" aria-label={listLabel}>
        {data.slice(0, 10).map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
          >
            <span>{describe(item)}</span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onOpen(item)}>
                <FolderOpen className="h-4 w-4" aria-hidden />
                Open
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={deleteLabel(item)}
                disabled={removing}
                onClick={() => onRemove(item.id)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <SectionCard id={`${id}-heading`} title={title} titleSize="base" className="mt-8">
      <div className="mt-3">{body}</div>
    </SectionCard>
  );
}
