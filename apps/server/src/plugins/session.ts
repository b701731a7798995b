import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@careerforge/contract';
import { unauthorized } from '../lib/errors';
import { CLIENT_IP_HEADER, type Auth } from '../modules/auth/auth';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: answers 401 unless the request carries a valid session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved lazily from the session cookie. */
    getUser(): Promise<SessionUser | null>;
    /** The signed-in user; set by requireUser. */
    user: SessionUser;
  }
}

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

function toSessionUser(u: Record<string, unknown>): SessionUser {
  return {
    id: String(u.id),
    email: String(u.email),
    name: String(u.name ?? ''),
    firstName: (u.firstName as string | null | undefined) ?? null,
    lastName: (u.lastName as string | null | undefined) ?? null,
    image: (u.image as string | null | undefined) ?? null,
  };
}

const USER_CACHE = Symbol('user');

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest(
    'getUser',
    async function getUser(this: FastifyRequest & { [USER_CACHE]?: Promise<SessionUser | null> }) {
      if (!this[USER_CACHE]) {
        this[USER_CACHE] = opts.auth.api
          .getSession({ headers: webHeaders(this) })
          .then((s) =>
            s?.user ? toSessionUser(s.user as unknown as Record<string, unknown>) : null,
          )
          .catch(() => null);
      }
      return this[USER_CACHE];
    },
  );
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await request.getUser();
    if (!user) throw unauthorized();
    request.user = user;
  });
});
