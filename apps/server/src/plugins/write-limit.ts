import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { perUserRateLimit } from '../lib/rate-limit';

/** Writes a signed-in user may make to one route in a minute, unless the route says less. */
export const DEFAULT_WRITES_PER_MINUTE = 120;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write to the API is limited per user (per client address without a session): a route
 * that declares no rate limit of its own gets DEFAULT_WRITES_PER_MINUTE, counted per route, so
 * no create, save or delete can be repeated without bound. The auth library keeps its own
 * limits. Registered before the rate-limit plugin, which reads the route's config.
 */
export const writeLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITES.has(m))) return;
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/auth/')) return;
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit !== undefined) return;
    route.config = {
      ...config,
      rateLimit: perUserRateLimit(
        `write ${methods.join(',')} ${route.url}`,
        DEFAULT_WRITES_PER_MINUTE,
      ),
    } as typeof route.config;
  });
});
