import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '@careerforge/contract';
import type { DashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsync<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf('dashboard.get'),
    onRequest: app.requireUser,
    // kept until the user's data changes: it reads the activity log and the user row only
    handler: async (req, reply) => reply.cachedForUser('dashboard', () => service.get(req.user)),
  });
};
