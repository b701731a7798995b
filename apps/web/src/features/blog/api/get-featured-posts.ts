import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from './keys';
import { api } from '../../../lib/api';

export const getFeaturedPosts = () => api.call('blog.featured');

export const featuredPostsQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.featured(), queryFn: getFeaturedPosts });

export const useFeaturedPosts = () => useQuery(featuredPostsQueryOptions());
