import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { usePageMeta } from '../../lib/meta';
import { Card } from './card';
import type { SectionHeadingCopy } from './section-heading';

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>}
    </div>
  );
}

/**
 * A public page's title and what the page offers, above its content. `className` places the
 * block (its width, centred or not); `children` follow the subtitle within it.
 */
export function PageIntro({
  title,
  subtitle,
  className = 'max-w-3xl',
  children,
}: SectionHeadingCopy & {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{subtitle}</p>
      {children}
    </div>
  );
}

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">{children}</div>;
}

/** An honest placeholder for a screen that is not finished yet. */
export function BeingBuilt({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={description} />
      <Card className="flex items-start gap-4">
        <Construction className="mt-1 h-6 w-6 shrink-0 text-amber-600" aria-hidden />
        <div>
          <h2 className="font-semibold">This page is being built</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {title} is not ready yet. Nothing here stores or sends data. The rest of Careerforge
            works as described.
          </p>
        </div>
      </Card>
    </PageContainer>
  );
}
