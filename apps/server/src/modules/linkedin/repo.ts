import { and, desc, eq } from 'drizzle-orm';
import { owned, type Executor, paged, type Page } from '../../db/query';
import { savedLinkedin } from '../../db/schema';

export type SavedLinkedinRow = typeof savedLinkedin.$inferSelect;

export function savedLinkedinRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(savedLinkedin, userId), eq(savedLinkedin.id, id));
  return {
    list: (userId: string, page?: Page) =>
      paged(
        db
          .select()
          .from(savedLinkedin)
          .where(owned(savedLinkedin, userId))
          .orderBy(desc(savedLinkedin.createdAt), desc(savedLinkedin.id))
          .$dynamic(),
        page,
      ),
    async get(userId: string, id: number) {
      const [row] = await db.select().from(savedLinkedin).where(mine(userId, id));
      return row;
    },
    async create(values: typeof savedLinkedin.$inferInsert) {
      const [row] = await db.insert(savedLinkedin).values(values).returning();
      return row!;
    },
    async update(userId: string, id: number, values: Partial<typeof savedLinkedin.$inferInsert>) {
      const [row] = await db.update(savedLinkedin).set(values).where(mine(userId, id)).returning();
      return row;
    },
    async remove(userId: string, id: number) {
      const rows = await db
        .delete(savedLinkedin)
        .where(mine(userId, id))
        .returning({ id: savedLinkedin.id });
      return rows.length > 0;
    },
  };
}
export type SavedLinkedinRepo = ReturnType<typeof savedLinkedinRepo>;
