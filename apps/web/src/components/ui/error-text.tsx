import type { ReactNode } from 'react';

/** A short failure message in red, announced to screen readers as it appears. */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}
