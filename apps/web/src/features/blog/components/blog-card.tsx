import { Link } from 'react-router';
import { blogCategoryLabel, DEFAULT_READ_TIME, type BlogPostSummary } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { Card } from '../../../components/ui/card';

export function BlogCard({
  post,
  headingLevel = 3,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" interactive className="group relative flex h-full flex-col">
      <div className="flex items-center justify-between gap-2">
        <Badge tone="brand">{blogCategoryLabel(post.category)}</Badge>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {post.readTime || DEFAULT_READ_TIME} min read
        </span>
      </div>
      <Heading className="mt-4 text-lg leading-snug font-semibold">
        <Link
          to={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700 dark:group-hover:text-brand-100"
        >
          {post.title}
        </Link>
      </Heading>
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>
      </div>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        {post.author} · <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </p>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="mt-4 h-6 w-4/5" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-5 h-3 w-1/3" />
    </div>
  );
}
