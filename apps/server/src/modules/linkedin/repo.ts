import { ownedRows, type Executor } from '../../db/query';
import { savedLinkedin } from '../../db/schema';

export type SavedLinkedinRow = typeof savedLinkedin.$inferSelect;

export function savedLinkedinRepo(db: Executor) {
  const { list, get, create, update, remove } = ownedRows(db, savedLinkedin);
  return { list, get, create, update, remove };
}
export type SavedLinkedinRepo = ReturnType<typeof savedLinkedinRepo>;
