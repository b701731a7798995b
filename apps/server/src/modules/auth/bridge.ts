/**
 * The auth bridge: the one place that knows Better Auth. It builds the auth instance (with
 * session tokens stored as SHA-256 digests), turns a Fastify request into Web headers for it,
 * and resolves the signed-in user from the session cookie with one indexed query.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie, parseCookies } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SessionUser,
  type TokenScope,
} from '@careerforge/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { sendResetPasswordMail } from '../account/service';
import { authLibraryLogger, type LevelLogger } from '../../lib/log';
import { bearerResolver, bearerSecret } from './bearer';
import { DIGEST, hashSessionToken, hashSessionTokens } from './session-tokens';
import { sessionUserColumns, sessionUserOf } from './session-user';

/** Header our HTTP adapter sets from the socket (or trusted proxy) address; clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-careerforge-client-ip';
export const OIDC_PROVIDER_ID = 'oidc';

export { hashSessionToken, hashSessionTokens } from './session-tokens';

/** Builds Web API headers from a Fastify request, with our trusted client IP header. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The site's own URL, and the host the request came to. */
function trustedOrigins(baseURL: string) {
  return (request?: Request) => {
    const host = request?.headers.get('host');
    const proto = request ? new URL(request.url).protocol : 'http:';
    return host ? [baseURL, `${proto}//${host}`] : [baseURL];
  };
}

/** The Drizzle adapter over our tables, with session tokens stored as digests. */
function database(db: Db) {
  return (options: BetterAuthOptions) =>
    hashSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: schema.user,
          session: schema.session,
          account: schema.account,
          verification: schema.verification,
          rateLimit: schema.rateLimit,
          twoFactor: schema.twoFactor,
          passkey: schema.passkey,
        },
      })(options),
    );
}

/** Sign-in from a configured OpenID Connect provider, when there is one. */
function oidcPlugins(config: Config) {
  return config.oidc
    ? [
        genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
              clientId: config.oidc.clientId,
              clientSecret: config.oidc.clientSecret,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
              mapProfileToUser: (profile) => ({
                firstName: (profile.given_name as string | undefined) ?? null,
                lastName: (profile.family_name as string | undefined) ?? null,
              }),
            },
          ],
        }),
      ]
    : [];
}

/** The rate limits, stored in the database: tighter on signing in and up. */
function rateLimit(config: Config) {
  return {
    enabled: true,
    storage: 'database' as const,
    window: 60,
    max: 300,
    customRules: {
      '/sign-in/email': { window: config.authRateLimit.window, max: config.authRateLimit.max },
      '/sign-up/email': { window: config.authRateLimit.window, max: config.authRateLimit.max },
    },
  };
}

