import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '@careerforge/contract';
import { blogKeys } from './keys';
import { api } from '../../../lib/api';

export function getPosts({ category, offset }: { category: string; offset: number }) {
  return api.call('blog.list', {
    query: { limit: BLOG_PAGE_SIZE, offset, category: category === 'all' ? undefined : category },
  });
}

/** Articles of one category tab, a page at a time (Load More Articles asks for the next). */
export const postsQueryOptions = (category: string) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(category),
    queryFn: ({ pageParam }) => getPosts({ category, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

export const usePosts = (category: string) => useInfiniteQuery(postsQueryOptions(category));
