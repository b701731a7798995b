import type { FastifyReply } from 'fastify';
import { apiPath, CALENDAR_FILE_NAME, routeOf } from '@careerforge/contract';
import { notFound, tooManyRequests } from '../../lib/errors';
import { perUserRateLimit } from '../../lib/rate-limit';
import { okAfter, publicRoutes, signedInRoutes } from '../../lib/routes';
import type { TrackerCalendarService } from './calendar-service';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** Making feed addresses: each one ends the last, so a handful an hour is plenty. */
const FEED_RATE_LIMIT = perUserRateLimit('calendar-feed', 30, {
  timeWindow: 60 * 60 * 1000,
  message: 'Too many new calendar addresses: up to 30 an hour. Please wait a little.',
});

/**
 * The public feed, per client address. Calendar apps look every few minutes to hours; a
 * provider's fetchers share addresses across many users, so the budget is generous. It is
 * there to slow down guessing, which 256-bit tokens make hopeless anyway.
 */
const FEED_READ_RATE_LIMIT = {
  max: 120,
  timeWindow: 60 * 1000,
  keyGenerator: async (req: { ip: string }) => `calendar-feed-read:ip:${req.ip}`,
  errorResponseBuilder: () => tooManyRequests('Too many calendar requests. Please wait a minute.'),
};

const sendCalendar = (reply: FastifyReply, ics: string, cacheControl: string) => {
  reply.type(ICS_TYPE).header('cache-control', cacheControl);
  return ics;
};

/** The signed-in routes: the download, the feed's address, the follow-up setting. */
export const calendarRoutes = signedInRoutes<{
  service: TrackerCalendarService;
  publicUrl: string | undefined;
}>((r, { service, publicUrl }) => {
  r.route({
    ...routeOf('applications.calendar'),
    handler: async (req, reply) => {
      reply.header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`);
      return sendCalendar(reply, await service.calendar(req.user.id), 'no-store');
    },
  });
  r.route({
    ...routeOf('applications.calendarFeed'),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.feedStatus(req.user.id);
    },
  });
  r.route({
    ...routeOf('applications.createCalendarFeed'),
    config: { rateLimit: FEED_RATE_LIMIT },
    handler: async (req, reply) => {
      const { token, createdAt } = await service.createFeed(req.user.id);
      // The address people reach this server at; the request's own origin without one set.
      const origin = publicUrl ?? `${req.protocol}://${req.host}`;
      reply.header('cache-control', 'no-store');
      return {
        url: `${origin}${apiPath('applications.calendarFeedIcs', { token })}`,
        createdAt: createdAt.toISOString(),
      };
    },
  });
  r.route({
    ...routeOf('applications.revokeCalendarFeed'),
    handler: async (req) => okAfter(service.revokeFeed(req.user.id)),
  });
  r.route({
    ...routeOf('applications.settings'),
    handler: async (req) => service.settings(req.user.id),
  });
  r.route({
    ...routeOf('applications.updateSettings'),
    handler: async (req) => service.updateSettings(req.user.id, req.body.followUpDays),
  });
});

/** The feed calendar apps fetch: no session, the secret token in the path is the key. */
export const calendarFeedRoutes = publicRoutes<{ service: TrackerCalendarService }>(
  (r, { service }) => {
    r.route({
      ...routeOf('applications.calendarFeedIcs'),
      config: { rateLimit: FEED_READ_RATE_LIMIT },
      handler: async (req, reply) => {
        const ics = await service.calendarForToken(req.params.token);
        if (ics === null) throw notFound('Calendar');
        return sendCalendar(reply, ics, 'private, max-age=300');
      },
    });
  },
);
