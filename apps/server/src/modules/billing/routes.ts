import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { HttpError, badRequest } from '../../lib/errors';
import type { BillingService } from './service';

/** The address the browser comes back to from Stripe: PUBLIC_URL, else this request's own. */
const originOf = (req: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${req.protocol}://${req.host}`;

export const billingRoutes: FastifyPluginAsync<{ service: BillingService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl;

  r.route({
    ...routeOf('subscription.get'),
    onRequest: app.requireUser,
    handler: async (req) => service.get(req.user.id),
  });
  r.route({
    ...routeOf('subscription.upgrade'),
    onRequest: app.requireUser,
    config: { rateLimit: perUserRateLimit('subscription-upgrade', 10) },
    handler: async (req) =>
      service.upgrade(
        { id: req.user.id, email: req.user.email, name: req.user.name },
        req.body,
        originOf(req, publicUrl),
      ),
  });
  r.route({
    ...routeOf('subscription.cancel'),
    onRequest: app.requireUser,
    config: { rateLimit: perUserRateLimit('subscription-cancel', 10) },
    handler: async (req) => service.cancel(req.user.id),
  });
  // A browser navigation (Manage Billing opens it in a new tab): signed out, it goes to sign in.
  r.route({
    ...routeOf('billing.portal'),
    config: { rateLimit: perUserRateLimit('billing-portal', 20) },
    handler: async (req, reply) => {
      const user = await req.getUser();
      if (!user) return reply.redirect('/auth', 303);
      return reply.redirect(await service.portalUrl(user.id, originOf(req, publicUrl)), 303);
    },
  });

  // Stripe's webhook: the signature covers the raw bytes, so this route reads the body unparsed.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    hook.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf('billing.webhook'),
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      // Answered before a byte of the body is read: billing off, or no signature to check.
      onRequest: async (req) => {
        if (app.config.billing.mode !== 'stripe') {
          throw new HttpError(
            404,
            'NOT_FOUND',
            'Billing with Stripe is not enabled on this server.',
          );
        }
        if (!req.headers['stripe-signature']) {
          throw badRequest('The Stripe-Signature header is missing.');
        }
      },
      handler: async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        const signature = req.headers['stripe-signature'];
        return service.webhook(raw, Array.isArray(signature) ? signature[0] : signature);
      },
    });
  });
};
