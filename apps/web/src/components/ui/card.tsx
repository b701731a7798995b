import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Padding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<Padding, string> = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' };

export interface CardStyle {
  /** Inner space: none (the content pads itself), sm p-4, md p-5, lg p-6 (the default). */
  padding?: Padding;
  /** A card that is a link or holds one over its whole area: the shadow lifts on hover. */
  interactive?: boolean;
}

/**
 * The card look as a class string, for an element that cannot be a Card (a router Link).
 * `extra` is for layout only (flex, height, position); padding and hover come from the style.
 */
export const cardClass = (
  { padding = 'lg', interactive = false }: CardStyle = {},
  extra?: string,
) =>
  cn(
    'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
    paddings[padding],
    interactive && 'transition-shadow hover:shadow-md',
    extra,
  );

type CardElement = 'div' | 'article' | 'section' | 'figure' | 'li';

export interface CardProps extends HTMLAttributes<HTMLElement>, CardStyle {
  /** The element to render: an article for a self-contained item, li inside a list. */
  as?: CardElement;
}

/** A bordered white panel; every card-looking box in the app is one. */
export function Card({
  as: Element = 'div',
  padding,
  interactive,
  className,
  ...props
}: CardProps) {
  return <Element className={cardClass({ padding, interactive }, className)} {...props} />;
}
