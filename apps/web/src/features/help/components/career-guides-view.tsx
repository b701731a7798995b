import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PageContainer, PageIntro } from '../../../components/ui/page';
import { NewsletterForm } from '../../inbox';
import { PageSection } from '../../../components/ui/section-heading';
import {
  featuredGuides,
  freeResources,
  guideCategories,
  guidesIn,
  guidesNewsletter,
} from '../content/guides';
import { analytics } from '../../../lib/analytics';
import { Card, OfferCard } from '../../../components/ui/card';
import { plural } from '../../../lib/format';

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}

/** The featured guides, each card a link to the guide. */
function FeaturedGuides() {
  return (
    <section aria-labelledby="featured-title" className="mt-12">
      <h2 id="featured-title" className="text-2xl font-bold">
        Featured guides
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featuredGuides.map((g) => (
          <Card as="li" interactive key={g.slug} className="relative flex flex-col">
            <div className="flex items-center justify-between gap-2">
              <Badge tone="brand">{g.category}</Badge>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {g.readTime} min read
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">
              <Link to={`/career-guides/${g.slug}`} className="after:absolute after:inset-0">
                {g.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">
              {g.description}
            </p>
            <span
              aria-hidden="true"
              className="mt-4 text-sm font-semibold text-brand-700 dark:text-brand-100"
            >
              Read Guide →
            </span>
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** The printable worksheets, each with its download. */
function FreeResources() {
  return (
    <PageSection
      id="resources-title"
      align="left"
      title="Free resources"
      subtitle="Printable PDFs to fill in by hand or on screen. No sign-up needed."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {freeResources.map((r) => (
          <OfferCard key={r.id} title={r.title} description={r.description}>
            <a
              href={r.href}
              download={r.fileName}
              onClick={() => analytics.download(r.id, 'pdf')}
              className="mt-5 inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <DownloadIcon />
              Download PDF
              <span className="sr-only">: {r.title}</span>
            </a>
          </OfferCard>
        ))}
      </ul>
    </PageSection>
  );
}

export function CareerGuidesView() {
  return (
    <PageContainer>
      <PageIntro
        title="Career Guides"
        subtitle="Step-by-step guides for every stage of your search, and printable worksheets to go with them."
      />
      <FeaturedGuides />
      <PageSection
        id="categories-title"
        align="left"
        title="Browse by category"
        subtitle="Every guide, by the stage of your search."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guideCategories.map((c) => {
            const guides = guidesIn(c.name);
            return (
              <li key={c.id} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{c.name}</h3>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {plural(guides.length, 'guide')}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{c.description}</p>
                {guides.length > 0 && (
                  <ul className="mt-3 grid gap-1 text-sm">
                    {guides.map((g) => (
                      <li key={g.slug}>
                        <Link
                          to={`/career-guides/${g.slug}`}
                          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
                        >
                          {g.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </PageSection>
      <FreeResources />
      <NewsletterForm
        className="mt-20"
        source="career-guides"
        title={guidesNewsletter.title}
        description={guidesNewsletter.description}
        placeholder={guidesNewsletter.placeholder}
        buttonLabel={guidesNewsletter.buttonLabel}
      />
    </PageContainer>
  );
}
