import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export interface Figure {
  label: string;
  value: string;
  /** a line under the value */
  extra?: ReactNode;
}

/** The practice figures as a row of cards: each a label over its value. */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <Card padding="md" key={f.label} className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{f.label}</dt>
          <dd className="text-2xl font-bold tracking-tight">{f.value}</dd>
          {f.extra}
        </Card>
      ))}
    </dl>
  );
}
