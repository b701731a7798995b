import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { dropFrom, refresh } from '../../../lib/query-cache';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { UNDO_MS, commitDelete, scheduleDelete, undoDelete } from './deferred-delete';

interface DeleteOptions {
  key: string;
  /** what the Undo button's accessible name calls the item */
  name: string;
  /** the request */
  remove: (keepalive: boolean) => Promise<unknown>;
  /** after the request: drop the item from the caches */
  settle: () => Promise<unknown>;
  /** the toasts; by default "Deleted" ("… was deleted.") and "Restored" ("… is back.") */
  deleted?: { title: string; description: string };
  restored?: { title: string; description: string };
}

/**
 * Hides an item at once and shows a toast with Undo for UNDO_MS; the delete request goes out when
 * that toast closes (or the page is left). A 404 counts as done; any other failure brings the
 * item back with an error toast.
 */
export function deleteWithUndo(options: DeleteOptions) {
  const {
    key,
    name,
    remove,
    settle,
    deleted = { title: 'Deleted', description: `"${name}" was deleted.` },
    restored = { title: 'Restored', description: `"${name}" is back.` },
  } = options;
  scheduleDelete(
    key,
    async ({ keepalive }) => {
      try {
        await remove(keepalive);
      } catch (err) {
        // already gone is what was wanted
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
      await settle();
    },
    (err) => toastFailure('Delete failed', err),
  );
  toast({
    ...deleted,
    duration: UNDO_MS,
    action: {
      label: 'Undo',
      altText: `Undo deleting ${name}`,
      onClick: () => {
        if (undoDelete(key)) toast(restored);
      },
    },
    onClose: () => commitDelete(key),
  });
}

/**
 * Deletes an item of the cached list at `listKey` as deleteWithUndo does; once the request is
 * done the item leaves that list, and the list (and `alsoRefresh`) load again.
 */
export function useDeleteFromList<T extends { id: number }>(
  listKey: QueryKey,
  alsoRefresh: readonly QueryKey[],
  optionsOf: (item: T) => Omit<DeleteOptions, 'settle'>,
) {
  const queryClient = useQueryClient();
  return (item: T) =>
    deleteWithUndo({
      ...optionsOf(item),
      settle: async () => {
        dropFrom(queryClient, listKey, item.id);
        await refresh(queryClient, [listKey, ...alsoRefresh]);
      },
    });
}
