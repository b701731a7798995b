import { routeOf, type CareerPlanData } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { savedResultRoutes, signedInRoutes } from '../../lib/routes';
import type { CareerPlannerService } from './service';

export const careerPlannerRoutes = signedInRoutes<{ service: CareerPlannerService }>(
  (r, { service }) => {
    r.route({
      ...routeOf('career.plan'),
      config: { rateLimit: perUserRateLimit('career-plan', 60) },
      // the contract has checked the required fields (the current and target roles)
      handler: async (req) => service.plan(req.user.id, req.body as CareerPlanData),
    });
    savedResultRoutes(r, 'career', service);
  },
);
