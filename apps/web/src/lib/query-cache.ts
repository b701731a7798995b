import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** Marks these queries stale, so what shows them loads again; resolves once those on screen have. */
export const refresh = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * A mutation after whose success these queries load again: in the background, or with `wait`
 * before the mutation counts as done.
 */
export function useRefreshingMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  keys: readonly QueryKey[],
  { wait = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      const done = refresh(queryClient, keys);
      return wait ? done : undefined;
    },
  });
}

interface Listed {
  id: number;
}

/** A cached list with `item` first, in place of its older copy; a list not loaded stays so. */
export const putFirst = <T extends Listed>(queryClient: QueryClient, key: QueryKey, item: T) =>
  queryClient.setQueryData<T[]>(key, (list) =>
    list ? [item, ...list.filter((x) => x.id !== item.id)] : list,
  );

/**
 * A mutation that makes an item: on success it stands first in the cached list at `listKey` (as
 * `listed` shows it), and the list (and `alsoRefresh`) load again in the background.
 */
export function useCreateInList<I, O extends Listed>(
  mutationFn: (input: I) => Promise<O>,
  listKey: QueryKey,
  alsoRefresh: readonly QueryKey[] = [],
  listed: (made: O) => Listed = (made) => made,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (made) => {
      putFirst(queryClient, listKey, listed(made));
      void refresh(queryClient, [listKey, ...alsoRefresh]);
    },
  });
}

/** A cached list with `item` in place of its older copy. */
export const putInPlace = <T extends Listed>(queryClient: QueryClient, key: QueryKey, item: T) =>
  queryClient.setQueryData<T[]>(key, (list) => list?.map((x) => (x.id === item.id ? item : x)));

/** A cached list without the item of this id. */
export const dropFrom = <T extends Listed>(queryClient: QueryClient, key: QueryKey, id: number) =>
  queryClient.setQueryData<T[]>(key, (list) => list?.filter((x) => x.id !== id));

/**
 * Changes an item of a cached list. The list shows the change at once and goes back if the
 * server says no; with several quick changes in flight, only the last to settle puts the
 * server's copy in place and refreshes the list (and `alsoRefresh`).
 */
export function useListItemUpdate<T extends Listed, P>({
  mutationKey,
  listKey,
  mutationFn,
  alsoRefresh = [],
}: {
  mutationKey: MutationKey;
  listKey: QueryKey;
  mutationFn: (vars: { id: number; patch: P }) => Promise<T>;
  alsoRefresh?: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  const othersInFlight = () => queryClient.isMutating({ mutationKey }) > 1;
  return useMutation({
    mutationKey,
    mutationFn,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<T[]>(listKey);
      queryClient.setQueryData<T[]>(listKey, (list) =>
        list?.map((x) => (x.id === id ? { ...x, ...patch } : x)),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (updated) => {
      // With more changes in flight, keep their optimistic state; the final refresh settles it.
      if (!othersInFlight()) putInPlace(queryClient, listKey, updated);
    },
    onSettled: async () => {
      if (!othersInFlight()) await refresh(queryClient, [listKey, ...alsoRefresh]);
    },
  });
}
