import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, savedResumes } from '../../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;
export type SavedResumeRow = typeof savedResumes.$inferSelect;

export function resumesRepo(db: Db) {
  return {
    list: (userId: string) =>
      db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.createdAt), desc(resumes.id)),
    async create(values: typeof resumes.$inferInsert) {
      const [row] = await db.insert(resumes).values(values).returning();
      return row!;
    },
  };
}

export function savedResumesRepo(db: Db) {
  const mine = (userId: string, id: number) =>
    and(eq(savedResumes.userId, userId), eq(savedResumes.id, id));
  return {
    list: (userId: string) =>
      db
        .select()
        .from(savedResumes)
        .where(eq(savedResumes.userId, userId))
        .orderBy(desc(savedResumes.createdAt), desc(savedResumes.id)),
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
