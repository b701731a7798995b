import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * State-changing requests must come from our own origin. A browser always sends Origin
 * (or at least Sec-Fetch-Site) on POST/PUT/PATCH/DELETE; a write that carries a cookie with
 * neither is refused. Clients without a cookie (curl, a webhook) are not a browser replaying a
 * victim's session, and pass; so do requests with a personal access token and no cookie.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl?: string | undefined }) => {
    app.addHook('onRequest', async (request) => {
      const isLogout = request.url.split('?')[0] === '/api/logout';
      if (SAFE.has(request.method) && !isLogout) return;
      // A bearer token is sent by a program on purpose, never attached by a browser on its
      // own: a request with one and no cookie cannot be a forged cross-site write.
      if (/^Bearer\s/i.test(request.headers.authorization ?? '') && !request.headers.cookie) return;
      const origin = request.headers.origin;
      const allowed = new Set([requestOrigin(request)]);
      if (opts.publicUrl) allowed.add(opts.publicUrl);
      if (origin && origin !== 'null') {
        if (!allowed.has(origin)) throw forbidden('Requests from another site are not allowed.');
        return;
      }
      const site = request.headers['sec-fetch-site'];
      if (origin === 'null' || site === 'cross-site' || site === 'same-site') {
        throw forbidden('Requests from another site are not allowed.');
      }
      // Every current browser sends Origin or Sec-Fetch-Site on a write; a request carrying a
      // cookie with neither comes from something that can be made to replay ambient cookies.
      if (!site && request.headers.cookie) {
        throw forbidden('Requests from another site are not allowed.');
      }
    });
  },
);
