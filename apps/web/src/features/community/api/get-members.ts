import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './keys';
import { api } from '../../../lib/api';

export const getMembers = () => api.call('community.members');

export const membersQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.members(), queryFn: getMembers });

export const useMembers = () => useQuery(membersQueryOptions());
