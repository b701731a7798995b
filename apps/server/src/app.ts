import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { COMPRESSION } from './lib/compression';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, loadConfig, type Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { serverDir } from './lib/runtime';
import { createAuthBridge } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { createAiProvider, registerModules } from './modules';
import { userCachePlugin } from './plugins/user-cache';
import { writeLimitPlugin } from './plugins/write-limit';
import type { AiProvider } from './ai';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { logSerializers } from './lib/log';
import { securityHeadersPlugin } from './plugins/security-headers';
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
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
  /** The time now (tests fix it). */
  clock?: Clock;
  /**
   * Keep users' answers to the tracker, analytics and leaderboard reads in memory (default
   * true); the benchmark turns it off to measure what a read costs after a change.
   */
  keepAnswers?: boolean;
}

export const defaultWebRoot = path.join(serverDir, '../web/dist');

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  let idleError: (err: Error) => void = () => undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => idleError(err),
    }));
  const app = Fastify({
    // Requests are logged as method and path only; errors without SQL parameters (lib/log.ts).
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  idleError = (err) =>
    app.log.warn({ err }, 'the database ended an idle connection; the next query opens a new one');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('ai', createAiProvider(config));
  if (!options.database) app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, COMPRESSION);
  await app.register(writeLimitPlugin);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  await app.register(sessionPlugin, {
    bridge: createAuthBridge(config, database.db, baseURL, app.log),
  });
  await app.register(userCachePlugin, {
    clock: options.clock ?? systemClock,
    enabled: options.keepAnswers ?? true,
  });
  await app.register(docsPlugin);

  await app.register(authRoutes, { config });
  await registerModules(app, {
    db: database.db,
    ai: app.ai,
    config,
    clock: options.clock ?? systemClock,
    auth: app.auth,
  });
  app.get('/api/health', { schema: { hide: true } }, async () => ({
    ok: true,
    database: database.kind,
  }));

  const webRoot =
    options.webRoot === undefined ? (config.webDist ?? defaultWebRoot) : options.webRoot;
  if (webRoot) await app.register(staticWebPlugin, { root: path.resolve(webRoot) });
  return app;
}
