import { routeOf } from '@careerforge/contract';
import { signedInRoutes } from '../../lib/routes';
import type { AnalyticsService } from './service';

export const analyticsRoutes = signedInRoutes<{ service: AnalyticsService }>((r, { service }) => {
  r.route({
    ...routeOf('analytics.get'),
    handler: async (req, reply) => reply.cachedForUser('analytics', () => service.get(req.user.id)),
  });
  r.route({
    ...routeOf('leaderboard.get'),
    // Kept per user for as long as the shared ranking and the user's own data are unchanged.
    handler: async (req, reply) =>
      reply.cachedForUser(`leaderboard ${await service.rankingTime()}`, () =>
        service.leaderboard(req.user.id),
      ),
  });
  r.route({
    ...routeOf('leaderboard.join'),
    handler: async (req) => service.join(req.user.id, req.body.alias ?? null),
  });
  r.route({
    ...routeOf('leaderboard.leave'),
    handler: async (req) => service.leave(req.user.id),
  });
});
