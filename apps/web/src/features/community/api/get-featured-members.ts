import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './keys';
import { api } from '../../../lib/api';

export const getFeaturedMembers = () => api.call('community.featured');

export const featuredMembersQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.featured(), queryFn: getFeaturedMembers });

export const useFeaturedMembers = () => useQuery(featuredMembersQueryOptions());
