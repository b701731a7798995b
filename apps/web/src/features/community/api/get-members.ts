import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityMember } from '@careerforge/contract';
import { communityKeys } from './keys';
import { api } from '../../../lib/api';

export const getMembers = () => api.get<CommunityMember[]>('/api/community/members');

export const membersQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.members(), queryFn: getMembers });

export const useMembers = () => useQuery(membersQueryOptions());
