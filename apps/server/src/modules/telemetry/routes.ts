import type { FastifyRequest } from 'fastify';
import { TELEMETRY_LIMITS, routeOf } from '@careerforge/contract';
import { tooManyRequests } from '../../lib/errors';
import { okAfter, publicRoutes } from '../../lib/routes';
import type { TelemetryService } from './service';

const uid = async (req: FastifyRequest) => (await req.getUser())?.id ?? null;

/** Per route: a small body, and 120 requests a minute per signed-in user or client address. */
const bounded = {
  bodyLimit: TELEMETRY_LIMITS.bodyBytes,
  config: {
    rateLimit: {
      max: TELEMETRY_LIMITS.perMinute,
      timeWindow: 60_000,
      keyGenerator: async (req: FastifyRequest) => {
        const id = await uid(req);
        return id ? `telemetry:user:${id}` : `telemetry:ip:${req.ip}`;
      },
      errorResponseBuilder: () => tooManyRequests(),
    },
  },
};

/** Usage telemetry (page views, events, module sessions, downloads) at the spec's /api/analytics paths. */
export const telemetryRoutes = publicRoutes<{ service: TelemetryService }>((r, { service }) => {
  r.route({
    ...routeOf('telemetry.pageView'),
    ...bounded,
    handler: async (req) => okAfter(service.pageView(await uid(req), req.body.pageName)),
  });
  r.route({
    ...routeOf('telemetry.event'),
    ...bounded,
    handler: async (req) => okAfter(service.event(await uid(req), req.body)),
  });
  r.route({
    ...routeOf('telemetry.sessionStart'),
    ...bounded,
    handler: async (req) => ({
      sessionId: await service.startSession(await uid(req), req.body.module),
    }),
  });
  r.route({
    ...routeOf('telemetry.sessionEnd'),
    ...bounded,
    handler: async (req) => okAfter(service.endSession(await uid(req), req.body.sessionId)),
  });
  r.route({
    ...routeOf('telemetry.download'),
    ...bounded,
    handler: async (req) =>
      okAfter(service.download(await uid(req), req.body.resumeId ?? null, req.body.downloadType)),
  });
});
