import { z } from 'zod';
import {
  authChangePasswordSchema,
  authPasskeyDeleteSchema,
  authPasskeyRegisterSchema,
  authPasskeySignInSchema,
  authProvidersSchema,
  authRequestPasswordResetSchema,
  authResetPasswordSchema,
  authSignInSchema,
  authSignUpSchema,
  authTwoFactorPasswordSchema,
  authUpdateUserSchema,
  authVerifyBackupCodeSchema,
  authVerifyTotpSchema,
  passkeySchema,
  sessionUserSchema,
  twoFactorChallengeSchema,
  twoFactorSetupSchema,
} from '../auth';
import { E, endpoint } from './endpoint';

/** Sign-in, sessions and the auth library's own endpoints (behind the /api/auth/* proxy). */
/** What the auth library answers for a sign-up or sign-in (the session cookie comes with it). */
const authSessionResponse = z.looseObject({ user: sessionUserSchema });
const authStatusResponse = z.looseObject({ status: z.boolean() });
const logoutResponse = z.object({ ok: z.boolean() });
const callbackQuery = z.object({ callbackURL: z.string().optional() });

const auth = ['auth'];

export const authEndpoints = {
  'auth.user': endpoint('auth.user', {
    tags: auth,
    summary: 'The signed-in user, or 401',
    response: { 200: sessionUserSchema, 401: E },
  }),
  'auth.providers': endpoint('auth.providers', {
    tags: auth,
    summary: 'Sign-in methods configured on this server',
    response: { 200: authProvidersSchema },
  }),
  'auth.logout': endpoint('auth.logout', {
    tags: auth,
    summary: 'Ends the session',
    response: { 200: logoutResponse },
  }),
  'auth.logoutPost': endpoint('auth.logoutPost', {
    tags: auth,
    summary: 'Ends the session',
    response: { 200: logoutResponse },
  }),
  'auth.google': endpoint('auth.google', {
    tags: auth,
    summary: 'Starts Google sign-in',
    querystring: callbackQuery,
  }),
  'auth.oidc': endpoint('auth.oidc', {
    tags: auth,
    summary: 'Starts OpenID Connect sign-in',
    querystring: callbackQuery,
  }),

  'auth.signUp': endpoint(
    'auth.signUp',
    {
      tags: auth,
      summary: 'Creates an account with e-mail and password and signs it in',
      body: authSignUpSchema,
      response: { 200: authSessionResponse, 400: E, 422: E, 429: E },
    },
    'auth',
  ),
  'auth.signIn': endpoint(
    'auth.signIn',
    {
      tags: auth,
      summary: 'Signs in with e-mail and password',
      body: authSignInSchema,
      response: {
        200: z.union([authSessionResponse, twoFactorChallengeSchema]),
        400: E,
        401: E,
        429: E,
      },
    },
    'auth',
  ),
  'auth.updateUser': endpoint(
    'auth.updateUser',
    {
      tags: auth,
      summary: "Changes the signed-in user's name or image",
      body: authUpdateUserSchema,
      response: { 200: authStatusResponse, 400: E, 401: E },
    },
    'auth',
  ),
  'auth.changePassword': endpoint(
    'auth.changePassword',
    {
      tags: auth,
      summary: 'Changes the password (needs the current one)',
      body: authChangePasswordSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E },
    },
    'auth',
  ),
  'auth.requestPasswordReset': endpoint(
    'auth.requestPasswordReset',
    {
      tags: auth,
      summary: 'E-mails a reset link; the answer is the same whether the address has an account',
      body: authRequestPasswordResetSchema,
      response: { 200: authStatusResponse, 400: E, 429: E },
    },
    'auth',
  ),
  'auth.forgetPassword': endpoint(
    'auth.forgetPassword',
    {
      tags: auth,
      summary: 'The older name of request-password-reset',
      body: authRequestPasswordResetSchema,
      response: { 200: authStatusResponse, 400: E, 429: E },
    },
    'auth',
  ),
  'auth.resetPassword': endpoint(
    'auth.resetPassword',
    {
      tags: auth,
      summary: 'Sets a new password with the token from the e-mailed link; ends every session',
      body: authResetPasswordSchema,
      response: { 200: authStatusResponse, 400: E },
    },
    'auth',
  ),
  'auth.twoFactorEnable': endpoint(
    'auth.twoFactorEnable',
    {
      tags: auth,
      summary:
        'Starts two-factor sign-in (needs the password): the authenticator setup URI and ten backup codes; on once a first code is verified',
      body: authTwoFactorPasswordSchema,
      response: { 200: twoFactorSetupSchema, 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.twoFactorDisable': endpoint(
    'auth.twoFactorDisable',
    {
      tags: auth,
      summary: 'Turns two-factor sign-in off (needs the password)',
      body: authTwoFactorPasswordSchema,
      response: { 200: authStatusResponse, 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.twoFactorBackupCodes': endpoint(
    'auth.twoFactorBackupCodes',
    {
      tags: auth,
      summary: 'Ten new backup codes (needs the password); the old ones stop working',
      body: authTwoFactorPasswordSchema,
      response: {
        200: z.looseObject({ backupCodes: z.array(z.string()) }),
        400: E,
        401: E,
        429: E,
      },
    },
    'auth',
  ),
  'auth.twoFactorVerifyTotp': endpoint(
    'auth.twoFactorVerifyTotp',
    {
      tags: auth,
      summary:
        "A code from the authenticator app: finishes a sign-in, or turns two-factor sign-in on (ending the account's other sessions)",
      body: authVerifyTotpSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeyRegisterOptions': endpoint(
    'auth.passkeyRegisterOptions',
    {
      tags: auth,
      summary: 'WebAuthn options to register a new passkey for the signed-in user',
      response: { 200: z.looseObject({ challenge: z.string() }), 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeyRegister': endpoint(
    'auth.passkeyRegister',
    {
      tags: auth,
      summary: "Stores the passkey the browser created (verified against the options' challenge)",
      body: authPasskeyRegisterSchema,
      response: { 200: passkeySchema, 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeySignInOptions': endpoint(
    'auth.passkeySignInOptions',
    {
      tags: auth,
      summary: 'WebAuthn options to sign in with a passkey',
      response: { 200: z.looseObject({ challenge: z.string() }), 429: E },
    },
    'auth',
  ),
  'auth.passkeySignIn': endpoint(
    'auth.passkeySignIn',
    {
      tags: auth,
      summary: "Signs in with a passkey's signed challenge",
      body: authPasskeySignInSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeys': endpoint(
    'auth.passkeys',
    {
      tags: auth,
      summary: "The signed-in user's passkeys",
      response: { 200: z.array(passkeySchema), 401: E },
    },
    'auth',
  ),
  'auth.passkeyDelete': endpoint(
    'auth.passkeyDelete',
    {
      tags: auth,
      summary: "Removes one of the signed-in user's passkeys",
      body: authPasskeyDeleteSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E },
    },
    'auth',
  ),
  'auth.twoFactorVerifyBackupCode': endpoint(
    'auth.twoFactorVerifyBackupCode',
    {
      tags: auth,
      summary: 'A backup code instead of the app: finishes a sign-in; each code works once',
      body: authVerifyBackupCodeSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E, 429: E },
    },
    'auth',
  ),
};