export function createAuth(config: Config, db: Db, baseURL: string, log?: LevelLogger) {
  const secure = baseURL.startsWith('https://');
  return betterAuth({
    appName: 'Careerforge',
    baseURL,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    logger: log
      ? authLibraryLogger(log, config.env === 'test' ? 'error' : 'warn')
      : { level: config.env === 'test' ? 'error' : 'warn' },
    // The origin-check plugin already refuses foreign origins; here the request's own host is trusted too.
    trustedOrigins: trustedOrigins(baseURL),
    database: database(db),
    hooks: { before: revokeByDigest(db) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // Reset links by e-mail only when SMTP is configured; a reset ends every session.
      ...(config.mail ? { sendResetPassword: sendResetPasswordMail(config.mail) } : {}),
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: profile.given_name ?? null,
              lastName: profile.family_name ?? null,
            }),
          },
        }
      : {},
    plugins: [
      // An authenticator app (TOTP) and backup codes as a second factor, under
      // /api/auth/two-factor/*; the secret and codes are stored encrypted with the auth secret.
      twoFactor({
        issuer: 'Careerforge',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
      // Passkeys (WebAuthn) as a second way in, for the site's own host name.
      passkey({
        rpName: 'Careerforge',
        rpID: new URL(baseURL).hostname,
        ...(config.publicUrl ? { origin: config.publicUrl } : {}),
      }),
      ...oidcPlugins(config),
    ],
    rateLimit: rateLimit(config),
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'careerforge',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Two session endpoints compare tokens the library read back from the database, where it now
 * finds digests: "revoke other sessions" keeps the current session by its digest, and
 * "revoke session" also accepts the digest that the session list shows. Everything else
 * falls through to the library.
 */
function revokeByDigest(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/revoke-other-sessions' && ctx.path !== '/revoke-session') return;
    const body = ctx.body as { token?: unknown } | undefined;
    const named = typeof body?.token === 'string' ? body.token : undefined;
    if (ctx.path === '/revoke-session' && !(named && DIGEST.test(named))) return;
    const current = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!current)
      throw APIError.from('UNAUTHORIZED', { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    const own = eq(schema.session.userId, current.user.id);
    const currentDigest = hashSessionToken(current.session.token);
    if (ctx.path === '/revoke-other-sessions') {
      await db.delete(schema.session).where(and(own, ne(schema.session.token, currentDigest)));
    } else {
      await db.delete(schema.session).where(and(own, eq(schema.session.token, named!)));
      if (named === currentDigest) deleteSessionCookie(ctx);
    }
    return ctx.json({ status: true });
  });
}

/* ---------- Session resolution ---------- */

/** The signed-in user as the server sees it: the contract's SessionUser plus the consents. */
export interface AuthUser extends SessionUser {
  consents: { analytics: boolean; marketing: boolean; linkedinCheck: boolean };
}

export interface ResolvedSession {
  user: AuthUser;
  /** Set-Cookie values to send back (the once-a-day session refresh). */
  setCookies: string[];
  /** The user's data version when the session was read (see `userDataVersions`). */
  dataVersion: number;
  /** Set when the request came with a personal access token rather than a session cookie. */
  token?: { id: number; scope: TokenScope };
}

/** The token from a `token.signature` cookie value signed with the auth secret, or null. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Calls `run` once for all the keys asked for in the same turn of the event loop (at most
 * `max` at a time), and hands each caller the value for its key. With many requests in flight
 * their session lookups share one query and one round trip; every call still waits for a query
 * that starts after it was made, so nothing is served from an earlier answer.
 */
export function batchPerTurn<V>(
  run: (keys: string[]) => Promise<Map<string, V>>,
  max = 200,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve(v: V | undefined): void; reject(e: unknown): void };
  let open: Map<string, Waiter[]> | null = null;
  const flush = (batch: Map<string, Waiter[]>) => {
    if (open === batch) open = null;
    // A run that throws at once fails its batch like one that rejects.
    new Promise<Map<string, V>>((done) => done(run([...batch.keys()]))).then(
      (values) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(values.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  };
  return (key) =>
    new Promise((resolve, reject) => {
      let batch = open;
      if (!batch) {
        const fresh = (open = batch = new Map());
        setImmediate(() => open === fresh && flush(fresh));
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= max) flush(batch);
    });
}

export interface AuthBridge {
  auth: Auth;
  /**
   * The user of the request's session cookie, or null. Costs one indexed query (sessions
   * joined to their users and data versions, by token digest, unexpired), shared by the lookups of requests that
   * arrive together, and no write, except the library's once-a-day refresh of a session's
   * expiry. Nothing is cached across requests, so a session ended by sign-out, a password
   * change or account deletion is refused at once.
   */
  resolveSession(request: FastifyRequest): Promise<ResolvedSession | null>;
}

export function createAuthBridge(
  config: Config,
  db: Db,
  baseURL: string,
  log?: LevelLogger,
): AuthBridge {
  const auth = createAuth(config, db, baseURL, log);
  const { session, user, userDataVersions } = schema;
  const query = db
    .select({ digest: session.token, expiresAt: session.expiresAt, ...sessionUserColumns })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userDataVersions, eq(userDataVersions.userId, session.userId))
    .where(
      and(
        sql`${session.token} = any(${sql.placeholder('digests')}::text[])`,
        gt(session.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_users_by_tokens');
  type SessionRow = Awaited<ReturnType<typeof query.execute>>[number];
  const lookup = batchPerTurn<SessionRow>(
    async (digests) => new Map((await query.execute({ digests })).map((r) => [r.digest, r])),
  );

  const resolveBearer = bearerResolver(db);

  async function resolveSession(request: FastifyRequest): Promise<ResolvedSession | null> {
    // a bearer request is judged by its token alone, never by a cookie it may also carry
    const bearer = bearerSecret(request.headers.authorization);
    if (bearer !== undefined) return resolveBearer(bearer);
    const header = request.headers.cookie;
    if (!header) return null;
    const ctx = await auth.$context;
    const cookies = parseCookies(header);
    const signed = cookies.get(ctx.authCookies.sessionToken.name);
    const token = signed ? verifySignedToken(signed, ctx.secret) : null;
    if (!token) return null;
    const row = await lookup(hashSessionToken(token));
    if (!row) return null;

    let setCookies: string[] = [];
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const refreshDue = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (refreshDue && !cookies.has(ctx.authCookies.dontRememberToken.name)) {
      // Once a day per session: let the library extend the expiry and re-issue the cookie.
      const refreshed = await auth.api.getSession({
        headers: webHeaders(request),
        returnHeaders: true,
      });
      if (!refreshed.response) return null;
      setCookies = refreshed.headers.getSetCookie();
    }
    return { ...sessionUserOf(row), setCookies };
  }

  return { auth, resolveSession };
}
