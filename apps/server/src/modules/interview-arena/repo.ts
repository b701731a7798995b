import { and, asc, eq } from 'drizzle-orm';
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
        .where(
          sessionId === undefined
            ? owned(interviewQuestions, userId)
            : and(owned(interviewQuestions, userId), eq(interviewQuestions.sessionId, sessionId)),
        )
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
        .where(
          sessionId === undefined
            ? owned(interviewAnswers, userId)
            : and(owned(interviewAnswers, userId), eq(interviewAnswers.sessionId, sessionId)),
        )
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
