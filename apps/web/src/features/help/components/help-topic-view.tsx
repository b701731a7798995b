import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NotFoundContent } from '../../../components/layout/not-found-content';
import { Markdown } from '../../../components/ui/markdown';
import { helpCategories, plannedHelpTopics, type HelpCategory } from '../content/help';
import { helpArticleBodies } from '../content/help-articles';

/** Back to the Help Center: beside the topics on a wide screen, above the articles on a phone. */
function BackLink({ className }: { className: string }) {
  return (
    <Link
      to="/help-center"
      className={`text-sm font-medium text-brand-700 hover:underline dark:text-brand-100 ${className}`}
    >
      <span aria-hidden="true">← </span>Help Center
    </Link>
  );
}

/** The list of all help topics, the one shown marked as the current page. */
function TopicsNav({ current }: { current: string }) {
  return (
    <nav aria-label="Help topics" className="lg:mt-6">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        Topics
      </p>
      <ul className="mt-2 grid gap-1 text-sm">
        {helpCategories.map((c) => (
          <li key={c.id}>
            <Link
              to={c.href}
              aria-current={c.id === current ? 'page' : undefined}
              className={
                c.id === current
                  ? 'block rounded-md bg-brand-50 px-3 py-1.5 font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                  : 'block rounded-md px-3 py-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }
            >
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The topic's articles: first a list of links to each, then each in full. */
function TopicArticles({ articles }: { articles: HelpCategory['articles'] }) {
  return (
    <>
      <nav aria-label="In this topic" className="mt-6 rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
        <p className="text-sm font-semibold">In this topic</p>
        <ul className="mt-2 grid gap-1 text-sm">
          {articles.map((a) => (
            <li key={a.slug}>
              <a
                href={`#${a.slug}`}
                className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {a.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {articles.map((a) => (
        <article
          key={a.slug}
          id={a.slug}
          aria-labelledby={`${a.slug}-title`}
          className="mt-12 scroll-mt-24 border-t border-slate-200 pt-10 text-slate-800 dark:border-slate-800 dark:text-slate-200"
        >
          <h2 id={`${a.slug}-title`} className="text-2xl font-bold tracking-tight">
            {a.title}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{a.summary}</p>
          <Markdown headingOffset={1}>{helpArticleBodies[a.slug] ?? ''}</Markdown>
        </article>
      ))}
    </>
  );
}

/** /help/{topic}: the three articles of one help center category, in full. */
export function HelpTopicView({ topic }: { topic: string | undefined }) {
  const category = helpCategories.find((c) => c.id === topic);
  const { hash } = useLocation();
  useEffect(() => {
    // Arriving from a search result: show the article once this page has drawn.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, topic]);
  if (!category) {
    return (
      <NotFoundContent what="a help topic" backTo="/help-center" backLabel="Back to Help Center" />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr]">
      {/* On a phone the topic list follows the articles; the back link stays on top. */}
      <aside className="order-last lg:sticky lg:top-24 lg:order-none lg:self-start">
        <BackLink className="hidden lg:inline" />
        <TopicsNav current={category.id} />
      </aside>
      <div className="min-w-0">
        <BackLink className="mb-6 inline-block lg:hidden" />
        <h1 className="text-4xl font-bold tracking-tight">{category.title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{category.description}</p>
        {plannedHelpTopics[category.id] && (
          <p
            role="note"
            className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-100"
          >
            {plannedHelpTopics[category.id]}
          </p>
        )}
        <TopicArticles articles={category.articles} />
        <Card className="mt-16 text-center">
          <p className="text-lg font-semibold">Still need help?</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Send us a message through the contact form.
          </p>
          <Link to="/contact" className={buttonClass('primary', 'md', 'mt-4')}>
            Email Support
          </Link>
        </Card>
      </div>
    </div>
  );
}
