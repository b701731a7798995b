import type { Executor } from '../../db/query';
import { tailorings } from '../../db/schema';

export type TailoringRow = typeof tailorings.$inferSelect;

export function tailoringsRepo(db: Executor) {
  return {
    async create(values: typeof tailorings.$inferInsert): Promise<TailoringRow> {
      const [row] = await db.insert(tailorings).values(values).returning();
      return row!;
    },
  };
}
export type TailoringsRepo = ReturnType<typeof tailoringsRepo>;
