import { getTableColumns, sql } from 'drizzle-orm';
import { ownedRows, type Executor, type Page } from '../../db/query';
import { coverLetters, savedCoverLetters } from '../../db/schema';

export type CoverLetterRow = typeof coverLetters.$inferSelect;
export type CoverLetterListRow = Awaited<ReturnType<CoverLettersRepo['list']>>[number];
export type SavedCoverLetterRow = typeof savedCoverLetters.$inferSelect;

/** How many letters of the history a list answers (newest first). */
export const HISTORY_LIMIT = 200;

/** A letter's columns as the history lists it: no posting or claims, but how many claims. */
const {
  jobDescription: _job,
  claims: _claims,
  requirementsCovered: _covered,
  ...historyColumns
} = getTableColumns(coverLetters);
const historyListColumns = {
  ...historyColumns,
  claimCount: sql<number>`jsonb_array_length(${coverLetters.claims})`.mapWith(Number),
};

export function coverLettersRepo(db: Executor) {
  const { list, get, create, remove } = ownedRows(db, coverLetters, HISTORY_LIMIT);
  return {
    list: (userId: string, page?: Page) => list(userId, page, historyListColumns),
    get,
    create,
    remove,
  };
}

export function savedCoverLettersRepo(db: Executor) {
  const { list, get, create, update, remove } = ownedRows(db, savedCoverLetters);
  return { list, get, create, update, remove };
}
export type CoverLettersRepo = ReturnType<typeof coverLettersRepo>;
export type SavedCoverLettersRepo = ReturnType<typeof savedCoverLettersRepo>;
