import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
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
  }
}

const SESSION = Symbol('session');
type WithSession = FastifyRequest & { [SESSION]?: Promise<ResolvedSession | null> };

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { bridge: AuthBridge }) => {
  const { auth, resolveSession } = opts.bridge;
  app.decorate('auth', auth);
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('dataVersion', 0);

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
    return (await session(this))?.user ?? null;
  });
  app.decorate('requireUser', async (request: WithSession) => {
    const resolved = await session(request);
    if (!resolved) throw unauthorized();
    request.user = resolved.user;
    request.dataVersion = resolved.dataVersion;
  });
  // The once-a-day refresh re-issues the session cookie; pass it on with the response.
  app.addHook('onSend', async (request: WithSession, reply) => {
    if (!request[SESSION]) return;
    const resolved = await request[SESSION];
    if (resolved?.setCookies.length) reply.header('set-cookie', resolved.setCookies);
  });
});
