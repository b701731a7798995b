import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  changePasswordSchema,
  consentsSchema,
  deleteAccountSchema,
  errorBodySchema,
  okSchema,
  passwordResetMethodSchema,
  updateConsentsSchema,
  updateProfileSchema,
} from '@careerforge/contract';
import { tooManyRequests } from '../../lib/errors';
import { webHeaders } from '../../plugins/session';
import { authPort } from './auth-port';
import { accountRepo } from './repo';
import { accountService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Exports and deletions per client per minute. */
export const ACCOUNT_RATE_LIMIT = { export: 5, delete: 5, password: 5 } as const;

const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: () =>
      tooManyRequests('Too many requests. Please wait a minute and try again.'),
  },
});

const sendCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length) reply.header('set-cookie', cookies);
};

/** The signed-in user's own account: consents, name, password, data export and deletion. */
export async function accountRoutes(app: FastifyInstance) {
  const service = accountService({ repo: accountRepo(app.db), auth: authPort(app.auth) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const signedIn = { preHandler: app.requireUser };

  r.get(
    '/api/account',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The signed-in account: names, sign-in methods and consents',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (req) => service.get(req.user.id),
  );

  r.get(
    '/api/account/consents',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Consents (analytics, marketing, linkedin_check); all false until turned on',
        response: { 200: consentsSchema, ...errors },
      },
    },
    async (req) => service.consents(req.user.id),
  );

  r.patch(
    '/api/account/consents',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turns consents on or off; answers all of them',
        body: updateConsentsSchema,
        response: { 200: consentsSchema, ...errors },
      },
    },
    async (req) => service.updateConsents(req.user.id, req.body),
  );

  r.patch(
    '/api/account/profile',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Changes the first and last name',
        body: updateProfileSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (req) => service.updateProfile(req.user.id, req.body),
  );

  r.post(
    '/api/account/password',
    {
      ...signedIn,
      config: limit(ACCOUNT_RATE_LIMIT.password),
      schema: {
        tags,
        summary: 'Changes the password (needs the current one); ends every other session',
        body: changePasswordSchema,
        response: { 200: okSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      sendCookies(reply, await service.changePassword(req.user.id, webHeaders(req), req.body));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/account/export',
    {
      ...signedIn,
      config: limit(ACCOUNT_RATE_LIMIT.export),
      schema: {
        tags,
        summary:
          'Downloads everything stored about the signed-in user as one JSON file (no password hash, no tokens)',
        produces: ['application/json'],
        response: { 200: z.string(), ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const data = await service.exportData(req.user.id);
      const day = data.exportedAt.slice(0, 10);
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="careerforge-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return JSON.stringify(data, null, 2);
    },
  );

  r.delete(
    '/api/account',
    {
      ...signedIn,
      config: limit(ACCOUNT_RATE_LIMIT.delete),
      schema: {
        tags,
        summary:
          'Deletes the account and every row of it in one transaction (password, or "DELETE" for Google/OIDC-only accounts); ends the session',
        body: deleteAccountSchema,
        response: { 200: okSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      sendCookies(reply, await service.deleteAccount(req.user.id, webHeaders(req), req.body));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/account/password-reset',
    {
      schema: {
        tags,
        summary: 'Whether this server can e-mail password reset links (SMTP configured)',
        response: { 200: passwordResetMethodSchema },
      },
    },
    async () => ({ email: Boolean(app.config.mail) }),
  );
}
