import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pickColumns } from '../../db/query';
import {
  account,
  activities,
  applicationEvents,
  applicationTrackerSettings,
  applications,
  careerPlans,
  contactMessages,
  coverLetters,
  downloads,
  interviewAnswers,
  interviewQuestions,
  interviewSessions,
  leaderboardMembers,
  newsletterSubscribers,
  pageViews,
  resumes,
  savedResumes,
  salaryAnalyses,
  subscriptions,
  savedCoverLetters,
  savedLinkedin,
  session,
  tailorings,
  usageEvents,
  usageSessions,
  user,
  userDataVersions,
  verification,
  waitlistEntries,
} from '../../db/schema';

type OwnedTable = PgTable & { userId: PgColumn };

/**
 * Every table that holds rows of one user, by the name it has in the export. A new user-owned
 * table goes here: it is then exported and deleted with the account (a test fails until it is).
 * The auth tables (session, account) are exported field by field below, without their secrets.
 */
export const USER_DATA_TABLES: readonly (readonly [string, OwnedTable])[] = [
  ['resumes', resumes],
  ['saved_resumes', savedResumes],
  ['tailorings', tailorings],
  ['cover_letters', coverLetters],
  ['saved_cover_letters', savedCoverLetters],
  ['saved_linkedin', savedLinkedin],
  ['activities', activities],
  ['page_views', pageViews],
  ['usage_events', usageEvents],
  ['usage_sessions', usageSessions],
  ['downloads', downloads],
  ['contact_messages', contactMessages],
  ['applications', applications],
  ['application_events', applicationEvents],
  ['application_tracker_settings', applicationTrackerSettings],
  ['leaderboard_members', leaderboardMembers],
  ['salary_analyses', salaryAnalyses],
  ['career_plans', careerPlans],
  ['interview_sessions', interviewSessions],
  ['interview_questions', interviewQuestions],
  ['interview_answers', interviewAnswers],
  ['subscriptions', subscriptions],
];

/**
 * Tables keyed by user that hold nothing the user wrote, only what the server derives (the
 * data version the database raises on writes): not exported, deleted with the account, and
 * without a foreign key (see `userDataVersions`).
 */
export const DERIVED_TABLES = ['user_data_versions'] as const;

/**
 * Auth tables owned by the user (sign-in methods and credentials such as personal access
 * tokens); their rows go with the account and are not exported.
 */
export const AUTH_TABLES = [
  'session',
  'account',
  'two_factor',
  'passkey',
  'access_tokens',
] as const;

export interface ConsentColumns {
  consentAnalytics: boolean;
  consentMarketing: boolean;
  consentLinkedinCheck: boolean;
}

export function accountRepo(db: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(user).where(eq(user.id, userId));
      return row ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db.select().from(user).where(eq(user.email, email));
      return row ?? null;
    },

    /** Sign-in methods of the user, with the stored password hash (never leaves the service). */
    async signInMethods(userId: string) {
      return db
        .select(pickColumns(account, 'id', 'providerId', 'password', 'createdAt'))
        .from(account)
        .where(eq(account.userId, userId))
        .orderBy(asc(account.createdAt));
    },

    async updateConsents(userId: string, values: Partial<ConsentColumns>) {
      const [row] = await db.update(user).set(values).where(eq(user.id, userId)).returning({
        consentAnalytics: user.consentAnalytics,
        consentMarketing: user.consentMarketing,
        consentLinkedinCheck: user.consentLinkedinCheck,
      });
      return row ?? null;
    },

    async updateName(
      userId: string,
      values: { name: string; firstName: string; lastName: string | null },
    ) {
      const rows = await db
        .update(user)
        .set(values)
        .where(eq(user.id, userId))
        .returning({ id: user.id });
      return rows.length > 0;
    },

    async setPasswordHash(accountId: string, hash: string) {
      await db.update(account).set({ password: hash }).where(eq(account.id, accountId));
    },

    async deleteSessions(userId: string) {
      await db.delete(session).where(eq(session.userId, userId));
    },

    /** Everything stored about the user, secrets left out (no password hash, no tokens). */
    async exportData(userId: string) {
      const profile = await db
        .select(
          pickColumns(
            user,
            'id',
            'name',
            'email',
            'emailVerified',
            'image',
            'firstName',
            'lastName',
            'consentAnalytics',
            'consentMarketing',
            'consentLinkedinCheck',
            'twoFactorEnabled',
            'createdAt',
            'updatedAt',
          ),
        )
        .from(user)
        .where(eq(user.id, userId));
      const signInMethods = await db
        .select(pickColumns(account, 'providerId', 'accountId', 'scope', 'createdAt', 'updatedAt'))
        .from(account)
        .where(eq(account.userId, userId));
      const sessions = await db
        .select(
          pickColumns(session, 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'),
        )
        .from(session)
        .where(eq(session.userId, userId));
      const tables: Record<string, unknown[]> = {};
      for (const [name, table] of USER_DATA_TABLES) {
        tables[name] = await db.select().from(table).where(eq(table.userId, userId));
      }
      return { profile: profile[0] ?? null, signInMethods, sessions, tables };
    },

    /**
     * Removes every row of the user in one transaction: each user-owned table explicitly (the
     * foreign keys cascade too), pending password-reset tokens, sessions, sign-in methods and
     * the user. Answers false when there was no such user.
     */
    async deleteEverything(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Sign-ups made with the account's e-mail go with it, whether made before or after.
        const [owner] = await tx
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, userId));
        if (owner) {
          const email = owner.email.toLowerCase();
          await tx
            .delete(newsletterSubscribers)
            .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
          await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = ${email}`);
        }
        for (const [, table] of USER_DATA_TABLES) {
          await tx.delete(table).where(eq(table.userId, userId));
        }
        await tx
          .delete(verification)
          .where(
            and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')),
          );
        await tx.delete(session).where(eq(session.userId, userId));
        await tx.delete(account).where(eq(account.userId, userId));
        const gone = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
        // Last: the deletes above raised the user's data version once more.
        await tx.delete(userDataVersions).where(eq(userDataVersions.userId, userId));
        return gone.length > 0;
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof accountRepo>;
