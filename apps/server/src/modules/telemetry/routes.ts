import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TELEMETRY_LIMITS,
  downloadSchema,
  errorBodySchema,
  eventSchema,
  okSchema,
  pageViewSchema,
  sessionEndSchema,
  sessionStartResponseSchema,
  sessionStartSchema,
} from '@careerforge/contract';
import { tooManyRequests } from '../../lib/errors';
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

const tags = ['telemetry'];
const errors = { 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };
const description =
  'Stored only for a signed-in user who turned on analytics consent; otherwise answered the same and nothing is stored.';

/** Usage telemetry (page views, events, module sessions, downloads) at the spec's /api/analytics paths. */
export const telemetryRoutes: FastifyPluginAsync<{ service: TelemetryService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/analytics/page-view',
    {
      ...bounded,
      schema: {
        tags,
        summary: 'Records a page view',
        description,
        body: pageViewSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.pageView(await uid(req), req.body.pageName);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/analytics/event',
    {
      ...bounded,
      schema: {
        tags,
        summary: 'Records a feature event (metadata up to 2 KB, 8 levels deep)',
        description,
        body: eventSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.event(await uid(req), req.body);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/analytics/session/start',
    {
      ...bounded,
      schema: {
        tags,
        summary: 'Starts a module session and answers its id',
        description,
        body: sessionStartSchema,
        response: { 200: sessionStartResponseSchema, ...errors },
      },
    },
    async (req) => ({ sessionId: await service.startSession(await uid(req), req.body.module) }),
  );
  r.post(
    '/api/analytics/session/end',
    {
      ...bounded,
      schema: {
        tags,
        summary: 'Ends a module session of the signed-in user',
        description,
        body: sessionEndSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.endSession(await uid(req), req.body.sessionId);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/analytics/download',
    {
      ...bounded,
      schema: {
        tags,
        summary: 'Records a download',
        description,
        body: downloadSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.download(await uid(req), req.body.resumeId ?? null, req.body.downloadType);
      return { ok: true as const };
    },
  );
};
