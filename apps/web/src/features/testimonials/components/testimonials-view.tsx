import { useState } from 'react';
import type { IndustryFilter } from '@careerforge/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageContainer, PageIntro } from '../../../components/ui/page';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { useTestimonials } from '../api/get-testimonials';
import { CallToActionBand } from '../../../components/ui/call-to-action';
import { PageSection } from '../../../components/ui/section-heading';
import { TestimonialCard, TestimonialCardSkeleton, VerifiedBadge } from './testimonial-card';
import {
  testimonialsEmptyState,
  testimonialIndustryFilters,
  testimonialsCallToAction,
  testimonialsIntro,
  sampleStoriesNotice,
  verificationProcess,
} from '../content';
import { filterTestimonials } from '../lib/testimonial-filter';
import { cn } from '../../../lib/cn';
import { Card } from '../../../components/ui/card';
import { ExampleBadge } from '../../../components/ui/badge';
import { SampleNotice } from '../../../components/ui/sample-notice';

function TestimonialList({ industry }: { industry: IndustryFilter }) {
  const query = useTestimonials();
  if (query.isPending) {
    return (
      <LoadingRegion label="Loading testimonials">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <TestimonialCardSkeleton key={i} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed title="Unable to load testimonials" error={query.error} onRetry={query.refetch} />
    );
  }
  if (!query.data.length) {
    return <EmptyState {...testimonialsEmptyState} />;
  }
  const shown = filterTestimonials(query.data, industry);
  const label = testimonialIndustryFilters.find((f) => f.id === industry)?.label ?? industry;
  return (
    <>
      {query.data.some((t) => t.sample) && <SampleNotice text={sampleStoriesNotice} />}
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        Showing {shown.length} of {query.data.length} stories
        {industry !== 'all' ? ` in ${label}` : ''}
      </p>
      {shown.length ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={`No ${label} stories yet`}
          description="Try another industry, or share your own story."
        />
      )}
    </>
  );
}

export function TestimonialsView() {
  const [industry, setIndustry] = useState<IndustryFilter>('all');
  return (
    <PageContainer>
      <PageIntro {...testimonialsIntro} className="mx-auto max-w-3xl text-center" />
      <section aria-labelledby="stories-title" className="mt-16">
        <h2 id="stories-title" className="text-2xl font-bold">
          Stories
        </h2>
        <div
          role="group"
          aria-label="Filter by industry"
          className="mt-4 mb-6 flex flex-wrap gap-2"
        >
          {testimonialIndustryFilters.map((f) => (
            <button
              key={f.id}
              type="button"
              aria-pressed={industry === f.id}
              onClick={() => setIndustry(f.id)}
              className={cn(
                'rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors',
                industry === f.id
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
        <TestimonialList industry={industry} />
      </section>
      <PageSection id="verify-title" title={verificationProcess.title}>
        <p className="mx-auto -mt-6 mb-8 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          {verificationProcess.intro}
        </p>
        <div className="mb-8 flex justify-center gap-3">
          <ExampleBadge />
          <VerifiedBadge />
        </div>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {verificationProcess.steps.map((s) => (
            <Card as="li" key={s.step}>
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {s.step}
              </span>
              <h3 className="mt-4 font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{s.description}</p>
            </Card>
          ))}
        </ol>
      </PageSection>
      <CallToActionBand cta={testimonialsCallToAction} id="testimonials-cta" />
    </PageContainer>
  );
}
