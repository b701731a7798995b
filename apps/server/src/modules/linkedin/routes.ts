import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { savedItemReadRoutes, savedItemWriteRoutes, signedInRoutes } from '../../lib/routes';
import type { LinkedinService } from './service';

export const linkedinRoutes = signedInRoutes<{ service: LinkedinService }>((r, { service }) => {
  r.route({
    ...routeOf('linkedin.optimize'),
    config: { rateLimit: perUserRateLimit('about', 30) },
    handler: async (req) => service.optimize(req.user.id, req.body),
  });
  savedItemReadRoutes(r, 'savedLinkedin', service.saved);
  savedItemWriteRoutes(r, 'savedLinkedin', service.saved);
});
