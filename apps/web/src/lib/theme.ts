import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'careerforge-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

/** The theme the user picked with the toggle, or null when they have not picked one. */
export function chosenTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** The operating system's (or browser's) colour scheme. */
function systemTheme(): Theme {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/** The theme in force: the user's pick, else the system's colour scheme. */
export function readTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

/** Sets the page's class from the theme in force and tells every subscriber. */
function apply() {
  document.documentElement.classList.toggle('dark', readTheme() === 'dark');
  listeners.forEach((l) => l());
}

function pick(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((l) => l());
}

/** Follows the system's scheme (while nothing is picked) and picks made in other tabs. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onSystem = () => {
    if (!chosenTheme()) apply();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_KEY || e.key === null) apply();
  };
  media?.addEventListener?.('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The system's colour scheme (prefers-color-scheme) until the user picks a theme with the
 * toggle; the pick persists in localStorage. theme-init.js (in index.html) applies the class
 * before paint by the same rule; prerendered HTML and the first (hydrating) render read as light.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as Theme);
  const toggle = useCallback(() => pick(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
