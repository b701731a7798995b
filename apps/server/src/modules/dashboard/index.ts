import { defineModule } from '../descriptor';
import { dashboardRoutes } from './routes';
import { dashboardService } from './service';

/** The dashboard, read from the activity log only. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  service: ({ activityLog, clock }) => dashboardService({ activities: activityLog, clock }),
  routes: dashboardRoutes,
});
