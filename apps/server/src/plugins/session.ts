import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMPUTE_ONLY_ENDPOINTS, apiRoutes, type TokenScope } from '@careerforge/contract';
import { forbidden, unauthorized } from '../lib/errors';
import type { Auth, AuthBridge, AuthUser, ResolvedSession } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook: answers 401 unless the request carries a valid session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved lazily from the session cookie, once per request. */
    getUser(): Promise<AuthUser | null>;
    /** The signed-in user; set by requireUser. */
    user: AuthUser;
    /** The signed-in user's data version when the session was read; set by requireUser. */
    dataVersion: number;
    /** The personal access token the request came with (null for a session); set by requireUser. */
    accessToken: { id: number; scope: TokenScope } | null;
  }
}

const SESSION = Symbol('session');

/**
 * Routes a personal access token never reaches: its own management, the account's (sign-in
 * methods, two-factor, export, deletion) and billing's.
 */
const SIGNED_IN_ONLY = /^\/api\/(tokens|account|auth|logout|billing)(\/|$)/;
const signedInOnly = (request: FastifyRequest) =>
  SIGNED_IN_ONLY.test(request.routeOptions.url ?? request.url);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The POST routes that store nothing, which a read token may call ("POST /api/lab/score"). */
const COMPUTE_ONLY = new Set(
  COMPUTE_ONLY_ENDPOINTS.map((name) => `${apiRoutes[name].method} ${apiRoutes[name].path}`),
);

/**
 * What a token may do: every /api route of its user except token and account management, and
 * with the read scope nothing but reads.
 */
function checkTokenUse(request: FastifyRequest, scope: TokenScope) {
  if (signedInOnly(request))
    throw forbidden(
      'Personal access tokens cannot manage tokens or the account. Sign in to do this.',
    );
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (scope === 'read' && !READS.has(request.method) && !COMPUTE_ONLY.has(route))
    throw forbidden('This token can only read. Create a token with write access to make changes.');
}
type WithSession = FastifyRequest & { [SESSION]?: Promise<ResolvedSession | null> };

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { bridge: AuthBridge }) => {
  const { auth, resolveSession } = opts.bridge;
  app.decorate('auth', auth);
  // Set on every request by the hook below before a handler reads it.
  app.decorateRequest('user', null, []);
  app.decorateRequest('dataVersion', 0);
  app.decorateRequest('accessToken', null);

  const session = (request: WithSession) => {
    if (!request[SESSION]) {
      // A failed lookup is a signed-out request; the error itself may quote the query.
      request[SESSION] = resolveSession(request).catch(() => {
        request.log.error('session lookup failed');
        return null;
      });
    }
    return request[SESSION];
  };

  app.decorateRequest('getUser', async function getUser(this: WithSession) {
    const resolved = await session(this);
    // a token is nobody on the routes it may not reach
    if (resolved?.token && signedInOnly(this)) return null;
    return resolved?.user ?? null;
  });
  app.decorate('requireUser', async (request: WithSession) => {
    const resolved = await session(request);
    if (!resolved) throw unauthorized();
    if (resolved.token) checkTokenUse(request, resolved.token.scope);
    request.user = resolved.user;
    request.dataVersion = resolved.dataVersion;
    request.accessToken = resolved.token ?? null;
  });
  // The once-a-day refresh re-issues the session cookie; pass it on with the response.
  app.addHook('onSend', async (request: WithSession, reply) => {
    if (!request[SESSION]) return;
    const resolved = await request[SESSION];
    if (resolved?.setCookies.length) reply.header('set-cookie', resolved.setCookies);
  });
});
