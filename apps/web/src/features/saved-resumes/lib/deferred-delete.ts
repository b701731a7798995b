import { useSyncExternalStore } from 'react';

/**
 * Deletes that wait while an Undo is offered. The item leaves the list at once; the request
 * is sent when the Undo toast closes (or, at the latest, after a backstop delay), and as the page
 * goes away (a request that outlives the page), so nothing is left half-done and Undo never has
 * to rebuild a row. Pending deletes live in the module, so moving to another page of the app
 * neither loses nor cancels them.
 */

export type DeleteRun = (options: { keepalive: boolean }) => Promise<unknown>;

interface Pending {
  run: DeleteRun;
  timer: ReturnType<typeof setTimeout>;
  onFailed: ((err: unknown) => void) | undefined;
}

/** How long the Undo toast stays up (ms). */
export const UNDO_MS = 8000;
/** The delete is sent by then even if the toast never closed (say, its code failed to load). */
const BACKSTOP_MS = 60_000;

const pending = new Map<string, Pending>();
/** deletes sent and not yet answered: still hidden, no longer undoable */
const sending = new Set<string>();
let snapshot: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const changed = () => {
  snapshot = new Set([...pending.keys(), ...sending]);
  listeners.forEach((l) => l());
};

function send(key: string, keepalive: boolean) {
  const p = pending.get(key);
  if (!p) return;
  clearTimeout(p.timer);
  pending.delete(key);
  sending.add(key);
  // hidden until answered (the run drops it from the cached list); a failure brings it back
  void p
    .run({ keepalive })
    .catch((err: unknown) => p.onFailed?.(err))
    .finally(() => {
      sending.delete(key);
      changed();
    });
}

/** Hides the item under `key` now and deletes it once `commitDelete` or the backstop says so. */
export function scheduleDelete(key: string, run: DeleteRun, onFailed?: (err: unknown) => void) {
  const previous = pending.get(key);
  if (previous) clearTimeout(previous.timer);
  pending.set(key, { run, onFailed, timer: setTimeout(() => send(key, false), BACKSTOP_MS) });
  changed();
}

/** Sends the delete now (the Undo is gone). */
export const commitDelete = (key: string) => send(key, false);

/** Takes the delete back; true when there was one to take back. */
export function undoDelete(key: string): boolean {
  const p = pending.get(key);
  if (!p) return false;
  clearTimeout(p.timer);
  pending.delete(key);
  changed();
  return true;
}

/** Sends every waiting delete (the page is going away). */
export function flushDeletes(keepalive = true) {
  for (const key of [...pending.keys()]) send(key, keepalive);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => flushDeletes(true));

/** The keys of the items whose delete is waiting (hidden from lists). */
export function usePendingDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
}
