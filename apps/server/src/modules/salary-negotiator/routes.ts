import { routeOf, type SalaryAnalyzeData } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { signedInRoutes } from '../../lib/routes';
import type { SalaryNegotiatorService } from './service';

export const salaryNegotiatorRoutes = signedInRoutes<{ service: SalaryNegotiatorService }>(
  (r, { service }) => {
    r.route({
      ...routeOf('salary.analyze'),
      config: { rateLimit: perUserRateLimit('salary', 60) },
      // the contract has checked the required fields (a salary and a job title)
      handler: async (req) => service.analyze(req.user.id, req.body as SalaryAnalyzeData),
    });
    r.route({
      ...routeOf('salary.list'),
      handler: async (req) => service.list(req.user.id, req.query),
    });
    r.route({
      ...routeOf('salary.get'),
      handler: async (req) => service.get(req.user.id, req.params.id),
    });
    r.route({
      ...routeOf('salary.remove'),
      handler: async (req) => {
        await service.remove(req.user.id, req.params.id);
        return { ok: true as const };
      },
    });
  },
);
