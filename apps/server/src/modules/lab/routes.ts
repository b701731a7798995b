import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, tailorRequestSchema, tailorResponseSchema } from '@careerforge/contract';
import type { LabService } from './service';

export const labRoutes: FastifyPluginAsync<{ service: LabService }> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);
  r.post(
    '/api/ai/tailor-resume',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['resume lab'],
        summary:
          'Tailors a resume to a job description; scores come from the engine whichever provider writes',
        body: tailorRequestSchema,
        response: {
          200: tailorResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (req) => service.tailorResume(req.user.id, req.body),
  );
};
