import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from './keys';
import { api } from '../../../lib/api';

export const getPost = (slug: string) => api.call('blog.post', { params: { slug } });

export const postQueryOptions = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getPost(slug) });

export const usePost = (slug: string) => useQuery(postQueryOptions(slug));
