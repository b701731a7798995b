import type { HTMLAttributes, ReactNode } from 'react';
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

const titleSizes = { lg: 'text-lg', base: 'text-base' } as const;

/**
 * A card that is a section named by its title (`id` is the title's id): a second-level heading,
 * or with `heading="h3"` a card within a titled section.
 */
export function SectionCard({
  id,
  title,
  heading: Heading = 'h2',
  titleSize = 'lg',
  children,
  ...card
}: Omit<CardProps, 'as' | 'title'> & {
  id: string;
  title: ReactNode;
  heading?: 'h2' | 'h3';
  titleSize?: keyof typeof titleSizes;
}) {
  return (
    <Card as="section" aria-labelledby={id} {...card}>
      <Heading id={id} className={`${titleSizes[titleSize]} font-semibold`}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/**
 * A card in a list that offers one thing: its title, what it is, and the way to it (a link or a
 * download) at the foot of the card, level with its neighbours'.
 */
export function OfferCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" className={cn('flex flex-col', className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      {children}
    </Card>
  );
}
