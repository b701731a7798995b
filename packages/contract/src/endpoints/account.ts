import { z } from 'zod';
import { accessTokenSchema, createdTokenSchema, createTokenSchema } from '../access-tokens';
import {
  accountSchema,
  changePasswordSchema,
  consentsSchema,
  deleteAccountSchema,
  passwordResetMethodSchema,
  updateConsentsSchema,
  updateProfileSchema,
} from '../account';
import { idParamSchema, okSchema, pageQuerySchema } from '../common';
import { accountErrors, E, endpoint } from './endpoint';

/** The account (settings, export, deletion) and personal access tokens. */
/** The export as one JSON document: the profile, sign-in methods, sessions and a list per table. */
export const accountExportSchema = z
  .looseObject({
    format: z.string().meta({ description: 'careerforge-account-export' }),
    version: z.number().int(),
    exportedAt: z.string(),
    profile: z.looseObject({ id: z.string(), email: z.string(), consents: consentsSchema }),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

const account = ['account'];

export const accountEndpoints = {
  'tokens.list': endpoint('tokens.list', {
    tags: account,
    summary: 'Personal access tokens of the signed-in user (never their secrets), with last use',
    querystring: pageQuerySchema,
    response: { 200: z.array(accessTokenSchema), 401: E, 403: E },
  }),
  'tokens.create': endpoint('tokens.create', {
    tags: account,
    summary:
      'Creates a personal access token for `Authorization: Bearer`; its secret is answered once (201)',
    body: createTokenSchema,
    response: { 200: createdTokenSchema, 201: createdTokenSchema, 400: E, 401: E, 403: E, 409: E },
  }),
  'tokens.remove': endpoint('tokens.remove', {
    tags: account,
    summary: 'Revokes a personal access token at once',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 403: E, 404: E },
  }),
  'account.get': endpoint('account.get', {
    tags: account,
    summary: 'The signed-in account: names, sign-in methods and consents',
    response: { 200: accountSchema, ...accountErrors },
  }),
  'account.consents': endpoint('account.consents', {
    tags: account,
    summary: 'Consents (analytics, marketing, linkedin_check); all false until turned on',
    response: { 200: consentsSchema, ...accountErrors },
  }),
  'account.updateConsents': endpoint('account.updateConsents', {
    tags: account,
    summary: 'Turns consents on or off; answers all of them',
    body: updateConsentsSchema,
    response: { 200: consentsSchema, ...accountErrors },
  }),
  'account.updateProfile': endpoint('account.updateProfile', {
    tags: account,
    summary: 'Changes the first and last name',
    body: updateProfileSchema,
    response: { 200: accountSchema, ...accountErrors },
  }),
  'account.changePassword': endpoint('account.changePassword', {
    tags: account,
    summary: 'Changes the password (needs the current one); ends every other session',
    body: changePasswordSchema,
    response: { 200: okSchema, ...accountErrors, 429: E },
  }),
  'account.export': endpoint('account.export', {
    tags: account,
    summary:
      'Downloads everything stored about the signed-in user as one JSON file (no password hash, no tokens)',
    produces: ['application/json'],
    response: { 200: accountExportSchema, ...accountErrors, 429: E },
  }),
  'account.delete': endpoint('account.delete', {
    tags: account,
    summary:
      'Deletes the account and every row of it in one transaction (password, or "DELETE" for Google/OIDC-only accounts); ends the session',
    body: deleteAccountSchema,
    response: { 200: okSchema, ...accountErrors, 429: E },
  }),
  'account.passwordResetMethod': endpoint('account.passwordResetMethod', {
    tags: account,
    summary: 'Whether this server can e-mail password reset links (SMTP configured)',
    response: { 200: passwordResetMethodSchema },
  }),
};
