import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Page frame of a long read: a back link, a header, then the body at a readable width. */
export function ArticleLayout({
  back,
  eyebrow,
  title,
  meta,
  children,
  aside,
}: {
  back: { to: string; label: string };
  eyebrow?: ReactNode;
  title: string;
  meta?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb">
        <Link
          to={back.to}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </nav>
      <article className="mt-6">
        <header>
          {eyebrow}
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          {meta && <div className="mt-4 text-sm text-slate-600 dark:text-slate-400">{meta}</div>}
        </header>
        <div className="mt-8 text-slate-800 dark:text-slate-200">{children}</div>
      </article>
      {aside}
    </div>
  );
}
