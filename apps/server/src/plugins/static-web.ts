import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other
 * non-API GET answers index.html so the client router can draw the page (or its 404).
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
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=300');
      }
    },
  });
  // Every other GET is a page of the single-page app: its prerendered HTML, or index.html so the
  // client router draws it (or its 404). A route, not a hook, so compression applies.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const reserved = url === '/api' || /^\/(api|auth|billing)\//.test(url);
    if (reserved || path.extname(url)) return reply.callNotFound();
    const html = prerendered.get(url.length > 1 ? url.replace(/\/$/, '') : url) ?? indexHtml;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
});
