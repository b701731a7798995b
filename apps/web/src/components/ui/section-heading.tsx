import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Heading copy kept in content files. */
export interface SectionHeadingCopy {
  title: string;
  subtitle: string;
}

/** The title and subtitle that open a section of a public page. */
export function SectionHeading({
  title,
  subtitle,
  id,
  align = 'center',
  className,
}: {
  title: string;
  subtitle?: string;
  id?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('mb-10', align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{subtitle}</p>}
    </div>
  );
}

/**
 * A section of a public page opened by its title and subtitle, the title naming the section
 * for screen readers. `id` is the title's id.
 */
export function PageSection({
  id,
  children,
  ...heading
}: {
  id: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-20">
      <SectionHeading id={id} {...heading} />
      {children}
    </section>
  );
}

const titleSizes = {
  lg: 'text-lg font-semibold',
  xl: 'text-xl font-semibold',
  '2xl': 'text-2xl font-bold tracking-tight',
} as const;

/** A section of a page named by its plain heading; `id` is the heading's id. */
export function TitledSection({
  id,
  title,
  size = 'lg',
  spaced = false,
  className,
  children,
}: {
  id: string;
  title: string;
  size?: keyof typeof titleSizes;
  /** a gap under the heading, for content that has no top margin of its own */
  spaced?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn(spaced && 'mb-3', titleSizes[size])}>
        {title}
      </h2>
      {children}
    </section>
  );
}
