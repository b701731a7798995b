import { defineModule } from '../descriptor';
import { telemetryRepo } from './repo';
import { telemetryRoutes } from './routes';
import { telemetryService } from './service';

/** Usage telemetry: page views, events, module sessions and downloads. */
export const telemetryModule = defineModule({
  name: 'telemetry',
  service: ({ db }) => telemetryService({ repo: telemetryRepo(db) }),
  routes: telemetryRoutes,
});
