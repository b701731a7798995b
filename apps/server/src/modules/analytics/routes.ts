import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadSchema,
  eventSchema,
  okSchema,
  pageViewSchema,
  sessionEndSchema,
  sessionStartResponseSchema,
  sessionStartSchema,
} from '@careerforge/contract';
import { analyticsRepo } from './repo';

/** Usage reporting. Signed-out visitors are recorded without a user. */
export async function analyticsRoutes(app: FastifyInstance) {
  const repo = analyticsRepo(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];
  const uid = async (req: { getUser(): Promise<{ id: string } | null> }) =>
    (await req.getUser())?.id ?? null;

  r.post(
    '/api/analytics/page-view',
    { schema: { tags, body: pageViewSchema, response: { 200: okSchema } } },
    async (req) => {
      await repo.pageView(await uid(req), req.body.pageName);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/analytics/event',
    { schema: { tags, body: eventSchema, response: { 200: okSchema } } },
    async (req) => {
      await repo.event(await uid(req), req.body);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/analytics/session/start',
    { schema: { tags, body: sessionStartSchema, response: { 200: sessionStartResponseSchema } } },
    async (req) => ({ sessionId: await repo.startSession(await uid(req), req.body.module) }),
  );
  r.post(
    '/api/analytics/session/end',
    { schema: { tags, body: sessionEndSchema, response: { 200: okSchema } } },
    async (req) => {
      await repo.endSession(await uid(req), req.body.sessionId);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/analytics/download',
    { schema: { tags, body: downloadSchema, response: { 200: okSchema } } },
    async (req) => {
      const resumeId =
        req.body.resumeId === undefined || req.body.resumeId === null
          ? null
          : String(req.body.resumeId);
      await repo.download(await uid(req), resumeId, req.body.downloadType);
      return { ok: true as const };
    },
  );
}
