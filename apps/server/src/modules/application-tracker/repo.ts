import { and, asc, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { owned, pickColumns, type Executor } from '../../db/query';
import { applicationEvents, applications, savedCoverLetters, savedResumes } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
/** A row as lists read it: without the job description (up to 30,000 characters each). */
export type ApplicationListRow = Omit<ApplicationRow, 'jobDescription'> & {
  hasJobDescription: boolean;
};

export type InsightRow = Pick<
  ApplicationRow,
  | 'id'
  | 'jobTitle'
  | 'company'
  | 'status'
  | 'statusDate'
  | 'applicationDate'
  | 'source'
  | 'snapshotResumeId'
  | 'snapshotResumeTitle'
  | 'snapshotResumeVersionAt'
  | 'snapshotAtsScore'
>;
export type InsightEvent = Pick<ApplicationEventRow, 'applicationId' | 'toStatus' | 'date'>;

const { jobDescription: _jobDescription, ...listColumns } = getTableColumns(applications);
const listSelection = {
  ...listColumns,
  hasJobDescription: sql<boolean>`(${applications.jobDescription} is not null)`.mapWith(Boolean),
};
export type ApplicationInsert = typeof applications.$inferInsert;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ApplicationEventInsert = typeof applicationEvents.$inferInsert;

/** `%` and `_` typed by the user match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Stage changes in order: by application, then by day, then as they were recorded. */
const eventOrder = () => [
  asc(applicationEvents.applicationId),
  asc(applicationEvents.date),
  asc(applicationEvents.id),
];

export function applicationsRepo(db: Executor) {
  const mine = (userId: string, id: number) =>
    and(owned(applications, userId), eq(applications.id, id));
  return {
    /** The user's applications, newest application date first, optionally filtered. */
    list: (
      userId: string,
      filter: { status?: string | undefined; q?: string | undefined } = {},
    ): Promise<ApplicationListRow[]> =>
      db
        .select(listSelection)
        .from(applications)
        .where(
          and(
            owned(applications, userId),
            filter.status ? eq(applications.status, filter.status) : undefined,
            filter.q
              ? or(
                  ilike(applications.company, likePattern(filter.q)),
                  ilike(applications.jobTitle, likePattern(filter.q)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(applications.applicationDate), desc(applications.id)),

    async get(userId: string, id: number) {
      const [row] = await db.select().from(applications).where(mine(userId, id));
      return row;
    },

    async create(values: ApplicationInsert) {
      const [row] = await db.insert(applications).values(values).returning();
      return row!;
    },

    async createMany(values: ApplicationInsert[]) {
      if (!values.length) return [];
      return db.insert(applications).values(values).returning();
    },

    async update(userId: string, id: number, values: Partial<ApplicationInsert>) {
      const [row] = await db
        .update(applications)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return row;
    },

    async remove(userId: string, id: number) {
      const rows = await db
        .delete(applications)
        .where(mine(userId, id))
        .returning({ id: applications.id });
      return rows.length > 0;
    },

    /** Only what the insights read, for every application of the user. */
    insightRows: (userId: string): Promise<InsightRow[]> =>
      db
        .select(
          pickColumns(
            applications,
            'id',
            'jobTitle',
            'company',
            'status',
            'statusDate',
            'applicationDate',
            'source',
            'snapshotResumeId',
            'snapshotResumeTitle',
            'snapshotResumeVersionAt',
            'snapshotAtsScore',
          ),
        )
        .from(applications)
        .where(owned(applications, userId)),

    /** Every stage change of the user's applications, in order (what the insights read). */
    insightEvents: (userId: string): Promise<InsightEvent[]> =>
      db
        .select(pickColumns(applicationEvents, 'applicationId', 'toStatus', 'date'))
        .from(applicationEvents)
        .where(owned(applicationEvents, userId))
        .orderBy(...eventOrder()),

    /** What duplicate checks compare: every application's URL, company and title. */
    keys: (userId: string) =>
      db
        .select(pickColumns(applications, 'id', 'company', 'jobTitle', 'jobUrl'))
        .from(applications)
        .where(owned(applications, userId)),

    async addEvents(values: ApplicationEventInsert[]) {
      if (values.length) await db.insert(applicationEvents).values(values);
    },

    events: (userId: string, applicationId: number) =>
      db
        .select()
        .from(applicationEvents)
        .where(
          and(owned(applicationEvents, userId), eq(applicationEvents.applicationId, applicationId)),
        )
        .orderBy(asc(applicationEvents.date), asc(applicationEvents.id)),

    /** Every event of every application of the user, in order. */
    allEvents: (userId: string) =>
      db
        .select()
        .from(applicationEvents)
        .where(owned(applicationEvents, userId))
        .orderBy(...eventOrder()),

    /** The user's saved resume, for a link and its snapshot. */
    async savedResume(userId: string, id: number) {
      const [row] = await db
        .select(
          pickColumns(
            savedResumes,
            'id',
            'title',
            'content',
            'atsScore',
            'keywordMatchScore',
            'updatedAt',
          ),
        )
        .from(savedResumes)
        .where(and(owned(savedResumes, userId), eq(savedResumes.id, id)));
      return row;
    },

    async hasCoverLetter(userId: string, id: number) {
      const [row] = await db
        .select({ id: savedCoverLetters.id })
        .from(savedCoverLetters)
        .where(and(owned(savedCoverLetters, userId), eq(savedCoverLetters.id, id)));
      return !!row;
    },

    count: async (userId: string) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(applications)
        .where(owned(applications, userId));
      return row?.n ?? 0;
    },
  };
}
export type ApplicationsRepo = ReturnType<typeof applicationsRepo>;
