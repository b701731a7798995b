import { existsSync, readFileSync } from 'node:fs';
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
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url.split('?')[0] ?? '/';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/auth/') ||
      url.startsWith('/billing/')
    )
      return;
    if (path.extname(url)) {
      const file = path.join(opts.root, path.normalize(url).replace(/^([/\\])+/, ''));
      if (file.startsWith(opts.root) && existsSync(file))
        return reply.sendFile(path.relative(opts.root, file));
      return;
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
});
