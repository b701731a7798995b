import { and, count, desc, eq } from 'drizzle-orm';
import { owned, paged, type Executor, type Page } from '../../db/query';
import { accessTokens } from '../../db/schema';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

export function accessTokensRepo(db: Executor) {
  return {
    list: (userId: string, page?: Page) =>
      paged(
        db
          .select()
          .from(accessTokens)
          .where(owned(accessTokens, userId))
          .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id))
          .$dynamic(),
        page,
      ),
    async count(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(accessTokens)
        .where(owned(accessTokens, userId));
      return row?.n ?? 0;
    },
    async create(values: typeof accessTokens.$inferInsert) {
      const [row] = await db.insert(accessTokens).values(values).returning();
      return row!;
    },
    async remove(userId: string, id: number) {
      const rows = await db
        .delete(accessTokens)
        .where(and(owned(accessTokens, userId), eq(accessTokens.id, id)))
        .returning({ id: accessTokens.id });
      return rows.length > 0;
    },
  };
}
