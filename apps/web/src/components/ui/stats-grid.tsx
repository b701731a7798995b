import { Card } from './card';

export interface StatFigure {
  value: string;
  label: string;
  description: string;
}

/** Static marketing figures as a row of cards. */
export function StatsGrid({ figures, label }: { figures: StatFigure[]; label: string }) {
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((f) => (
          <Card padding="md" key={f.label} className="flex flex-col">
            <dt className="font-medium">{f.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-brand-800 dark:text-brand-100">
              {f.value}
            </dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{f.description}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
