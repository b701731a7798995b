import { ownedRows, type Executor } from '../../db/query';
import { coverLetters, savedCoverLetters } from '../../db/schema';

export type CoverLetterRow = typeof coverLetters.$inferSelect;
export type SavedCoverLetterRow = typeof savedCoverLetters.$inferSelect;

/** How many letters of the history a list answers (newest first). */
export const HISTORY_LIMIT = 200;

export function coverLettersRepo(db: Executor) {
  const { list, create, remove } = ownedRows(db, coverLetters, HISTORY_LIMIT);
  return { list, create, remove };
}

export function savedCoverLettersRepo(db: Executor) {
  const { list, get, create, update, remove } = ownedRows(db, savedCoverLetters);
  return { list, get, create, update, remove };
}
export type CoverLettersRepo = ReturnType<typeof coverLettersRepo>;
export type SavedCoverLettersRepo = ReturnType<typeof savedCoverLettersRepo>;
