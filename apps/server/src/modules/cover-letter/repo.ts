import { and, desc, eq } from 'drizzle-orm';
import { owned, type Executor, paged, type Page } from '../../db/query';
import { coverLetters, savedCoverLetters } from '../../db/schema';

export type CoverLetterRow = typeof coverLetters.$inferSelect;
export type SavedCoverLetterRow = typeof savedCoverLetters.$inferSelect;

/** How many letters of the history a list answers (newest first). */
export const HISTORY_LIMIT = 200;

export function coverLettersRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(coverLetters, userId), eq(coverLetters.id, id));
  return {
    list: (userId: string, page: Page = {}) =>
      paged(
        db
          .select()
          .from(coverLetters)
          .where(owned(coverLetters, userId))
          .orderBy(desc(coverLetters.createdAt), desc(coverLetters.id))
          .$dynamic(),
        { limit: page.limit ?? HISTORY_LIMIT, offset: page.offset },
      ),
    async create(values: typeof coverLetters.$inferInsert) {
      const [row] = await db.insert(coverLetters).values(values).returning();
      return row!;
    },
    async remove(userId: string, id: number) {
      const rows = await db
        .delete(coverLetters)
        .where(mine(userId, id))
        .returning({ id: coverLetters.id });
      return rows.length > 0;
    },
  };
}

export function savedCoverLettersRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(savedCoverLetters, userId), eq(savedCoverLetters.id, id));
  return {
    list: (userId: string, page?: Page) =>
      paged(
        db
          .select()
          .from(savedCoverLetters)
          .where(owned(savedCoverLetters, userId))
          .orderBy(desc(savedCoverLetters.createdAt), desc(savedCoverLetters.id))
          .$dynamic(),
        page,
      ),
    async get(userId: string, id: number) {
      const [row] = await db.select().from(savedCoverLetters).where(mine(userId, id));
      return row;
    },
    async create(values: typeof savedCoverLetters.$inferInsert) {
      const [row] = await db.insert(savedCoverLetters).values(values).returning();
      return row!;
    },
    async update(
      userId: string,
      id: number,
      values: Partial<typeof savedCoverLetters.$inferInsert>,
    ) {
      const [row] = await db
        .update(savedCoverLetters)
        .set(values)
        .where(mine(userId, id))
        .returning();
      return row;
    },
    async remove(userId: string, id: number) {
      const rows = await db
        .delete(savedCoverLetters)
        .where(mine(userId, id))
        .returning({ id: savedCoverLetters.id });
      return rows.length > 0;
    },
  };
}
export type CoverLettersRepo = ReturnType<typeof coverLettersRepo>;
export type SavedCoverLettersRepo = ReturnType<typeof savedCoverLettersRepo>;
