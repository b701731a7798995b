import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

// whole class names, so the stylesheet keeps them
const toneClass = {
  good: 'text-emerald-700 dark:text-emerald-400',
  warn: 'text-amber-700 dark:text-amber-300',
} as const;

/**
 * A titled card of short advice lines a tool gives back (strengths, areas to improve, changes
 * made, suggestions), each line marked with `itemIcon` in the card's tone. With `empty`, that
 * sentence stands in for an empty list; without it, the list is shown even when empty.
 */
export function AdviceList({
  title,
  icon: Icon,
  itemIcon: ItemIcon,
  tone,
  items,
  empty,
}: {
  title: string;
  icon: LucideIcon;
  itemIcon: LucideIcon;
  tone: keyof typeof toneClass;
  items: readonly string[];
  empty?: string;
}) {
  return (
    <Card as="section" padding="md">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Icon className={`h-5 w-5 ${toneClass[tone]}`} aria-hidden />
        {title}
      </h2>
      {items.length === 0 && empty !== undefined ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {items.map((s, i) => (
            <li key={i} className="flex gap-2">
              <ItemIcon className={`mt-0.5 h-4 w-4 shrink-0 ${toneClass[tone]}`} aria-hidden />
              {s}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * A titled card of plain lines a tool gives back (a plan's challenges, a script's
 * justifications), bulleted or, `ordered`, numbered. With `empty`, that sentence stands in for
 * an empty list; without it, an empty list shows no card.
 */
export function ListCard({
  title,
  items,
  ordered = false,
  empty,
  testId,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
  empty?: string;
  testId?: string;
}) {
  if (!items.length && empty === undefined) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <Card as="section" aria-label={title}>
      <h3 className="text-base font-semibold">{title}</h3>
      {items.length ? (
        <List
          className={`mt-3 grid gap-2 pl-5 text-sm ${ordered ? 'list-decimal' : 'list-disc'}`}
          data-testid={testId}
        >
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      )}
    </Card>
  );
}
