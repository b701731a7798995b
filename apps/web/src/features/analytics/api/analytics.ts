import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';

export const analyticsKey = ['analytics'] as const;
export const leaderboardKey = ['analytics', 'leaderboard'] as const;

/** The spec's polls: analytics every 30 seconds, the leaderboard every 60. */
export const ANALYTICS_POLL_MS = 30_000;
export const LEADERBOARD_POLL_MS = 60_000;

export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKey,
    queryFn: () => api.call('analytics.get'),
    refetchInterval: ANALYTICS_POLL_MS,
  });
export const useAnalytics = () => useQuery(analyticsQueryOptions());

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: leaderboardKey,
    queryFn: () => api.call('leaderboard.get'),
    refetchInterval: LEADERBOARD_POLL_MS,
  });
export const useLeaderboard = (enabled = true) =>
  useQuery({ ...leaderboardQueryOptions(), enabled });

export const useJoinLeaderboard = () =>
  useRefreshingMutation(
    (alias: string | null) => api.call('leaderboard.join', { body: { alias } }),
    [leaderboardKey],
    { wait: true },
  );

export const useLeaveLeaderboard = () =>
  useRefreshingMutation(() => api.call('leaderboard.leave'), [leaderboardKey], { wait: true });
