import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '@careerforge/contract';
import { api } from '../../../lib/api';

export const getFeaturedPosts = () => api.get<BlogPostSummary[]>('/api/blog/featured');

export const featuredPostsQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'featured'], queryFn: getFeaturedPosts });

export const useFeaturedPosts = () => useQuery(featuredPostsQueryOptions());
