import type { FastifyInstance } from 'fastify';
import type { AuthPort } from './service';

type Auth = FastifyInstance['auth'];

async function errorCode(response: Response): Promise<string> {
  try {
    return ((await response.json()) as { code?: string }).code ?? 'AUTH_ERROR';
  } catch {
    return 'AUTH_ERROR';
  }
}

/** The account rules' view of the auth library. */
export function authPort(auth: Auth): AuthPort {
  return {
    async verifyPassword(hash, password) {
      const ctx = await auth.$context;
      return ctx.password.verify({ hash, password });
    },
    async changePassword(headers, input) {
      let response: Response;
      try {
        response = await auth.api.changePassword({
          headers,
          body: { ...input, revokeOtherSessions: true },
          asResponse: true,
        });
      } catch (err) {
        const code = (err as { body?: { code?: string } }).body?.code;
        return { ok: false, code: code ?? 'AUTH_ERROR' };
      }
      if (!response.ok) return { ok: false, code: await errorCode(response) };
      return { ok: true, cookies: response.headers.getSetCookie() };
    },
    async signOut(headers) {
      const response = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
      return response?.headers.getSetCookie() ?? [];
    },
  };
}
