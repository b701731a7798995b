import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'careerforge-theme';
const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    return localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function writeTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  listeners.forEach((l) => l());
}

/**
 * Light by default; the choice persists in localStorage. theme-init.js (in index.html) applies the
 * class before paint; prerendered HTML and the first (hydrating) render read as light.
 */
export function useTheme() {
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readTheme,
    () => 'light' as Theme,
  );
  const toggle = useCallback(() => writeTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
