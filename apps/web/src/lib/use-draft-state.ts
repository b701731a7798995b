import { useEffect, useState } from 'react';
import { useUser } from './auth';

/**
 * State kept in the tab's sessionStorage under the signed-in user's own key, so a reload (or a
 * slip of the back button) loses no typing, and another account signed in later in the same tab
 * never sees it. `isValid` guards against a stored value of an older shape.
 */
export function useDraftState<T>(name: string, initial: T, isValid?: (v: unknown) => v is T) {
  const { user } = useUser();
  const key = `careerforge:${user?.id ?? 'anonymous'}:${name}`;
  const read = (): T => {
    try {
      const raw = sessionStorage.getItem(key);
      if (!raw) return initial;
      const parsed: unknown = JSON.parse(raw);
      return !isValid || isValid(parsed) ? (parsed as T) : initial;
    } catch {
      return initial;
    }
  };
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: read() }));
  // the user became known after the first render: take up their own draft
  const current = state.key === key ? state.value : read();
  if (state.key !== key) setState({ key, value: current });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(current));
    } catch {
      /* storage full or blocked: the in-memory state still works */
    }
  }, [key, current]);
  const set = (next: T | ((prev: T) => T)) =>
    setState((s) => ({
      key: s.key,
      value: typeof next === 'function' ? (next as (prev: T) => T)(s.value) : next,
    }));
  return [current, set] as const;
}

/** A tool's draft changed the two common ways: another tab opened, some of the form's fields typed. */
export function draftSetters<D extends { tab: string; form: object }>(
  setDraft: (next: (prev: D) => D) => void,
) {
  return {
    setTab: (tab: D['tab']) => setDraft((d) => ({ ...d, tab })),
    setForm: (patch: Partial<D['form']>) =>
      setDraft((d) => ({ ...d, form: { ...d.form, ...patch } })),
  };
}

/**
 * A guard for a tool's stored draft: an object whose form holds text at `formField` and whose
 * `field` (the tab, or another key every draft has) is text; enough to tell an older shape.
 */
export const draftWith =
  <D>(formField: string, field = 'tab') =>
  (v: unknown): v is D => {
    const d = v as { form?: Record<string, unknown> } & Record<string, unknown>;
    return (
      typeof v === 'object' &&
      v !== null &&
      typeof d.form?.[formField] === 'string' &&
      typeof d[field] === 'string'
    );
  };
