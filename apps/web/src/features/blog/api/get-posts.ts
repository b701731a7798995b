import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, type BlogList } from '@careerforge/contract';
import { blogKeys } from './keys';
import { api } from '../../../lib/api';

export function getPosts({ category, offset }: { category: string; offset: number }) {
  const params = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE), offset: String(offset) });
  if (category !== 'all') params.set('category', category);
  return api.get<BlogList>(`/api/blog?${params}`);
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
