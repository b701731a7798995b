import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from '../../../components/ui/accordion';
import { Badge, InDevelopmentBadge } from '../../../components/ui/badge';
import { isWorkingTool } from '../../../components/layout/tools';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataList } from '../../../components/ui/data-list';
import { SectionHeading } from '../../../components/ui/section-heading';
import { BlogCard, BlogCardSkeleton, blogEmptyState, useFeaturedPosts } from '../../blog';
import {
  communityEmptyState,
  MemberCard,
  MemberCardSkeleton,
  useFeaturedMembers,
} from '../../community';
import { companionProduct } from '../../inbox';
import {
  TestimonialCard,
  TestimonialCardSkeleton,
  testimonialsEmptyState,
  useFeaturedTestimonials,
} from '../../testimonials';
import { PlanCards } from '../components/plan-cards';
import { homeFaq } from '../content/faq';
import { homeSections } from '../content/home';
import {
  careerToolsList,
  finalCallToAction,
  finalCallToActionLegalNote as legal,
  homeCommunityExamples,
  resumeAnalysisList,
} from '../content/site';

/** A home section: its heading, its body, and a link to the page with more of it. */
function Section({
  id,
  heading,
  tinted = false,
  more,
  children,
}: {
  id: string;
  heading: { title: string; subtitle: string };
  tinted?: boolean;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 py-20 ${tinted ? 'bg-slate-50 dark:bg-slate-900/50' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={`${id}-title`} {...heading} />
        {children}
        {more && (
          <p className="mt-10 text-center">
            <Link to={more.to} className={buttonClass('outline')}>
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** A data-driven list: skeletons while loading, the spec's empty text when empty. */
function AnalysisSection() {
  return (
    <Section id="analysis" heading={homeSections.analysis}>
      <div className="grid gap-8 lg:grid-cols-2">
        <Card>
          <h3 className="text-xl font-semibold">Resume analysis</h3>
          <ul className="mt-4 grid gap-4">
            {resumeAnalysisList.map((item) => (
              <li key={item.title}>
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h3 className="text-xl font-semibold">Career tools</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {careerToolsList.map((tool) => (
              <li key={tool.href}>
                <Link
                  to={tool.href}
                  className="block rounded-lg p-2 -m-2 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <span className="flex flex-wrap items-center gap-2 font-medium text-brand-800 dark:text-brand-100">
                    {tool.title}
                    {!isWorkingTool(tool.href) && <InDevelopmentBadge />}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {tool.description}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Section>
  );
}

function SuccessStories() {
  const query = useFeaturedTestimonials();
  return (
    <Section
      id="success-stories"
      tinted
      heading={homeSections.successStories}
      more={{ to: '/testimonials', label: 'Read more stories' }}
    >
      <DataList
        query={query}
        label="Loading success stories"
        count={3}
        skeleton={<TestimonialCardSkeleton />}
        empty={testimonialsEmptyState}
        grid="grid gap-6 md:grid-cols-3"
        render={(t) => <TestimonialCard key={t.id} testimonial={t} />}
      />
    </Section>
  );
}

function CompanionTeaser() {
  return (
    <section aria-labelledby="companion-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="focus-on-dark rounded-3xl bg-gradient-to-br from-brand-800 to-slate-900 px-6 py-12 text-center text-white sm:px-12">
          <span className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/30 ring-inset">
            {companionProduct.badge}
          </span>
          <h2 id="companion-title" className="mt-4 text-3xl font-bold tracking-tight">
            {homeSections.companion.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">
            {homeSections.companion.subtitle}
          </p>
          <p className="mx-auto mt-3 max-w-2xl text-slate-200">{companionProduct.teaser}</p>
          <Link to={companionProduct.teaserHref} className={buttonClass('outline', 'lg', 'mt-8')}>
            {companionProduct.teaserCtaLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}

function PricingSection() {
  return (
    <Section
      id="pricing"
      tinted
      heading={homeSections.pricing}
      more={{ to: '/pricing', label: 'Compare plans and read the pricing FAQ' }}
    >
      <PlanCards />
    </Section>
  );
}

function BlogSection() {
  const query = useFeaturedPosts();
  return (
    <Section id="blog" heading={homeSections.blog} more={{ to: '/blog', label: 'Visit the blog' }}>
      <DataList
        query={query}
        label="Loading articles"
        count={3}
        skeleton={<BlogCardSkeleton />}
        empty={blogEmptyState}
        grid="grid gap-6 md:grid-cols-3"
        render={(p) => <BlogCard key={p.id} post={p} />}
      />
    </Section>
  );
}

function CommunitySection() {
  const query = useFeaturedMembers();
  return (
    <Section
      id="community"
      tinted
      heading={homeSections.community}
      more={{ to: '/community', label: 'Explore the community' }}
    >
      <DataList
        query={query}
        label="Loading community members"
        count={4}
        skeleton={<MemberCardSkeleton />}
        empty={communityEmptyState}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        render={(m) => <MemberCard key={m.id} member={m} showAchievements={false} />}
        extra={homeCommunityExamples.map((ex) => (
          <article
            key={ex.name}
            className="flex flex-col rounded-xl border border-dashed border-brand-600/50 bg-white p-6 dark:bg-slate-900"
          >
            <h3 className="font-semibold">{ex.name}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{ex.role}</p>
            <div className="mt-3">
              <Badge tone="brand">{ex.statusLabel}</Badge>
            </div>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{ex.message}</p>
          </article>
        ))}
      />
    </Section>
  );
}

function FaqSection() {
  return (
    <Section id="faq" heading={homeSections.faq}>
      <Accordion
        className="mx-auto max-w-3xl"
        items={homeFaq.map((f, i) => ({ id: `faq-${i}`, title: f.question, content: f.answer }))}
      />
    </Section>
  );
}

function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="pb-8">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {finalCallToAction.title}
        </h2>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          {finalCallToAction.description}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={finalCallToAction.primaryHref} className={buttonClass('primary', 'lg')}>
            {finalCallToAction.primaryLabel}
          </Link>
          <Link to={finalCallToAction.secondaryHref} className={buttonClass('outline', 'lg')}>
            {finalCallToAction.secondaryLabel}
          </Link>
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {legal.prefix}{' '}
          <Link to={legal.termsHref} className="underline underline-offset-2">
            {legal.termsLabel}
          </Link>{' '}
          {legal.conjunction}{' '}
          <Link to={legal.privacyHref} className="underline underline-offset-2">
            {legal.privacyLabel}
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

/** Everything below the first screens of the home page, loaded as one chunk on scroll. */
export default function BelowTheFold() {
  return (
    <>
      <AnalysisSection />
      <SuccessStories />
      <CompanionTeaser />
      <PricingSection />
      <BlogSection />
      <CommunitySection />
      <FaqSection />
      <FinalCallToAction />
    </>
  );
}
