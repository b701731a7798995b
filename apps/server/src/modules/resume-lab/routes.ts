import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { signedInRoutes } from '../../lib/routes';
import type { ResumeLabService } from './service';

export const resumeLabRoutes = signedInRoutes<{ service: ResumeLabService }>((r, { service }) => {
  r.route({
    ...routeOf('lab.tailorResume'),
    config: { rateLimit: perUserRateLimit('tailor', 30) },
    handler: async (req) => service.tailorResume(req.user.id, req.body),
  });
  // The editor re-scores as the user types (debounced): cheap engine work, a generous limit.
  r.route({
    ...routeOf('lab.score'),
    config: { rateLimit: perUserRateLimit('score', 120) },
    handler: async (req) => service.score(req.body),
  });
});
