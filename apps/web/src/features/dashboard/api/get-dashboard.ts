import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardQueryKey } from './keys';
import { api } from '../../../lib/api';

export const getDashboard = () => api.call('dashboard.get');

/** The signed-in user's stats, goals and recent activity; the one query the spec retries (twice). */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard, retry: 2 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
