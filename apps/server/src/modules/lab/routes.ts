import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '@careerforge/contract';
import type { LabService } from './service';

export const labRoutes: FastifyPluginAsync<{ service: LabService }> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);
  r.route({
    ...routeOf('lab.tailorResume'),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req) => service.tailorResume(req.user.id, req.body),
  });
};
