import type { FastifyPluginAsync } from 'fastify';
import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { cachedListRoute, okAfter, signedInRoutes } from '../../lib/routes';
import { calendarFeedRoutes, calendarRoutes } from './calendar-routes';
import type { ApplicationTrackerService } from './service';

/** Per user: an import reads up to 1,000 rows in one transaction; a preview reads as many. */
const perUser = (kind: string, max: number, what: string) =>
  perUserRateLimit(kind, max, {
    timeWindow: 60 * 60 * 1000,
    message: `Too many ${what}: up to ${max} an hour. Please wait a little and try again.`,
  });
const IMPORT_RATE_LIMIT = perUser('import', 20, 'imports');
const PREVIEW_RATE_LIMIT = perUser('import-preview', 200, 'previews');

/**
 * The tracker's routes: the signed-in ones, and the calendar feed, which calendar apps fetch
 * without a session (each plugin below keeps its own hooks).
 */
export const applicationTrackerRoutes: FastifyPluginAsync<{
  service: ApplicationTrackerService;
}> = async (app, { service }) => {
  await app.register(applicationRoutes, { service });
  await app.register(calendarRoutes, {
    service: service.calendar,
    publicUrl: app.config.publicUrl,
  });
  await app.register(calendarFeedRoutes, { service: service.calendar });
};

const applicationRoutes = signedInRoutes<{ service: ApplicationTrackerService }>(
  (r, { service }) => {
    cachedListRoute(r, 'applications.list', service.list);
    r.route({
      ...routeOf('applications.create'),
      handler: async (req) => service.create(req.user.id, req.body),
    });
    r.route({
      ...routeOf('applications.insights'),
      handler: async (req, reply) =>
        reply.cachedForUser('applications.insights', () => service.insights(req.user.id)),
    });
    r.route({
      ...routeOf('applications.export'),
      handler: async (req, reply) => {
        const { csv, fileName } = await service.exportCsv(req.user.id);
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store');
        return csv;
      },
    });
    r.route({
      ...routeOf('applications.importPreview'),
      config: { rateLimit: PREVIEW_RATE_LIMIT },
      handler: async (req) => service.previewImport(req.user.id, req.body.csv, req.body.mapping),
    });
    r.route({
      ...routeOf('applications.import'),
      config: { rateLimit: IMPORT_RATE_LIMIT },
      handler: async (req) => service.importCsv(req.user.id, req.body.csv, req.body.mapping),
    });
    r.route({
      ...routeOf('applications.get'),
      handler: async (req) => service.get(req.user.id, req.params.id),
    });
    r.route({
      ...routeOf('applications.update'),
      handler: async (req) => service.update(req.user.id, req.params.id, req.body),
    });
    r.route({
      ...routeOf('applications.remove'),
      handler: async (req) => okAfter(service.remove(req.user.id, req.params.id)),
    });
  },
);
