import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_KEY, readTheme, useTheme } from '../src/lib/theme';

/** A fake prefers-color-scheme whose answer can change, like the OS setting. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
  };
}

function Toggle() {
  const { theme, toggle } = useTheme();
  return (
    <button type="button" onClick={toggle}>
      {theme}
    </button>
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.unstubAllGlobals());

describe('theme: the system colour scheme until the user picks one', () => {
  it('follows prefers-color-scheme, live, while nothing is picked', () => {
    const system = fakeSystem(true);
    expect(readTheme()).toBe('dark');
    render(<Toggle />);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    act(() => system.set(false));
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(isDark()).toBe(false);
    act(() => system.set(true));
    expect(isDark()).toBe(true);
  });

  it("keeps the user's pick over the system's, and stores it", async () => {
    const system = fakeSystem(true);
    render(<Toggle />);
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(isDark()).toBe(false);
    // the OS changing later no longer moves a picked theme
    act(() => system.set(false));
    act(() => system.set(true));
    expect(isDark()).toBe(false);
    expect(readTheme()).toBe('light');
  });

  it('applies the same rule before the first paint (theme-init.js)', () => {
    const script = readFileSync(resolve(import.meta.dirname, '../public/theme-init.js'), 'utf8');
    const run = () => new Function(script)() as void;
    fakeSystem(true);
    run();
    expect(isDark()).toBe(true);
    document.documentElement.classList.remove('dark');
    localStorage.setItem(THEME_KEY, 'light');
    run();
    expect(isDark()).toBe(false);
    fakeSystem(false);
    localStorage.setItem(THEME_KEY, 'dark');
    run();
    expect(isDark()).toBe(true);
  });
});
