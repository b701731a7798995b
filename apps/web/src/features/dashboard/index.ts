/** The dashboard: stats, goals, quick actions and recent activity. */
export { dashboardQueryKey } from './api/keys';
export { dashboardQueryOptions, useDashboard } from './api/get-dashboard';
export { DashboardView } from './components/dashboard-view';
