import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { usePosts } from '../api/get-posts';
import { blogEmptyState } from '../content';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { ErrorText } from '../../../components/ui/error-text';

/** Article cards of one category, with Load More Articles while more pages exist. */
export function PostList({ category }: { category: string }) {
  const query = usePosts(category);
  if (query.isPending) {
    return (
      <LoadingRegion label="Loading articles">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed title="Unable to load articles" error={query.error} onRetry={query.refetch} />
    );
  }
  const posts = query.data.pages.flatMap((p) => p.posts);
  const total = query.data.pages[0]?.total ?? posts.length;
  if (!posts.length) {
    return <EmptyState {...blogEmptyState} />;
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Showing {posts.length} of {total} articles
        </p>
        {query.hasNextPage && (
          <Button
            variant="outline"
            size="lg"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load More Articles'}
          </Button>
        )}
        {query.isFetchNextPageError && (
          <ErrorText>More articles could not be loaded. Please try again.</ErrorText>
        )}
      </div>
    </>
  );
}
