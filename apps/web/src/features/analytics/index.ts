/** Personal analytics and the opt-in leaderboard. */
export { AnalyticsView } from './components/analytics-view';
export { analyticsKey, leaderboardKey } from './api/analytics';
