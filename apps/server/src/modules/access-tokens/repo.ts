import { count } from 'drizzle-orm';
import { owned, ownedRows, type Executor } from '../../db/query';
import { accessTokens } from '../../db/schema';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

export function accessTokensRepo(db: Executor) {
  const { list, create, remove } = ownedRows(db, accessTokens);
  return {
    list,
    async count(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(accessTokens)
        .where(owned(accessTokens, userId));
      return row?.n ?? 0;
    },
    create,
    remove,
  };
}
