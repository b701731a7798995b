import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactSchema,
  errorBodySchema,
  inboxReceiptSchema,
  newsletterSchema,
  waitlistSchema,
} from '@careerforge/contract';
import { tooManyRequests } from '../../lib/errors';
import type { InboxService } from './service';

/** Requests per client IP per minute on each form. */
export const INBOX_RATE_LIMIT = { newsletter: 10, waitlist: 10, contact: 5 } as const;

const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: () =>
      tooManyRequests('Too many requests. Please wait a minute and try again.'),
  },
});

const errors = { 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/** What visitors send us: newsletter sign-ups, the waitlist and contact messages. */
export const inboxRoutes: FastifyPluginAsync<{ service: InboxService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/newsletter',
    {
      config: limit(INBOX_RATE_LIMIT.newsletter),
      schema: {
        tags: ['inbox'],
        summary: 'Subscribe an e-mail address to the newsletter (409 when already subscribed)',
        body: newsletterSchema,
        response: { 200: inboxReceiptSchema, ...errors },
      },
    },
    async (req) => service.subscribe(req.body.email, req.body.source),
  );

  r.post(
    '/api/waitlist',
    {
      config: limit(INBOX_RATE_LIMIT.waitlist),
      schema: {
        tags: ['inbox'],
        summary: 'Join the waitlist of the upcoming companion product (409 when already on it)',
        body: waitlistSchema,
        response: { 200: inboxReceiptSchema, ...errors },
      },
    },
    async (req) => service.joinWaitlist(req.body.email),
  );

  r.post(
    '/api/contact',
    {
      config: limit(INBOX_RATE_LIMIT.contact),
      schema: {
        tags: ['inbox'],
        summary:
          'Send a message to the team (every field required; message up to 5,000 characters)',
        body: contactSchema,
        response: { 200: inboxReceiptSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => {
      const user = await req.getUser();
      const { fullName, email, subject, message } = req.body;
      return service.contact({ fullName, email, subject, message }, user?.id ?? null);
    },
  );
};
