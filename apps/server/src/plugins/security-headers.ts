import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** The address people use; HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string | undefined;
}

/**
 * The Content-Security-Policy of every response. Scripts come only from our origin: the built
 * app and /theme-init.js are files, and no page carries an inline script or handler. Styles allow
 * 'unsafe-inline' because the prerendered markup carries React `style` attributes (progress
 * bars, placeholders) and Radix's dialogs inject a small <style> element for scroll locking;
 * style injection cannot run script. Images may come from any https origin (a profile picture
 * from a sign-in provider).
 */
export function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The headers helmet writes for these options, read once by running its middleware on a
 * response that is never sent. They depend on nothing in the request (no nonces).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(https),
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })(res.req, res, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

/**
 * Security headers on every response (pages, API, files, errors, 404s), set in an onRequest
 * hook: CSP, X-Frame-Options DENY, nosniff, Referrer-Policy strict-origin-when-cross-origin,
 * and HSTS when the public address is https. Helmet computes them once at start; running its
 * middleware on every request parsed the policy again each time (2-3% of a busy server's time).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const headers = Object.entries(
      securityHeaders(opts.publicUrl?.startsWith('https://') ?? false),
    );
    // on the raw response, as helmet does, so replies written there (event streams) carry them
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
