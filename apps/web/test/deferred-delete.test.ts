import { renderHook, act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  commitDelete,
  scheduleDelete,
  undoDelete,
  usePendingDeletes,
} from '../src/features/saved-resumes/lib/deferred-delete';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('deferred deletes', () => {
  it('hides at once, sends on commit, and stays hidden until the answer', async () => {
    let answer!: () => void;
    const run = vi.fn(() => new Promise<void>((r) => (answer = r)));
    const { result } = renderHook(() => usePendingDeletes());
    act(() => scheduleDelete('a', run));
    expect(result.current.has('a')).toBe(true);
    expect(run).not.toHaveBeenCalled();
    act(() => commitDelete('a'));
    expect(run).toHaveBeenCalledWith({ keepalive: false });
    expect(result.current.has('a')).toBe(true);
    expect(undoDelete('a')).toBe(false);
    await act(async () => {
      answer();
      await tick();
    });
    expect(result.current.has('a')).toBe(false);
    act(() => commitDelete('a'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('Undo takes it back before it is sent', () => {
    const run = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => usePendingDeletes());
    act(() => scheduleDelete('b', run));
    act(() => {
      expect(undoDelete('b')).toBe(true);
    });
    expect(result.current.has('b')).toBe(false);
    act(() => commitDelete('b'));
    expect(run).not.toHaveBeenCalled();
  });

  it('sends every waiting delete as the page goes away, outliving the page', () => {
    const run = vi.fn(() => Promise.resolve());
    act(() => {
      scheduleDelete('c', run);
      scheduleDelete('d', run);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledWith({ keepalive: true });
  });

  it('a failed delete brings the item back and says why', async () => {
    const failed = vi.fn();
    const { result } = renderHook(() => usePendingDeletes());
    act(() => scheduleDelete('e', () => Promise.reject(new Error('offline')), failed));
    await act(async () => {
      commitDelete('e');
      await tick();
    });
    expect(failed).toHaveBeenCalledWith(expect.any(Error));
    expect(result.current.has('e')).toBe(false);
  });
});
