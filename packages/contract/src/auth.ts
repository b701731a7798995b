import { z } from 'zod';
import {
  TEXT_LIMITS,
  hasForbiddenChars,
  forbiddenCharsMessage,
  isHttpUrl,
  safeText,
} from './common';

export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    image: z.string().nullable().optional(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authProvidersSchema = z.object({
  email: z.boolean(),
  google: z.boolean(),
  oidc: z.object({ enabled: z.boolean(), name: z.string() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/* ---------- Bodies of the auth library's endpoints (/api/auth/*) ---------- */

const INVALID_EMAIL = 'Please enter a valid email address.';

/** An e-mail address as the auth endpoints take it (at most 254 characters). */
const authEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(TEXT_LIMITS.email, { error: INVALID_EMAIL })
  .pipe(z.email({ error: INVALID_EMAIL }));

/** A password is never trimmed: every character counts. */
const password = (label: string, min: number) =>
  z
    .string({ error: `${label} is required.` })
    .min(min, {
      error: min > 1 ? `Password must be at least ${min} characters.` : `${label} is required.`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    })
    .refine((v) => !hasForbiddenChars(v), { error: forbiddenCharsMessage(label) });

const newPassword = (label = 'Password') => password(label, PASSWORD_MIN_LENGTH);

const personName = (label: string) => safeText(label, { max: TEXT_LIMITS.name });
/** Optional; null is read as "not given". */
const optionalPersonName = (label: string) =>
  personName(label)
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);
const requiredName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, { error: 'Name is required.' })
  .pipe(personName('Name'));

/** A profile image: an http(s) URL, or null / empty for none. */
export const profileImageSchema = z
  .union([
    z.null(),
    safeText('Image', { max: TEXT_LIMITS.url }).refine((v) => v === '' || isHttpUrl(v), {
      error: 'Image must be an http(s) URL',
    }),
  ])
  .transform((v) => v || null);

/** Where the auth library sends the browser afterwards: a path on this site or a URL. */
const callbackURL = safeText('Callback URL', { max: TEXT_LIMITS.url }).optional();

export const authSignUpSchema = z.object({
  email: authEmail,
  password: newPassword(),
  name: requiredName,
  firstName: optionalPersonName('First name'),
  lastName: optionalPersonName('Last name'),
  image: profileImageSchema.optional(),
  callbackURL,
  rememberMe: z.boolean().optional(),
});

export const authSignInSchema = z.object({
  email: authEmail,
  password: password('Password', 1),
  callbackURL,
  rememberMe: z.boolean().optional(),
});

export const authUpdateUserSchema = z.object({
  name: requiredName.optional(),
  firstName: optionalPersonName('First name'),
  lastName: optionalPersonName('Last name'),
  image: profileImageSchema.optional(),
});

export const authChangePasswordSchema = z.object({
  currentPassword: password('Current password', 1),
  newPassword: newPassword('New password'),
  revokeOtherSessions: z.boolean().optional(),
});

export const authRequestPasswordResetSchema = z.object({
  email: authEmail,
  redirectTo: callbackURL,
});

export const authResetPasswordSchema = z.object({
  newPassword: newPassword('New password'),
  token: safeText('Token', { max: 512 }).optional(),
});

/* ---------- Two-factor sign-in ---------- */

/** A code as people type it: spaces dropped, then shaped by `normalize`. */
const typedCode = (
  label: string,
  pattern: RegExp,
  error: string,
  normalize: (v: string) => string = (v) => v,
) =>
  z
    .string({ error: `${label} is required` })
    .max(64, { error: `${label} is too long` })
    .transform((v) => normalize(v.replace(/\s/g, '')))
    .pipe(z.string().regex(pattern, { error }));

export const TOTP_CODE_ERROR = 'Enter the 6-digit code from your authenticator app.';
export const BACKUP_CODE_ERROR = 'Enter one of your backup codes.';

/** Turning two-factor sign-in on or off, or new backup codes: the password again. */
export const authTwoFactorPasswordSchema = z.object({ password: password('Password', 1) });

export const authVerifyTotpSchema = z.object({
  code: typedCode('Code', /^\d{6}$/, TOTP_CODE_ERROR, (v) => v.replace(/-/g, '')),
  trustDevice: z.boolean().optional(),
});

export const authVerifyBackupCodeSchema = z.object({
  // Printed as "AbC12-xYz34"; typed without the dash it is read the same.
  code: typedCode('Backup code', /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, BACKUP_CODE_ERROR, (v) =>
    /^[A-Za-z0-9]{10}$/.test(v) ? `${v.slice(0, 5)}-${v.slice(5)}` : v,
  ),
  trustDevice: z.boolean().optional(),
});

/** The answer to turning it on: the authenticator app's setup URI and ten backup codes. */
export const twoFactorSetupSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A password sign-in that still needs the second factor: no session yet. */
export const twoFactorChallengeSchema = z.looseObject({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()).optional(),
});

/* ---------- Passkeys ---------- */

/** A browser's WebAuthn answer (registration or assertion), as JSON; the library verifies it. */
const webAuthnResponse = z.looseObject(
  {
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key', { error: 'Not a passkey answer' }),
    response: z.record(z.string().max(64), z.unknown()),
  },
  { error: 'Not a passkey answer' },
);

const passkeyName = safeText('Passkey name', { max: 100 }).optional();

export const authPasskeyRegisterSchema = z.object({
  response: webAuthnResponse,
  name: passkeyName,
});
export const authPasskeySignInSchema = z.object({ response: webAuthnResponse });
export const authPasskeyDeleteSchema = z.object({ id: safeText('Passkey', { max: 200 }) });

/** A passkey as the account lists it (no key material). */
export const passkeySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable().optional(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.union([z.string(), z.date()]).nullable().optional(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * The auth endpoints the app uses, by path under /api/auth, with the body each takes. Only the
 * fields listed here reach the auth library. Other endpoints get the generic body guards.
 */
export const authRequestSchemas = {
  '/sign-up/email': authSignUpSchema,
  '/sign-in/email': authSignInSchema,
  '/update-user': authUpdateUserSchema,
  '/change-password': authChangePasswordSchema,
  '/request-password-reset': authRequestPasswordResetSchema,
  '/forget-password': authRequestPasswordResetSchema,
  '/reset-password': authResetPasswordSchema,
  '/two-factor/enable': authTwoFactorPasswordSchema,
  '/two-factor/disable': authTwoFactorPasswordSchema,
  '/two-factor/generate-backup-codes': authTwoFactorPasswordSchema,
  '/two-factor/verify-totp': authVerifyTotpSchema,
  '/two-factor/verify-backup-code': authVerifyBackupCodeSchema,
  '/passkey/verify-registration': authPasskeyRegisterSchema,
  '/passkey/verify-authentication': authPasskeySignInSchema,
  '/passkey/delete-passkey': authPasskeyDeleteSchema,
} as const;
