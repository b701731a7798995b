import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { LoadingRegion } from './skeleton';
import { EmptyState } from './empty-state';

export interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

/**
 * A list fed by a query, with the spec's states: skeletons while loading, an error with a retry,
 * the empty-state text when there is nothing, else the items (plus any static extras).
 */
export function DataList<T>({
  query,
  label,
  skeleton,
  count,
  empty,
  errorTitle,
  grid,
  render,
  extra,
  as = 'div',
}: {
  query: ListQuery<T>;
  label: string;
  skeleton: ReactNode;
  count: number;
  empty: { title: string; description: string };
  /** Shown (with Try again) when the call fails; without it the empty state explains the failure. */
  errorTitle?: string;
  grid: string;
  render: (item: T) => ReactNode;
  extra?: ReactNode;
  as?: 'div' | 'ul';
}) {
  if (query.isPending) {
    return (
      <LoadingRegion label={label}>
        <div className={grid}>
          {Array.from({ length: count }, (_, i) => (
            <div key={i}>{skeleton}</div>
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError && errorTitle) {
    return <LoadFailed title={errorTitle} error={query.error} onRetry={query.refetch} />;
  }
  const items = query.data ?? [];
  const emptyNode = items.length === 0 && (
    <EmptyState
      className={extra ? 'sm:col-span-2 lg:col-span-full' : undefined}
      title={empty.title}
      description={
        query.isError ? 'This list could not be loaded. Please try again later.' : empty.description
      }
    />
  );
  if (emptyNode && !extra) return emptyNode;
  const List = as;
  return (
    <List className={grid}>
      {emptyNode}
      {items.map((item) =>
        as === 'ul' ? <li key={(item as { id?: number }).id}>{render(item)}</li> : render(item),
      )}
      {extra}
    </List>
  );
}
