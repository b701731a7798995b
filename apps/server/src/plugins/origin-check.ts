import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * State-changing requests must come from our own origin. A browser always sends Origin
 * (or at least Sec-Fetch-Site) on cross-site POST/PUT/PATCH/DELETE; clients without either
 * (curl, server-to-server) carry no ambient cookies from a victim's browser.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl?: string | undefined }) => {
    app.addHook('onRequest', async (request) => {
      const isLogout = request.url.split('?')[0] === '/api/logout';
      if (SAFE.has(request.method) && !isLogout) return;
      const origin = request.headers.origin;
      const allowed = new Set([requestOrigin(request)]);
      if (opts.publicUrl) allowed.add(opts.publicUrl);
      if (origin && origin !== 'null') {
        if (!allowed.has(origin)) throw forbidden('Requests from another site are not allowed.');
        return;
      }
      if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Requests from another site are not allowed.');
      }
    });
  },
);
