import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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
 * Security headers on every response (pages, API, files, errors, 404s), set by @fastify/helmet
 * in an onRequest hook: CSP, X-Frame-Options DENY, nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, and HSTS when the public address is https.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const https = opts.publicUrl?.startsWith('https://') ?? false;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(https),
      frameguard: { action: 'deny' },
      noSniff: true,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Same-origin isolation of our windows; sign-in providers are reached by full redirects.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
