import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { okAfter, signedInRoutes } from '../../lib/routes';
import type { AccessTokensService } from './service';

/** Personal access tokens of the signed-in user (a token itself cannot reach these). */
export const accessTokenRoutes = signedInRoutes<{ service: AccessTokensService }>(
  (r, { service }) => {
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
      handler: async (req) => okAfter(service.remove(req.user.id, req.params.id)),
    });
  },
);
