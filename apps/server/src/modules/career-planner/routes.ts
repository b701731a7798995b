import { routeOf, type CareerPlanData } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { signedInRoutes } from '../../lib/routes';
import type { CareerPlannerService } from './service';

export const careerPlannerRoutes = signedInRoutes<{ service: CareerPlannerService }>(
  (r, { service }) => {
    r.route({
      ...routeOf('career.plan'),
      config: { rateLimit: perUserRateLimit('career-plan', 60) },
      // the contract has checked the required fields (the current and target roles)
      handler: async (req) => service.plan(req.user.id, req.body as CareerPlanData),
    });
    r.route({
      ...routeOf('career.list'),
      handler: async (req) => service.list(req.user.id, req.query),
    });
    r.route({
      ...routeOf('career.get'),
      handler: async (req) => service.get(req.user.id, req.params.id),
    });
    r.route({
      ...routeOf('career.remove'),
      handler: async (req) => {
        await service.remove(req.user.id, req.params.id);
        return { ok: true as const };
      },
    });
  },
);
