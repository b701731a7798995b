import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Accordion } from '../../../components/ui/accordion';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { PageContainer, PageIntro } from '../../../components/ui/page';
import { PageSection, TitledSection } from '../../../components/ui/section-heading';
import { helpCategories, helpFaq, helpSupportOptions } from '../content/help';
import { searchHelp, type HelpSearchResult } from '../lib/help-search';
import { useHelpBodies } from '../lib/use-help-bodies';
import { cn } from '../../../lib/cn';
import { OfferCard, cardClass } from '../../../components/ui/card';
import { plural } from '../../../lib/format';

/** The topics that match (all of them before a search), or a note that none does. */
function TopicCards({
  categories,
  query,
}: {
  categories: HelpSearchResult['categories'];
  query: string;
}) {
  return (
    <section aria-labelledby="topics-title" className="mt-12">
      <h2 id="topics-title" className="sr-only">
        Help topics
      </h2>
      {categories.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={c.href} className={cardClass({ interactive: true }, 'block h-full')}>
                <span className="text-lg font-semibold text-brand-800 dark:text-brand-100">
                  {c.title}
                </span>
                <span className="mt-2 block text-sm text-slate-600 dark:text-slate-300">
                  {c.description}
                </span>
                <span className="mt-4 block text-xs font-medium text-slate-600 dark:text-slate-400">
                  {c.articles.length} articles
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">No results for “{query.trim()}”</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Try a different word, browse the questions below, or{' '}
            <Link to="/contact" className="text-brand-700 underline dark:text-brand-100">
              contact support
            </Link>
            .
          </p>
        </div>
      )}
    </section>
  );
}

function MatchingArticles({ articles }: { articles: HelpSearchResult['articles'] }) {
  return (
    <TitledSection id="articles-title" title="Matching articles" size="xl" className="mt-10">
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {articles.map(({ category, article }) => (
          <li key={`${category.id}/${article.slug}`}>
            <Link
              to={`${category.href}#${article.slug}`}
              className="block px-5 py-4 hover:bg-slate-50 dark:hover:bg-slate-900"
            >
              <span className="font-medium text-brand-800 dark:text-brand-100">
                {article.title}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {category.title} · {article.summary}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The questions asked most, then the ways to reach a person. */
function FaqAndSupport() {
  return (
    <>
      <PageSection id="help-faq-title" title="Frequently asked questions">
        <Accordion
          className="mx-auto max-w-3xl"
          items={helpFaq.map((f, i) => ({ id: `q${i}`, title: f.question, content: f.answer }))}
        />
      </PageSection>
      <PageSection
        id="still-title"
        title="Still Need Help?"
        subtitle="A person reads every message."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {helpSupportOptions.map((o) => (
            <OfferCard
              key={o.id}
              title={o.title}
              description={o.description}
              className="text-center"
            >
              <Link
                to={o.href}
                className={buttonClass(o.id === 'email' ? 'primary' : 'outline', 'md', 'mt-5')}
              >
                {o.actionLabel}
              </Link>
            </OfferCard>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export function HelpCenterView() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [aboutToSearch, setAboutToSearch] = useState(false);
  const searching = query.trim().length > 0;
  const bodies = useHelpBodies(aboutToSearch || searching);
  const results = searchHelp(helpCategories, query, bodies);
  return (
    <PageContainer>
      <PageIntro
        title="Help Center"
        subtitle="Guides and answers for every part of Careerforge."
        className="mx-auto max-w-2xl text-center"
      >
        <form role="search" className="mt-8" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`${id}-q`} className="sr-only">
            Search help articles
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onFocus={() => setAboutToSearch(true)}
            placeholder="Search for help, e.g. ATS score, export, billing"
            className={cn(inputClass, 'h-12 text-base')}
            aria-describedby={`${id}-count`}
          />
        </form>
        <p
          id={`${id}-count`}
          className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400"
          aria-live="polite"
        >
          {searching &&
            `${plural(results.categories.length, 'topic')} and ${plural(results.articles.length, 'article')} match “${query.trim()}”`}
        </p>
      </PageIntro>
      <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-slate-700 dark:text-slate-300">
        Wondering where your score comes from? Read{' '}
        <Link
          to="/how-the-ats-score-works"
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          how the ATS score works
        </Link>
        : its parts, their weights and the measured figures.
      </p>
      <TopicCards categories={results.categories} query={query} />
      {searching && results.articles.length > 0 && <MatchingArticles articles={results.articles} />}
      <FaqAndSupport />
    </PageContainer>
  );
}
