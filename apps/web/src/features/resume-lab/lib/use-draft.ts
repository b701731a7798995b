import { useEffect, useState } from 'react';

/** State that survives a reload of the tab (sessionStorage), so no input is ever lost. */
export function useSessionState<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or blocked: the in-memory state still works */
    }
  }, [key, value]);
  return [value, setValue] as const;
}
