import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import type { AccessTokensService } from './service';

/** Personal access tokens of the signed-in user (a token itself cannot reach these). */
export const accessTokenRoutes: FastifyPluginAsync<{ service: AccessTokensService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  r.route({
    ...routeOf('tokens.list'),
    handler: async (req) => service.list(req.user.id, req.query),
  });
  r.route({
    ...routeOf('tokens.create'),
    config: { rateLimit: perUserRateLimit('tokens-create', 30) },
    handler: async (req, reply) => {
      reply.code(201);
      return service.create(req.user.id, req.body);
    },
  });
  r.route({
    ...routeOf('tokens.remove'),
    handler: async (req) => {
      await service.remove(req.user.id, req.params.id);
      return { ok: true as const };
    },
  });
};
