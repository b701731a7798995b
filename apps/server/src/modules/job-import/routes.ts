import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { signedInRoutes } from '../../lib/routes';
import type { JobImportService } from './service';

/** Each import may fetch a page from another site on the user's behalf: 30 per 10 minutes. */
export const JOB_IMPORTS_PER_WINDOW = 30;
const IMPORT_RATE_LIMIT = perUserRateLimit('job-import', JOB_IMPORTS_PER_WINDOW, {
  timeWindow: 10 * 60 * 1000,
  message: `Too many job imports: up to ${JOB_IMPORTS_PER_WINDOW} every 10 minutes. Please wait a little and try again.`,
});

export const jobImportRoutes = signedInRoutes<{ service: JobImportService }>((r, { service }) => {
  r.route({
    ...routeOf('jobs.import'),
    config: { rateLimit: IMPORT_RATE_LIMIT },
    handler: async (req) => service.importJob(req.body),
  });
});
