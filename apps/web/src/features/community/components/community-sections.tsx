import { Fragment } from 'react';
import { Badge, ExampleBadge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageSection } from '../../../components/ui/section-heading';
import { formatDate } from '../../../lib/format';
import { communityGuidelines, peerSupportSnippets, successStoryPosts } from '../content-sections';

const storyLabel = { job_success: 'Job Success', interview_success: 'Interview Success' } as const;

/**
 * The community page's static sections: example success stories, example peer support and the
 * guidelines. Static on purpose (no state, no handlers): a prerendered page keeps their HTML and
 * never loads this module (see ../../../components/ui/prerendered-part.tsx).
 */
export default function CommunitySections() {
  return (
    <Fragment>
      <PageSection
        id="stories-title"
        title="Success stories"
        subtitle="Examples of the wins members will share."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {successStoryPosts.map((p) => (
            <Card as="li" key={p.id} className="flex flex-col">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{p.author}</span>
                <span className="flex flex-wrap justify-end gap-1">
                  <Badge tone={p.category === 'job_success' ? 'success' : 'info'}>
                    {storyLabel[p.category]}
                  </Badge>
                  <ExampleBadge />
                </span>
              </div>
              <p className="mt-3 flex-1 text-sm text-slate-700 dark:text-slate-300">{p.message}</p>
              <p className="mt-4 flex justify-between text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={p.timestamp}>{formatDate(p.timestamp)}</time>
                <span>
                  <span aria-hidden="true">♥ </span>
                  {p.likes} likes
                </span>
              </p>
            </Card>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="support-title"
        title="Peer support"
        subtitle="Examples of the questions members ask, and the answers they give."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {peerSupportSnippets.map((s) => (
            <Card as="li" key={s.id}>
              <span className="flex flex-wrap gap-1">
                <Badge tone="neutral">{s.topic}</Badge>
                <ExampleBadge />
              </span>
              <p className="mt-3 font-medium">“{s.question}”</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">asked by {s.author}</p>
              <div className="mt-4 border-l-4 border-brand-600 pl-4">
                <p className="text-sm text-slate-700 dark:text-slate-300">{s.reply}</p>
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                  {s.replyAuthor} · {s.helpfulCount} found this helpful
                </p>
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="guidelines-title"
        title="Community guidelines"
        subtitle="A few rules that keep this a place where people can ask for help."
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {communityGuidelines.map((g, i) => (
            <li key={g.title} className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">{i + 1}</p>
              <h3 className="mt-1 font-semibold">{g.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{g.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
    </Fragment>
  );
}
