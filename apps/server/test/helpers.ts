import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export const ORIGIN = 'http://localhost:3000';

/** PGlite in memory, or the PostgreSQL server when DATABASE_URL is set (CI runs both). */
export async function testDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
}

export function testConfig(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '3000',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data',
      ...env,
    },
    {
      authSecret: 'test-secret-test-secret-test-secret-0123456789',
      databaseUrl: undefined,
      ...overrides,
    },
  );
}

export async function testApp(
  env: Record<string, string> = {},
  database?: Database,
  beforeReady?: (app: FastifyInstance) => void,
) {
  const db = database ?? (await testDatabase());
  const app = await buildApp({
    config: testConfig(env),
    database: db,
    webRoot: false,
    logger: false,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** A fresh loopback address per caller, so rate-limit buckets never collide across tests. */
export function randomIp(): string {
  const b = randomBytes(3);
  return `127.${b[0]}.${b[1]}.${Math.max(1, b[2]! % 255)}`;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
  id: string;
  ip: string;
}

export async function signUp(
  app: FastifyInstance,
  fields: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    name: string;
  }> = {},
): Promise<TestUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct-horse-battery';
  const ip = randomIp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, host: 'localhost:3000' },
    remoteAddress: ip,
    payload: {
      name: fields.name ?? 'Test User',
      email,
      password,
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? 'User',
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    email,
    password,
    cookie: cookieFrom(res),
    id: (res.json() as { user: { id: string } }).user.id,
    ip,
  };
}

/** Injects as a signed-in browser would: our Origin and the user's cookie. */
export function as(app: FastifyInstance, user: TestUser | null) {
  return (opts: InjectOptions) =>
    app.inject({
      ...opts,
      remoteAddress: user?.ip ?? '127.0.0.1',
      headers: {
        origin: ORIGIN,
        host: 'localhost:3000',
        ...(user ? { cookie: user.cookie } : {}),
        ...(opts.headers ?? {}),
      },
    });
}
