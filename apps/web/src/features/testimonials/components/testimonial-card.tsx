import type { Testimonial } from '@careerforge/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { initials } from '../../../lib/format';
import { verifiedBadgeText } from '../content';
import { Card } from '../../../components/ui/card';
import { ExampleBadge } from '../../../components/ui/badge';

function Stars({ rating }: { rating: number }) {
  const value = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={
            i <= value ? 'h-4 w-4 text-amber-500' : 'h-4 w-4 text-slate-300 dark:text-slate-600'
          }
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  );
}

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-700/20 ring-inset dark:bg-emerald-950 dark:text-emerald-200">
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
          clipRule="evenodd"
        />
      </svg>
      {verifiedBadgeText}
    </span>
  );
}

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Card as="figure" className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-2">
        <Stars rating={t.rating} />
        {/* A sample is never shown as verified, whatever the data says. */}
        {t.sample ? <ExampleBadge /> : t.verified && <VerifiedBadge />}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {t.imageUrl ? (
          <img
            src={t.imageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="h-10 w-10 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
          >
            {initials(t.name)}
          </span>
        )}
        <span className="text-sm">
          <span className="block font-semibold">
            {t.linkedinUrl ? (
              <a
                href={t.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-2 hover:underline"
              >
                {t.name}
              </a>
            ) : (
              t.name
            )}
          </span>
          <span className="block text-slate-600 dark:text-slate-400">
            {t.role}
            {t.company ? `, ${t.company}` : ''}
          </span>
        </span>
      </figcaption>
    </Card>
  );
}

export function TestimonialCardSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <div className="mt-6 flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-2 h-3 w-2/3" />
        </div>
      </div>
    </div>
  );
}
