import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf, type SalaryAnalyzeData } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import type { SalaryNegotiatorService } from './service';

export const salaryNegotiatorRoutes: FastifyPluginAsync<{
  service: SalaryNegotiatorService;
}> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
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
};
