import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, errorBodySchema } from '@careerforge/contract';
import type { DashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsync<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in user's stats, goals and recent activity",
        response: { 200: dashboardSchema, 401: errorBodySchema },
      },
    },
    async (req) => service.get(req.user),
  );
};
