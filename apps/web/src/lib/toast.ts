import { useSyncExternalStore } from 'react';

export interface ToastItem {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive';
  open: boolean;
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

export function toast(input: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}) {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
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
