import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@careerforge/contract';

/** Vite's build output: `assets/<name>-<content hash>.<ext>`; the name changes when the bytes do. */
const HASHED_ASSET = /^[^/\\]+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The session hint the web app sets when this browser signs in and clears when it signs out
 * (apps/web/src/lib/auth.ts). Not a secret: it only chooses which document a page gets.
 */
export const SESSION_HINT_COOKIE = 'careerforge-signed-in';

/** Whether the request carries the session hint (`careerforge-signed-in=1`). */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; HTML is revalidated on
 * every visit; other files (favicon, robots.txt, theme-init.js) for five minutes. A GET for a
 * page of the route table answers its prerendered HTML or index.html (status 200), any other
 * path index.html with status 404, so the client router draws its not-found page.
 *
 * A prerendered page is on the light public entry (apps/web/src/public-main.tsx), for signed-out
 * visitors; a browser with the session hint gets the full app (index.html) for the same path, so
 * a signed-in user who opens / or /pricing is in the app. Pages vary on the cookie, then.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'web app not built; only the API is served');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Public pages prerendered at build time (apps/web/scripts/prerender.mjs): path -> HTML.
  const prerendered = new Map<string, string>();
  const prerenderDir = path.join(opts.root, 'prerender');
  if (existsSync(prerenderDir)) {
    for (const file of readdirSync(prerenderDir).filter((f) => f.endsWith('.html'))) {
      const route = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      prerendered.set(route, readFileSync(path.join(prerenderDir, file), 'utf8'));
    }
  }
  const assetsDir = path.join(opts.root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.startsWith(assetsDir) && HASHED_ASSET.test(path.basename(filePath))) {
        res.header('cache-control', IMMUTABLE);
      } else if (filePath.endsWith('.html')) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=300');
      }
    },
  });
  // Every other GET is a page of the single-page app. A route, not a hook, so compression applies.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const reserved = url === '/api' || /^\/(api|auth|billing)\//.test(url);
    if (reserved || path.extname(url)) return reply.callNotFound();
    const route = url.length > 1 ? url.replace(/\/$/, '') : url;
    const known = isWebRoute(route);
    const page = known ? prerendered.get(route) : undefined;
    if (page) reply.header('vary', 'Cookie');
    const html = page && !hasSessionHint(request.headers.cookie) ? page : indexHtml;
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
});
