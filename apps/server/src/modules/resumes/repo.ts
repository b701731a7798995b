import { and, desc, eq } from 'drizzle-orm';
import { owned, type Executor, paged, type Page } from '../../db/query';
import { resumes, savedResumes } from '../../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;
export type SavedResumeRow = typeof savedResumes.$inferSelect;

export function resumesRepo(db: Executor) {
  return {
    list: (userId: string, page?: Page) =>
      paged(
        db
          .select()
          .from(resumes)
          .where(owned(resumes, userId))
          .orderBy(desc(resumes.createdAt), desc(resumes.id))
          .$dynamic(),
        page,
      ),
    async get(userId: string, id: number) {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(owned(resumes, userId), eq(resumes.id, id)));
      return row;
    },
    async create(values: typeof resumes.$inferInsert) {
      const [row] = await db.insert(resumes).values(values).returning();
      return row!;
    },
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
    async update(userId: string, id: number, values: Partial<typeof resumes.$inferInsert>) {
      const [row] = await db
        .update(resumes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(owned(resumes, userId), eq(resumes.id, id)))
        .returning();
      return row;
    },
    async remove(userId: string, id: number) {
      const rows = await db
        .delete(resumes)
        .where(and(owned(resumes, userId), eq(resumes.id, id)))
        .returning({ id: resumes.id });
      return rows.length > 0;
    },
  };
}

export function savedResumesRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(savedResumes, userId), eq(savedResumes.id, id));
  return {
    list: (userId: string, page?: Page) =>
      paged(
        db
          .select()
          .from(savedResumes)
          .where(owned(savedResumes, userId))
          .orderBy(desc(savedResumes.createdAt), desc(savedResumes.id))
          .$dynamic(),
        page,
      ),
    async get(userId: string, id: number) {
      const [row] = await db.select().from(savedResumes).where(mine(userId, id));
      return row;
    },
    async create(values: typeof savedResumes.$inferInsert) {
      const [row] = await db.insert(savedResumes).values(values).returning();
      return row!;
    },
    async update(userId: string, id: number, values: Partial<typeof savedResumes.$inferInsert>) {
      const [row] = await db.update(savedResumes).set(values).where(mine(userId, id)).returning();
      return row;
    },
    async remove(userId: string, id: number) {
      const rows = await db
        .delete(savedResumes)
        .where(mine(userId, id))
        .returning({ id: savedResumes.id });
      return rows.length > 0;
    },
  };
}
export type ResumesRepo = ReturnType<typeof resumesRepo>;
export type SavedResumesRepo = ReturnType<typeof savedResumesRepo>;
