import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ArticleLayout } from '../../../components/layout/article-layout';
import { NotFoundContent } from '../../../components/layout/not-found-content';
import { Markdown } from '../../../components/ui/markdown';
import { guideBodies } from '../content/guide-bodies';
import { featuredGuides } from '../content/guides';

/** /career-guides/{slug}: one featured guide in full. */
export function CareerGuideView({ slug }: { slug: string | undefined }) {
  const guide = featuredGuides.find((g) => g.slug === slug);
  if (!guide) {
    return (
      <NotFoundContent what="a guide" backTo="/career-guides" backLabel="Back to Career Guides" />
    );
  }
  const others = featuredGuides.filter((g) => g.slug !== guide.slug).slice(0, 3);
  return (
    <ArticleLayout
      back={{ to: '/career-guides', label: 'Back to Career Guides' }}
      eyebrow={<Badge tone="brand">{guide.category}</Badge>}
      title={guide.title}
      meta={<p>{guide.readTime} min read</p>}
      aside={
        <nav
          aria-labelledby="more-guides"
          className="mt-16 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          <h2 id="more-guides" className="text-lg font-semibold">
            More guides
          </h2>
          <ul className="mt-4 grid gap-3">
            {others.map((g) => (
              <li key={g.slug}>
                <Link
                  to={`/career-guides/${g.slug}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                >
                  {g.title}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-400">{g.description}</p>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <p className="text-lg text-slate-700 dark:text-slate-300">{guide.description}</p>
      <Markdown>{guideBodies[guide.slug] ?? ''}</Markdown>
    </ArticleLayout>
  );
}
