import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authProxyBodies, routeOf } from '@careerforge/contract';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';
import { validationError, zodIssues } from '../../lib/validation';
import { OIDC_PROVIDER_ID, webHeaders } from './bridge';
import { endOtherSessions, userTurningOnTwoFactor } from './two-factor';

/** Copies a Web Response (status, headers, every Set-Cookie) onto a Fastify reply. */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = response.body ? await response.text() : null;
  return reply.send(body);
}

const AUTH_BASE_PATH = '/api/auth';

/** The two-factor plugin's errors, in words that say what to do. */
const TWO_FACTOR_MESSAGES: Record<string, string> = {
  INVALID_CODE:
    'That code is not correct. Use the newest code in your authenticator app, and check the time on your phone is right.',
  INVALID_BACKUP_CODE: 'That backup code is not correct, or it was already used.',
  INVALID_TWO_FACTOR_COOKIE: 'The sign-in took too long. Enter your e-mail and password again.',
  INVALID_PASSWORD: 'The password is not correct.',
  TOTP_NOT_ENABLED: 'Two-factor sign-in is not set up for this account.',
};
/** Every auth request body is a few fields: 16 KB is far above any of them. */
const AUTH_BODY_LIMIT = 16 * 1024;

function safeCallback(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/dashboard';
}

export async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { auth } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The auth library's own endpoints (sign-up, sign-in, callbacks, ...). Bodies are small JSON
  // objects (16 KB at most); the endpoints the app calls are in the request table with their
  // body schema: checked with it, and only its known fields are passed on.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    bodyLimit: AUTH_BODY_LIMIT,
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const path = url.pathname.slice(AUTH_BASE_PATH.length);
      // A first code turns two-factor sign-in on: then every other session of the account ends.
      const turningOn =
        path === '/two-factor/verify-totp' ? await userTurningOnTwoFactor(app.db, request) : null;
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      let body: unknown = request.body;
      if (hasBody) {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw badRequest('The request body must be a JSON object.');
        }
        const schema = authProxyBodies.get(path);
        if (schema) {
          const parsed = schema.safeParse(body);
          if (!parsed.success) throw validationError(zodIssues(parsed.error.issues));
          body = parsed.data;
        }
      }
      const headers = webHeaders(request);
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          // Bounded: at most AUTH_BODY_LIMIT bytes were read.
          body: hasBody ? JSON.stringify(body) : undefined,
        }),
      );
      // Map the library's error bodies onto our one error shape.
      if (response.status >= 400) {
        const text = await response.text();
        let message = response.statusText || 'Request failed';
        let code = 'AUTH_ERROR';
        try {
          const parsed = JSON.parse(text) as { message?: string; code?: string };
          if (parsed.message) message = parsed.message;
          if (parsed.code) code = parsed.code;
        } catch {
          /* not JSON */
        }
        if (response.status === 429) {
          code = 'RATE_LIMITED';
          message = 'Too many sign-in attempts. Please wait a minute and try again.';
        }
        if (code === 'INVALID_EMAIL_OR_PASSWORD') message = 'Invalid email or password.';
        if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
          message = 'An account with this email already exists. Sign in instead.';
        }
        if (code === 'PASSWORD_TOO_SHORT') message = 'Password must be at least 8 characters.';
        message = TWO_FACTOR_MESSAGES[code] ?? message;
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        const retry = response.headers.get('x-retry-after');
        if (retry) reply.header('retry-after', retry);
        return reply.status(response.status).send({ error: { code, message } });
      }
      if (turningOn) await endOtherSessions(app.db, turningOn);
      return sendWebResponse(reply, response);
    },
  });

  r.route({
    ...routeOf('auth.user'),
    handler: async (request, reply) => {
      const user = await request.getUser();
      if (!user)
        return reply
          .status(401)
          .send({ error: { code: 'UNAUTHORIZED', message: 'Not signed in.' } });
      return user;
    },
  });

  r.route({
    ...routeOf('auth.providers'),
    handler: async () => ({
      email: true,
      google: Boolean(opts.config.google),
      oidc: { enabled: Boolean(opts.config.oidc), name: opts.config.oidc?.name ?? '' },
    }),
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await auth.api
      .signOut({ headers: webHeaders(request), asResponse: true })
      .catch(() => null);
    const cookies = response?.headers.getSetCookie() ?? [];
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send({ ok: true });
  };
  r.route({ ...routeOf('auth.logout'), handler: logout });
  r.route({ ...routeOf('auth.logoutPost'), handler: logout });

  const startRedirect = async (
    request: FastifyRequest,
    reply: FastifyReply,
    start: (headers: Headers, callbackURL: string) => Promise<Response>,
  ) => {
    const callbackURL = safeCallback((request.query as { callbackURL?: unknown }).callbackURL);
    const response = await start(webHeaders(request), callbackURL);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const location = response.headers.get('location');
    let url = location;
    if (!url && response.ok) url = ((await response.json()) as { url?: string }).url ?? null;
    if (!url) return reply.redirect('/auth?error=provider');
    return reply.redirect(url);
  };
  /** Starts a sign-in with `provider`; `kind` names its setting and its error page. */
  const socialSignIn =
    (kind: 'google' | 'oidc', provider: 'google') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!opts.config[kind]) return reply.redirect(`/auth?error=${kind}-not-configured`);
      return startRedirect(request, reply, (headers, callbackURL) =>
        auth.api.signInSocial({
          body: { provider, callbackURL, errorCallbackURL: `/auth?error=${kind}` },
          headers,
          asResponse: true,
        }),
      );
    };
  r.route({ ...routeOf('auth.google'), handler: socialSignIn('google', 'google') });
  r.route({ ...routeOf('auth.oidc'), handler: socialSignIn('oidc', OIDC_PROVIDER_ID as 'google') });
}
