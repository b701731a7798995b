import { useSyncExternalStore } from 'react';

/** A button on a toast, e.g. Undo after a delete. */
export interface ToastAction {
  label: string;
  /** what a screen reader user is told to do instead (Radix asks for it), e.g. "Undo the delete" */
  altText: string;
  onClick: () => void;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive';
  open: boolean;
  action?: ToastAction | undefined;
  /** milliseconds before it closes by itself (TOAST_DURATION when not given) */
  duration?: number | undefined;
}

/** At most one toast is visible; a new one replaces the old. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
/** A dismissed toast leaves the list after this long (its exit animation needs none of it). */
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
/** Called once when a toast is closed, whatever closed it (timer, button, swipe, a newer toast). */
const closers = new Map<number, () => void>();

function closed(id: number) {
  const onClose = closers.get(id);
  closers.delete(id);
  onClose?.();
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ToastAction;
  duration?: number;
  /** runs once when the toast is gone (its action can no longer be reached) */
  onClose?: () => void;
}) {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
    action: input.action,
    duration: input.duration,
  };
  if (input.onClose) closers.set(item.id, input.onClose);
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  const pushedOut = toasts.filter((t) => !kept.includes(t));
  toasts = kept;
  emit();
  for (const t of pushedOut) closed(t.id);
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  closed(id);
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

/** Calls back on every change (used to load the toaster on the first toast). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
