import { and, desc, eq } from 'drizzle-orm';
import { owned, ownedRows, type Executor } from '../../db/query';
import { resumes, savedResumes } from '../../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;
export type SavedResumeRow = typeof savedResumes.$inferSelect;

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

export function savedResumesRepo(db: Executor) {
  const { list, get, create, update, remove } = ownedRows(db, savedResumes);
  return { list, get, create, update, remove };
}
export type ResumesRepo = ReturnType<typeof resumesRepo>;
export type SavedResumesRepo = ReturnType<typeof savedResumesRepo>;
