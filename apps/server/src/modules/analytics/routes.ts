import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '@careerforge/contract';
import type { AnalyticsService } from './service';

export const analyticsRoutes: FastifyPluginAsync<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);

  r.route({
    ...routeOf('analytics.get'),
    handler: async (req) => service.get(req.user.id),
  });
  r.route({
    ...routeOf('leaderboard.get'),
    handler: async (req) => service.leaderboard(req.user.id),
  });
  r.route({
    ...routeOf('leaderboard.join'),
    handler: async (req) => service.join(req.user.id, req.body.alias ?? null),
  });
  r.route({
    ...routeOf('leaderboard.leave'),
    handler: async (req) => service.leave(req.user.id),
  });
};
