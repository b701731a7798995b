import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { savedItemReadRoutes, signedInRoutes } from '../../lib/routes';
import type { LinkedinService } from './service';

export const linkedinRoutes = signedInRoutes<{ service: LinkedinService }>((r, { service }) => {
  r.route({
    ...routeOf('linkedin.optimize'),
    config: { rateLimit: perUserRateLimit('about', 30) },
    handler: async (req) => service.optimize(req.user.id, req.body),
  });
  savedItemReadRoutes(r, 'savedLinkedin', service.saved);
  r.route({
    ...routeOf('savedLinkedin.create'),
    handler: async (req) => service.saved.create(req.user.id, req.body),
  });
  r.route({
    ...routeOf('savedLinkedin.update'),
    handler: async (req) => service.saved.update(req.user.id, req.params.id, req.body),
  });
  r.route({
    ...routeOf('savedLinkedin.remove'),
    handler: async (req) => service.saved.remove(req.user.id, req.params.id),
  });
});
