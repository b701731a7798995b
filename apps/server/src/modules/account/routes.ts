import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '@careerforge/contract';
import { perClientPerMinute } from '../../lib/routes';
import { webHeaders } from '../auth/service';
import type { AccountService } from './service';

/** Exports and deletions per client per minute. */
export const ACCOUNT_RATE_LIMIT = { export: 5, delete: 5, password: 5 } as const;

const sendCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length) reply.header('set-cookie', cookies);
};

/** The signed-in user's own account: consents, name, password, data export and deletion. */
export async function accountRoutes(
  app: FastifyInstance,
  { service }: { service: AccountService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  r.route({
    ...routeOf('account.get'),
    ...signedIn,
    handler: async (req) => service.get(req.user.id),
  });

  r.route({
    ...routeOf('account.consents'),
    ...signedIn,
    handler: async (req) => service.consents(req.user.id),
  });

  r.route({
    ...routeOf('account.updateConsents'),
    ...signedIn,
    handler: async (req) => service.updateConsents(req.user.id, req.body),
  });

  r.route({
    ...routeOf('account.updateProfile'),
    ...signedIn,
    handler: async (req) => service.updateProfile(req.user.id, req.body),
  });

  r.route({
    ...routeOf('account.changePassword'),
    ...signedIn,
    config: perClientPerMinute(ACCOUNT_RATE_LIMIT.password),
    handler: async (req, reply) => {
      sendCookies(reply, await service.changePassword(req.user.id, webHeaders(req), req.body));
      return { ok: true as const };
    },
  });

  r.route({
    ...routeOf('account.export'),
    ...signedIn,
    config: perClientPerMinute(ACCOUNT_RATE_LIMIT.export),
    handler: async (req, reply) => {
      const data = await service.exportData(req.user.id);
      const day = data.exportedAt.slice(0, 10);
      // A file people open: indented, as written (not re-serialized through the schema).
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="careerforge-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .serializer((payload) => JSON.stringify(payload, null, 2));
      return data;
    },
  });

  r.route({
    ...routeOf('account.delete'),
    ...signedIn,
    config: perClientPerMinute(ACCOUNT_RATE_LIMIT.delete),
    handler: async (req, reply) => {
      sendCookies(reply, await service.deleteAccount(req.user.id, webHeaders(req), req.body));
      return { ok: true as const };
    },
  });

  r.route({
    ...routeOf('account.passwordResetMethod'),
    handler: async () => ({ email: Boolean(app.config.mail) }),
  });
}
