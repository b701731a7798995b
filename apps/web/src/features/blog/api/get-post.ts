import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@careerforge/contract';
import { blogKeys } from './keys';
import { api } from '../../../lib/api';

export const getPost = (slug: string) => api.get<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`);

export const postQueryOptions = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getPost(slug) });

export const usePost = (slug: string) => useQuery(postQueryOptions(slug));
