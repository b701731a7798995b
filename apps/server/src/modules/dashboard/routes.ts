import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, errorBodySchema } from '@careerforge/contract';
import { getDashboard } from './service';

export async function dashboardRoutes(app: FastifyInstance) {
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
    async (req) => getDashboard(app.db, req.user),
  );
}
