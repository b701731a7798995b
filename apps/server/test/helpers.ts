import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { activities } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import { freshPostgresDatabase } from './fresh-database';

export { freshPostgresDatabase };

export const ORIGIN = 'http://localhost:3000';

/** PGlite in memory, or a fresh database on the PostgreSQL server when DATABASE_URL is set. */
export async function testDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return openDatabase({ dataDir: 'memory://' });
  const fresh = await freshPostgresDatabase(baseUrl);
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
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
  clock?: Clock,
) {
  const db = database ?? (await testDatabase());
  const app = await buildApp({
    config: testConfig(env),
    database: db,
    webRoot: false,
    logger: false,
    ...(clock ? { clock } : {}),
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

/** Runs `fn` with an app of its own (see `testApp`), and closes the app after it, whatever happens. */
export async function withTestApp<T>(
  env: Record<string, string>,
  fn: (t: Awaited<ReturnType<typeof testApp>>) => Promise<T>,
): Promise<T> {
  const t = await testApp(env);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
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

export type SignUpFields = Partial<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}>;

/** Every field of a TestUser, for the handles `useApp` hands out before sign-up. */
const TEST_USER_FIELDS = {
  email: true,
  password: true,
  cookie: true,
  id: true,
  ip: true,
} satisfies Record<keyof TestUser, true>;

export async function signUp(app: FastifyInstance, fields: SignUpFields = {}): Promise<TestUser> {
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

/** Signs `user` in again by e-mail from a fresh address: the new session's cookie. */
export async function signIn(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: randomIp(),
    headers: { origin: ORIGIN, host: 'localhost:3000' },
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
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

/**
 * The text the upload reads from an exported PDF or DOCX file: the file is sent back through
 * POST /api/resumes/upload, the way a user would upload it, and must be accepted.
 */
export async function uploadedText(
  send: (opts: InjectOptions) => Promise<LightMyRequestResponse>,
  format: 'pdf' | 'docx',
  file: Buffer,
): Promise<string> {
  const mime =
    format === 'pdf'
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const res = await send({
    method: 'POST',
    url: '/api/resumes/upload',
    payload: {
      fileName: `resume.${format}`,
      fileData: `data:${mime};base64,${file.toString('base64')}`,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().extractedText as string;
}

export interface UseAppOptions<N extends number> {
  /**
   * The app's environment. A function is called when the app starts, so it can read the
   * address of a fake server started by a `beforeAll` registered before `useApp`.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** How many users to sign up, one after the other, once the app is ready. */
  users?: N;
  /** The clock the app's services read (default: the system clock). */
  clock?: Clock;
}

/** `N` users as a tuple, so `const [owner, stranger] = ctx.users` types both. */
type Users<N extends number, Acc extends TestUser[] = []> = number extends N
  ? TestUser[]
  : Acc['length'] extends N
    ? Acc
    : Users<N, [...Acc, TestUser]>;

export interface AppUnderTest<N extends number> {
  /** The app; read it inside hooks and tests (it starts in `beforeAll`). */
  readonly app: FastifyInstance;
  readonly db: Database;
  /**
   * The users signed up before the first test, in order. They can be taken apart at once
   * (`const [owner, stranger] = ctx.users`): each is a handle whose fields fill in when the
   * user has signed up.
   */
  readonly users: Users<N>;
  /** Injects as `user` (or signed out, for `null`): see `as`. */
  as(user: TestUser | null): (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  /** `method url` as `user`, with `payload` as the body when there is one: see `as`. */
  call(
    user: TestUser | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Signs up one more user: see `signUp`. */
  signUp(fields?: SignUpFields): Promise<TestUser>;
}

/**
 * One app for the enclosing file or `describe`, with `users` signed up: registers the
 * `beforeAll` that starts it and the `afterAll` that closes it and its database. Hooks
 * registered after this call run after the app is ready, and their `afterAll`s before it
 * closes.
 */
export function useApp<const N extends number = 0>(
  options: UseAppOptions<N> = {},
): AppUnderTest<N> {
  let started: Awaited<ReturnType<typeof testApp>> | undefined;
  const signedUp: TestUser[] = [];
  const running = () => {
    if (!started) throw new Error('useApp: the app starts in beforeAll; read it in a hook or test');
    return started;
  };
  const handle = (index: number): TestUser => {
    const filled = () => {
      const user = signedUp[index];
      if (!user) throw new Error(`useApp: user ${index} signs up in beforeAll`);
      return user;
    };
    const user = {} as TestUser;
    for (const key of Object.keys(TEST_USER_FIELDS) as (keyof TestUser)[]) {
      Object.defineProperty(user, key, {
        enumerable: true,
        get: () => filled()[key],
        set: (value: string) => (filled()[key] = value),
      });
    }
    return user;
  };

  beforeAll(async () => {
    const { env = {} } = options;
    started = await testApp(
      typeof env === 'function' ? env() : env,
      undefined,
      undefined,
      options.clock,
    );
    for (let i = 0; i < (options.users ?? 0); i++) signedUp.push(await signUp(started.app));
  });
  afterAll(async () => {
    await started?.close();
  });

  return {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    users: Array.from({ length: options.users ?? 0 }, (_, i) => handle(i)) as Users<N>,
    as: (user) => as(running().app, user),
    call: (user, method, url, payload) =>
      as(running().app, user)({ method, url, ...(payload ? { payload } : {}) }),
    signUp: (fields) => signUp(running().app, fields),
  };
}

/**
 * A stored result at `${base}/${id}` is its owner's only: another user gets 404 reading or
 * deleting it; the owner deletes it, and then it is gone. Answers the other user's list (read
 * before the delete), for the caller to check it leaves the result out.
 */
export async function expectOwnerOnly(
  ctx: Pick<AppUnderTest<number>, 'as'>,
  base: string,
  id: number,
  { owner, stranger }: { owner: TestUser; stranger: TestUser },
): Promise<{ id: number }[]> {
  const other = ctx.as(stranger);
  expect((await other({ method: 'GET', url: `${base}/${id}` })).statusCode).toBe(404);
  expect((await other({ method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(404);
  const othersList = (await other({ method: 'GET', url: base })).json() as { id: number }[];
  const mine = ctx.as(owner);
  expect((await mine({ method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(200);
  expect((await mine({ method: 'GET', url: `${base}/${id}` })).statusCode).toBe(404);
  return othersList;
}

/** The user's entries of one type in the activity log, oldest first. */
export const activitiesOf = (database: Database, userId: string, type: string) =>
  database.db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.type, type)))
    .orderBy(asc(activities.id));

/** The SQL statements the database runs while `fn` runs, in order. */
export async function queriesDuring(
  database: Database,
  fn: () => Promise<unknown>,
): Promise<string[]> {
  const client = (database.db as unknown as { $client: unknown }).$client as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    seen.push(typeof q === 'string' ? q : q.text);
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

/** Counts the SQL statements matching `pattern` that the database runs while `fn` runs. */
export async function countQueries(
  database: Database,
  pattern: RegExp,
  fn: () => Promise<unknown>,
): Promise<number> {
  return (await queriesDuring(database, fn)).filter((q) => pattern.test(q)).length;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const srv = http.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}
