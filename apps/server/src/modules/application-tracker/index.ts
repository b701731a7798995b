import { applications } from '../../db/schema';
import { defineModule } from '../descriptor';
import { applicationTrackerRoutes } from './routes';
import { applicationTrackerService } from './service';

/** The application tracker, metered as applications tracked in total. */
export const applicationTrackerModule = defineModule({
  name: 'applicationTracker',
  // shared with the analytics page, which reads the tracker's insights
  service: ({ use }) => use(applicationTrackerService),
  routes: applicationTrackerRoutes,
  activities: ['application_added', 'applications_imported'],
  meters: { applications: { rows: applications } },
});

declare module '../activity/service' {
  interface ActivityTypes {
    application_added: true;
    applications_imported: true;
  }
}
