import { useState } from 'react';
import { errorMessage } from './api';

/**
 * Async work the user started, and how it went: `busy` while it runs, then `error` (its message,
 * or `fallback`) if it failed; running it again clears the error.
 */
export function useAttempt(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
