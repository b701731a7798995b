import { applicationTrackerService } from '../application-tracker/service';
import { defineModule } from '../descriptor';
import { analyticsRoutes } from './routes';
import { analyticsService } from './service';

/** The analytics page and the leaderboard, read from the activity log and the tracker. */
export const analyticsModule = defineModule({
  name: 'analytics',
  service: ({ db, clock, use, activityLog }) =>
    analyticsService({
      db,
      clock,
      activities: activityLog,
      insights: (userId) => use(applicationTrackerService).insights(userId),
    }),
  routes: analyticsRoutes,
});
