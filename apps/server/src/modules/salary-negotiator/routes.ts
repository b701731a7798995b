import { routeOf, type SalaryAnalyzeData } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { savedResultRoutes, signedInRoutes } from '../../lib/routes';
import type { SalaryNegotiatorService } from './service';

export const salaryNegotiatorRoutes = signedInRoutes<{ service: SalaryNegotiatorService }>(
  (r, { service }) => {
    r.route({
      ...routeOf('salary.analyze'),
      config: { rateLimit: perUserRateLimit('salary', 60) },
      // the contract has checked the required fields (a salary and a job title)
      handler: async (req) => service.analyze(req.user.id, req.body as SalaryAnalyzeData),
    });
    savedResultRoutes(r, 'salary', service);
  },
);
