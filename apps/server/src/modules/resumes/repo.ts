import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { owned, ownedRows, type Executor, type Page } from '../../db/query';
import { resumes, savedResumes } from '../../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;
export type SavedResumeRow = typeof savedResumes.$inferSelect;
export type SavedResumeListRow = Omit<SavedResumeRow, 'jobDescription' | 'report'>;

export function resumesRepo(db: Executor) {
  const { list, get, create, update, remove } = ownedRows(db, resumes);
  return {
    list,
    get,
    create,
    /** The user's upload of a file with these bytes, if any. */
    async findUpload(userId: string, fileHash: string) {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(owned(resumes, userId), eq(resumes.fileHash, fileHash)))
        .orderBy(desc(resumes.id))
        .limit(1);
      return row;
    },
    update: (userId: string, id: number, values: Partial<typeof resumes.$inferInsert>) =>
      update(userId, id, { ...values, updatedAt: new Date() }),
    remove,
  };
}

/** A saved resume's columns but its job description and report: what the list shows. */
const {
  jobDescription: _job,
  report: _report,
  ...savedListColumns
} = getTableColumns(savedResumes);

export function savedResumesRepo(db: Executor) {
  const { list, get, create, update, remove } = ownedRows(db, savedResumes);
  return {
    list: (userId: string, page?: Page) => list(userId, page, savedListColumns),
    get,
    create,
    update,
    remove,
  };
}
export type ResumesRepo = ReturnType<typeof resumesRepo>;
export type SavedResumesRepo = ReturnType<typeof savedResumesRepo>;
