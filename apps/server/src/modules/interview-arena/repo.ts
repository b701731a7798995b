import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { owned, ownedRows, type Executor } from '../../db/query';
import {
  activities,
  interviewAnswers,
  interviewQuestions,
  interviewSessions,
} from '../../db/schema';

export type SessionRow = typeof interviewSessions.$inferSelect;
export type QuestionRow = typeof interviewQuestions.$inferSelect;
export type AnswerRow = typeof interviewAnswers.$inferSelect;

/** The user's rows of a session's questions or answers: every session's, or one session's. */
const ofSession = (
  table: { userId: PgColumn; sessionId: PgColumn },
  userId: string,
  sessionId: number | undefined,
) =>
  sessionId === undefined
    ? owned(table, userId)
    : and(owned(table, userId), eq(table.sessionId, sessionId));

/** Interview sessions, questions and answers; every query filters on the owner. */
export function interviewsRepo(db: Executor) {
  const sessions = ownedRows(db, interviewSessions);
  return {
    async createSession(
      values: typeof interviewSessions.$inferInsert,
      questions: Omit<typeof interviewQuestions.$inferInsert, 'sessionId' | 'userId'>[],
    ) {
      const [session] = await db.insert(interviewSessions).values(values).returning();
      const rows = questions.length
        ? await db
            .insert(interviewQuestions)
            .values(questions.map((q) => ({ ...q, sessionId: session!.id, userId: values.userId })))
            .returning()
        : [];
      return { session: session!, questions: rows };
    },

    listSessions: (userId: string) => sessions.list(userId),

    countSessions: async (userId: string) =>
      (await db.$count(interviewSessions, owned(interviewSessions, userId))) as number,

    getSession: sessions.get,

    /** The user's questions, by session and position. */
    questions: (userId: string, sessionId?: number) =>
      db
        .select()
        .from(interviewQuestions)
        .where(ofSession(interviewQuestions, userId, sessionId))
        .orderBy(asc(interviewQuestions.sessionId), asc(interviewQuestions.position)),

    async question(userId: string, sessionId: number, position: number) {
      const [row] = await db
        .select()
        .from(interviewQuestions)
        .where(
          and(
            owned(interviewQuestions, userId),
            eq(interviewQuestions.sessionId, sessionId),
            eq(interviewQuestions.position, position),
          ),
        );
      return row;
    },

    /** Every answer of the user, oldest first. */
    answers: (userId: string, sessionId?: number) =>
      db
        .select()
        .from(interviewAnswers)
        .where(ofSession(interviewAnswers, userId, sessionId))
        .orderBy(asc(interviewAnswers.createdAt), asc(interviewAnswers.id)),

    /**
     * The session's practice entry in the activity log follows the session: its score is the
     * session's average and it says how many questions were answered (the analytics page shows
     * "{n} questions").
     */
    async updatePracticeActivity(
      userId: string,
      sessionId: number,
      score: number,
      data: Record<string, unknown>,
    ) {
      await db
        .update(activities)
        .set({ score, data })
        .where(
          and(
            owned(activities, userId),
            eq(activities.type, 'interview_practiced'),
            eq(activities.refId, String(sessionId)),
          ),
        );
    },

    async addAnswer(values: typeof interviewAnswers.$inferInsert) {
      const [row] = await db.insert(interviewAnswers).values(values).returning();
      return row!;
    },
  };
}
export type InterviewsRepo = ReturnType<typeof interviewsRepo>;
