import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/**
 * A route's rate limit counted per signed-in user (per client address for a request without a
 * session, which then gets its 401), so people behind one address never share a budget.
 * `message` replaces the default 429 text.
 */
export function perUserRateLimit(
  name: string,
  max: number,
  options: { timeWindow?: number | string; message?: string } = {},
) {
  const { message } = options;
  return {
    max,
    timeWindow: options.timeWindow ?? '1 minute',
    keyGenerator: async (req: FastifyRequest) => {
      const user = await req.getUser();
      return user ? `${name}:user:${user.id}` : `${name}:ip:${req.ip}`;
    },
    ...(message ? { errorResponseBuilder: () => tooManyRequests(message) } : {}),
  };
}
