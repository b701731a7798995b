import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  // The editor re-scores as the user types (debounced): cheap engine work, a generous limit.
  r.route({
    ...routeOf('lab.score'),
    config: {
      rateLimit: {
        max: 120,
        timeWindow: '1 minute',
        // per signed-in user, so people behind one address do not share a budget
        keyGenerator: async (req: FastifyRequest) => {
          const user = await req.getUser();
          return user ? `score:user:${user.id}` : `score:ip:${req.ip}`;
        },
      },
    },
    handler: async (req) => service.score(req.body),
  });
};
