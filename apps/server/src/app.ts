import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { labRoutes } from './modules/lab/routes';
import { resumeRoutes } from './modules/resumes/routes';
import { createAiProvider, type AiProvider } from './ai';
import { contentRoutes } from './modules/content/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { originCheckPlugin } from './plugins/origin-check';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    ai: AiProvider;
  }
}

export interface BuildOptions {
  config?: Config;
  /** An already-open database (tests share one per file). */
  database?: Database;
  /** Serve the built web app from this folder. */
  webRoot?: string | false;
  logger?: boolean;
}

export const defaultWebRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('ai', createAiProvider(config));
  if (!options.database) app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  // Brotli or gzip for everything over 1 KB: the web app's JavaScript shrinks to about a third.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  await app.register(sessionPlugin, { auth: createAuth(config, database.db, baseURL) });
  await app.register(docsPlugin);

  await app.register(authRoutes, { config });
  await app.register(analyticsRoutes);
  await app.register(resumeRoutes);
  await app.register(labRoutes);
  await app.register(dashboardRoutes);
  await app.register(contentRoutes);
  await app.register(inboxRoutes);
  app.get('/api/health', { schema: { hide: true } }, async () => ({
    ok: true,
    database: database.kind,
  }));

  const webRoot =
    options.webRoot === undefined ? (config.webDist ?? defaultWebRoot) : options.webRoot;
  if (webRoot) await app.register(staticWebPlugin, { root: path.resolve(webRoot) });
  return app;
}
