import type { ReactNode } from 'react';

/** A wizard step's title: the lab moves focus to it when the step opens. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="text-xl font-semibold" tabIndex={-1} data-step-heading>
      {children}
    </h2>
  );
}
