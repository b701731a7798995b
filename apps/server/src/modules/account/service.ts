import {
  DELETE_CONFIRMATION,
  type Account,
  type ChangePasswordInput,
  type Consents,
  type DeleteAccountInput,
  type UpdateConsentsInput,
  type UpdateProfileInput,
} from '@careerforge/contract';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { AccountRepo, ConsentColumns } from './repo';

export { sendResetPasswordMail } from './mail';

/** What the account rules need from the auth library (built by the routes from the live instance). */
export interface AuthPort {
  /** Checks a password against a stored hash with the library's own hashing. */
  verifyPassword(hash: string, password: string): Promise<boolean>;
  /** Changes the password of the session's user and ends their other sessions; answers Set-Cookie. */
  changePassword(
    headers: Headers,
    input: { currentPassword: string; newPassword: string },
  ): Promise<{ ok: true; cookies: string[] } | { ok: false; code: string }>;
  /** Ends the current session; answers the Set-Cookie headers that clear the cookie. */
  signOut(headers: Headers): Promise<string[]>;
}

/** The sign-in method that carries a password. */
const CREDENTIAL = 'credential';

const toConsents = (row: ConsentColumns): Consents => ({
  analytics: row.consentAnalytics,
  marketing: row.consentMarketing,
  linkedin_check: row.consentLinkedinCheck,
});

const invalidPassword = (field: string, message: string) =>
  new HttpError(400, 'INVALID_PASSWORD', message, { [field]: message });

export function accountService(deps: { repo: AccountRepo; auth: AuthPort; now?: () => Date }) {
  const { repo, auth } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireUser(userId: string) {
    const row = await repo.findUser(userId);
    if (!row) throw notFound('Account');
    return row;
  }

  return {
    async get(userId: string): Promise<Account> {
      const row = await requireUser(userId);
      const methods = await repo.signInMethods(userId);
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        hasPassword: methods.some((m) => m.providerId === CREDENTIAL && Boolean(m.password)),
        providers: [...new Set(methods.map((m) => m.providerId))],
        twoFactorEnabled: row.twoFactorEnabled,
        createdAt: row.createdAt.toISOString(),
        consents: toConsents(row),
      };
    },

    async consents(userId: string): Promise<Consents> {
      return toConsents(await requireUser(userId));
    },

    async updateConsents(userId: string, input: UpdateConsentsInput): Promise<Consents> {
      const values: Partial<ConsentColumns> = {};
      if (input.analytics !== undefined) values.consentAnalytics = input.analytics;
      if (input.marketing !== undefined) values.consentMarketing = input.marketing;
      if (input.linkedin_check !== undefined) values.consentLinkedinCheck = input.linkedin_check;
      const row = await repo.updateConsents(userId, values);
      if (!row) throw notFound('Account');
      return toConsents(row);
    },

    async updateProfile(userId: string, input: UpdateProfileInput) {
      const firstName = input.firstName.trim();
      const lastName = input.lastName.trim();
      const name = [firstName, lastName].filter(Boolean).join(' ');
      if (!(await repo.updateName(userId, { name, firstName, lastName: lastName || null }))) {
        throw notFound('Account');
      }
      return this.get(userId);
    },

    async changePassword(userId: string, headers: Headers, input: ChangePasswordInput) {
      const methods = await repo.signInMethods(userId);
      if (!methods.some((m) => m.providerId === CREDENTIAL && m.password)) {
        throw badRequest(
          'This account signs in with Google or single sign-on and has no password to change.',
        );
      }
      if (input.currentPassword === input.newPassword) {
        throw badRequest('Choose a new password that differs from the current one.', {
          newPassword: 'Must differ from the current password',
        });
      }
      const result = await auth.changePassword(headers, input);
      if (!result.ok) {
        if (result.code === 'INVALID_PASSWORD') {
          throw invalidPassword('currentPassword', 'The current password is not correct.');
        }
        throw badRequest('The password could not be changed. Please try again.');
      }
      return result.cookies;
    },

    /** One JSON document with everything stored about the user, without secrets. */
    async exportData(userId: string) {
      await requireUser(userId);
      const data = await repo.exportData(userId);
      const { consentAnalytics, consentMarketing, consentLinkedinCheck, ...profile } =
        data.profile!;
      return {
        format: 'careerforge-account-export',
        version: 1,
        exportedAt: now().toISOString(),
        profile: {
          ...profile,
          consents: toConsents({ consentAnalytics, consentMarketing, consentLinkedinCheck }),
        },
        signInMethods: data.signInMethods,
        sessions: data.sessions,
        ...data.tables,
      };
    },

    /**
     * Deletes the account and everything in it. Accounts with a password confirm with it;
     * Google/OIDC-only accounts type DELETE. Answers the Set-Cookie headers that end the session.
     */
    async deleteAccount(userId: string, headers: Headers, input: DeleteAccountInput) {
      await requireUser(userId);
      const methods = await repo.signInMethods(userId);
      const credential = methods.find((m) => m.providerId === CREDENTIAL && m.password);
      if (credential) {
        if (!input.password) {
          throw badRequest('Enter your password to delete your account.', {
            password: 'Password is required',
          });
        }
        if (!(await auth.verifyPassword(credential.password!, input.password))) {
          throw invalidPassword('password', 'The password is not correct.');
        }
      } else if (input.confirm?.trim() !== DELETE_CONFIRMATION) {
        throw badRequest(`Type ${DELETE_CONFIRMATION} to confirm deleting your account.`, {
          confirm: `Type ${DELETE_CONFIRMATION} to confirm`,
        });
      }
      if (!(await repo.deleteEverything(userId))) throw notFound('Account');
      // The session row went with the account; this clears the cookie in the browser.
      return auth.signOut(headers);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;

/**
 * Sets a new password for the account with this e-mail address and ends all its sessions: how
 * an operator resets a forgotten password on a server without SMTP (scripts/reset-password.ts).
 */
export async function resetPasswordAsOperator(
  repo: AccountRepo,
  hashPassword: (password: string) => Promise<string>,
  email: string,
  newPassword: string,
): Promise<void> {
  const row = await repo.findUserByEmail(email.trim().toLowerCase());
  if (!row) throw notFound(`An account for ${email}`);
  const credential = (await repo.signInMethods(row.id)).find((m) => m.providerId === CREDENTIAL);
  if (!credential) {
    throw badRequest(
      `${email} signs in with Google or single sign-on only; it has no password to reset.`,
    );
  }
  await repo.setPasswordHash(credential.id, await hashPassword(newPassword));
  await repo.deleteSessions(row.id);
}
