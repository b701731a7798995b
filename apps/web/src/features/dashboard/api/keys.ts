/** Query keys of the dashboard; features whose changes move its numbers invalidate this. */
export const dashboardQueryKey = ['dashboard'] as const;
