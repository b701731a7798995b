import { Link } from 'react-router';
import { BLOG_TABS, blogCategoryLabel, DEFAULT_READ_TIME } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ArticleLayout } from '../../../components/layout/article-layout';
import { NotFoundContent } from '../../../components/layout/not-found-content';
import { Markdown } from '../../../components/ui/markdown';
import { formatDate } from '../../../lib/format';
import { NewsletterForm } from '../../inbox';
import { usePost } from '../api/get-post';
import { ApiError, errorMessage } from '../../../lib/api';

function ArticleSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <LoadingRegion label="Loading article">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-8 h-5 w-24" />
        <Skeleton className="mt-4 h-10 w-full" />
        <Skeleton className="mt-2 h-10 w-2/3" />
        <Skeleton className="mt-6 h-4 w-1/3" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="mt-4 h-4 w-full" />
        ))}
      </LoadingRegion>
    </div>
  );
}

export function BlogArticleView({ slug }: { slug: string }) {
  const query = usePost(slug);
  if (query.isPending) return <ArticleSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <NotFoundContent what="an article" backTo="/blog" backLabel="Back to Blog" />;
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <h1 className="sr-only">Career Blog</h1>
        <EmptyState
          title="Unable to load this article"
          description={errorMessage(query.error, 'Please try again.')}
          action={
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => void query.refetch()}
            >
              Try again
            </button>
          }
        />
      </div>
    );
  }
  const post = query.data;
  return (
    <ArticleLayout
      back={{ to: '/blog', label: 'Back to Blog' }}
      eyebrow={
        BLOG_TABS.some((t) => t.id === post.category) ? (
          <Link to={`/blog?category=${post.category}`} className="inline-block">
            <Badge tone="brand">{blogCategoryLabel(post.category)}</Badge>
          </Link>
        ) : (
          <Badge tone="brand">{blogCategoryLabel(post.category)}</Badge>
        )
      }
      title={post.title}
      meta={
        <p>
          By <span className="font-medium text-slate-800 dark:text-slate-200">{post.author}</span> ·{' '}
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time> ·{' '}
          {post.readTime || DEFAULT_READ_TIME} min read
        </p>
      }
      aside={
        <>
          <Card className="mt-12 text-center">
            <p className="text-lg font-semibold">Put this into practice</p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              Tailor your resume to a real job description and see which keywords you are missing.
            </p>
            <Link to="/resume-lab" className={buttonClass('primary', 'md', 'mt-4')}>
              Open the Resume Lab
            </Link>
          </Card>
          <NewsletterForm
            className="mt-10"
            source="blog"
            title="Enjoyed this article?"
            description="Get the next one in your inbox. No spam, and you can unsubscribe at any time."
          />
        </>
      }
    >
      <p className="text-lg text-slate-700 dark:text-slate-300">{post.excerpt}</p>
      <Markdown>{post.content}</Markdown>
    </ArticleLayout>
  );
}
