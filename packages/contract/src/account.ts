import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

/** Names on the account: first and last name each at most this long. */
export const ACCOUNT_NAME_MAX = 120;
/** What a Google/OIDC-only account types to confirm deleting itself. */
export const DELETE_CONFIRMATION = 'DELETE';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string without NUL bytes or lone surrogates, at most `max` characters. */
const cleanString = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !v.includes('\u0000') && !LONE_SURROGATE.test(v), {
      error: `${label} contains characters that are not allowed`,
    });

/** The spec's client-held consents, stored on the account. All off until the user turns them on. */
export const consentsSchema = z
  .object({
    /** First-party usage analytics (page views, feature use, module sessions, downloads). */
    analytics: z.boolean(),
    /** Product news and tips by e-mail. */
    marketing: z.boolean(),
    /** Optional checks that involve the user's public LinkedIn profile. */
    linkedin_check: z.boolean(),
  })
  .meta({ id: 'Consents' });
export type Consents = z.infer<typeof consentsSchema>;

export const updateConsentsSchema = z
  .strictObject(
    {
      analytics: z.boolean({ error: 'analytics must be true or false' }).optional(),
      marketing: z.boolean({ error: 'marketing must be true or false' }).optional(),
      linkedin_check: z.boolean({ error: 'linkedin_check must be true or false' }).optional(),
    },
    { error: 'Only analytics, marketing and linkedin_check can be changed' },
  )
  .refine((v) => Object.keys(v).length > 0, { error: 'Choose at least one consent to change' })
  .meta({ id: 'UpdateConsents' });
export type UpdateConsentsInput = z.infer<typeof updateConsentsSchema>;

const personName = (label: string) =>
  cleanString(label, ACCOUNT_NAME_MAX).transform((v) => v.trim());

export const updateProfileSchema = z
  .strictObject({
    firstName: personName('First name').pipe(
      z.string().min(1, { error: 'First name is required' }),
    ),
    lastName: personName('Last name'),
  })
  .meta({ id: 'UpdateProfile' });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

const password = (label: string) =>
  cleanString(label, PASSWORD_MAX_LENGTH).pipe(
    z.string().min(1, { error: `${label} is required` }),
  );

export const changePasswordSchema = z
  .strictObject({
    currentPassword: password('Current password'),
    newPassword: password('New password').pipe(
      z.string().min(PASSWORD_MIN_LENGTH, {
        error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      }),
    ),
  })
  .meta({ id: 'ChangePassword' });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting the account: the password, or (for Google/OIDC-only accounts) the word DELETE. */
export const deleteAccountSchema = z
  .strictObject({
    password: cleanString('Password', PASSWORD_MAX_LENGTH).optional(),
    confirm: cleanString('Confirmation', 20).optional(),
  })
  .meta({ id: 'DeleteAccount' });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What the settings page needs to know about the signed-in account. */
export const accountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** True when the account signs in with a password (otherwise only Google/OIDC). */
    hasPassword: z.boolean(),
    /** Sign-in methods linked to the account, e.g. credential, google, oidc. */
    providers: z.array(z.string()),
    /** Sign-in asks for a code from an authenticator app (or a backup code) too. */
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
    consents: consentsSchema,
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

/** How a forgotten password is reset on this server. */
export const passwordResetMethodSchema = z
  .object({
    /** True when the server can e-mail a reset link (SMTP is configured). */
    email: z.boolean(),
  })
  .meta({ id: 'PasswordResetMethod' });
export type PasswordResetMethod = z.infer<typeof passwordResetMethodSchema>;

/** The command an operator runs on the server to set a new password for an account. */
export const OPERATOR_RESET_COMMAND = 'npm run reset-password -- <email>';
