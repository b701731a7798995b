import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityMember } from '@careerforge/contract';
import { communityKeys } from './keys';
import { api } from '../../../lib/api';

export const getFeaturedMembers = () => api.get<CommunityMember[]>('/api/community/featured');

export const featuredMembersQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.featured(), queryFn: getFeaturedMembers });

export const useFeaturedMembers = () => useQuery(featuredMembersQueryOptions());
