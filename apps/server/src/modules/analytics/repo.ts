import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { owned, pickColumns, type Executor } from '../../db/query';
import {
  activities,
  applications,
  leaderboardMembers,
  leaderboardVersion,
  user,
} from '../../db/schema';

/** One member's effort, as the leaderboard ranks it (one grouped query for every member). */
export interface MemberStats {
  memberId: number;
  userId: string;
  alias: string | null;
  joinedAt: Date;
  firstName: string | null;
  lastName: string | null;
  name: string;
  tailored: number;
  /**
   * Distinct resume and job pairs tailored (what the score rewards): re-running one resume on
   * one posting is one pair. A tailoring is keyed by its posting's fingerprint and, where the
   * activity records one, its resume's; one without a posting fingerprint counts on its own.
   */
  tailoredPairs: number;
  interviews: number;
  lettersAndAbouts: number;
  averageAts: number | null;
  /**
   * How far the member raised a resume's ATS score for one posting: for each posting tailored
   * with more than one resume, the engine's score of the best later resume (as sent, before
   * tailoring) minus that of the first one; the best posting's gain, 0 when there is none.
   * Only like with like: one posting, the user's own resumes, one scorer, so neither another
   * posting nor a re-run of the same resume (another mode, another model) moves it. Tailorings
   * recorded before the lab kept the resume's fingerprint and score are left out.
   */
  atsGain: number;
  firstInterview: number | null;
  bestInterview: number | null;
  lastActivity: Date | null;
}

/** One resume tailored to one posting, as the leaderboard's ATS gain reads it. */
export interface ResumeJobPair {
  userId: string;
  /** the posting's fingerprint */
  job: string;
  /** the engine's score of the resume as sent, against the posting (at its first tailoring) */
  score: number;
}

/**
 * Each member's ATS gain (see MemberStats.atsGain) from their resume and job pairs, listed per
 * member and posting in the order each pair was first tailored.
 */
export function atsGains(pairs: readonly ResumeJobPair[]): Map<string, number> {
  const first = new Map<string, number>();
  const out = new Map<string, number>();
  for (const p of pairs) {
    const key = `${p.userId}\u0000${p.job}`;
    const base = first.get(key);
    if (base === undefined) {
      first.set(key, p.score);
      continue;
    }
    out.set(p.userId, Math.max(out.get(p.userId) ?? 0, p.score - base));
  }
  return out;
}

export function analyticsRepo(db: Executor) {
  /**
   * Every member's distinct resume and job pairs, from the tailorings that name both (by
   * fingerprint) and the resume's score as sent: per member and posting, in the order each
   * pair was first tailored.
   */
  async function resumeJobPairs(): Promise<ResumeJobPair[]> {
    const a = activities;
    const job = sql<string>`${a.data}->'job'->>'fingerprint'`;
    const resume = sql<string>`${a.data}->>'resume'`;
    const rows = await db
      .select({
        userId: a.userId,
        job,
        score: sql<string>`(array_agg((${a.data}->>'resumeScore')::numeric order by ${a.createdAt}, ${a.id}))[1]`,
      })
      .from(a)
      .innerJoin(leaderboardMembers, eq(leaderboardMembers.userId, a.userId))
      .where(
        and(
          eq(a.type, 'resume_tailored'),
          sql`jsonb_typeof(${a.data}->'job'->'fingerprint') = 'string'`,
          sql`jsonb_typeof(${a.data}->'resume') = 'string'`,
          sql`jsonb_typeof(${a.data}->'resumeScore') = 'number'`,
        ),
      )
      .groupBy(a.userId, job, resume)
      .orderBy(a.userId, job, sql`min(${a.createdAt})`, sql`min(${a.id})`);
    return rows.map((r) => ({ userId: r.userId, job: r.job, score: Number(r.score) }));
  }

  return {
    /** The leaderboard's member version: raised by the database on every membership change. */
    membersVersion: async () =>
      (await db.select({ v: leaderboardVersion.version }).from(leaderboardVersion).limit(1))[0]
        ?.v ?? 0,
    /** The user's activities of these types, oldest first. */
    activitiesOf: (userId: string, types: readonly string[]) =>
      db
        .select(pickColumns(activities, 'type', 'title', 'score', 'data', 'createdAt'))
        .from(activities)
        .where(and(owned(activities, userId), inArray(activities.type, [...types])))
        .orderBy(activities.createdAt, activities.id),

    /** The UTC days the user did anything since a date, newest first. */
    async activeDays(userId: string, since: Date): Promise<string[]> {
      const day = sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day })
        .from(activities)
        .where(and(owned(activities, userId), gte(activities.createdAt, since)))
        .groupBy(day)
        .orderBy(desc(day));
      return rows.map((r) => r.day);
    },

    /** What the company targets read from the applications. */
    applications: (userId: string) =>
      db
        .select(
          pickColumns(applications, 'company', 'applicationDate', 'snapshotAtsScore', 'createdAt'),
        )
        .from(applications)
        .where(owned(applications, userId))
        .orderBy(applications.createdAt, applications.id),

    async membership(userId: string) {
      const [row] = await db
        .select()
        .from(leaderboardMembers)
        .where(eq(leaderboardMembers.userId, userId));
      return row;
    },

    async join(userId: string, alias: string | null) {
      const [row] = await db
        .insert(leaderboardMembers)
        .values({ userId, alias })
        .onConflictDoUpdate({ target: leaderboardMembers.userId, set: { alias } })
        .returning();
      return row!;
    },

    async leave(userId: string) {
      await db.delete(leaderboardMembers).where(eq(leaderboardMembers.userId, userId));
    },

    async names(userId: string) {
      const [row] = await db
        .select({ firstName: user.firstName, lastName: user.lastName, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /**
     * Every member's counts and scores from the activity log, in one grouped query, and their
     * ATS gains from a second one over their resume and job pairs.
     */
    async memberStats(): Promise<MemberStats[]> {
      const a = activities;
      const isType = (t: string) => sql`${a.type} = ${t}`;
      const [rows, pairs] = await Promise.all([
        db
          .select({
            memberId: leaderboardMembers.id,
            userId: leaderboardMembers.userId,
            alias: leaderboardMembers.alias,
            joinedAt: leaderboardMembers.joinedAt,
            firstName: user.firstName,
            lastName: user.lastName,
            name: user.name,
            tailored:
              sql<number>`count(${a.id}) filter (where ${isType('resume_tailored')})`.mapWith(
                Number,
              ),
            tailoredPairs:
              sql<number>`count(distinct coalesce(${a.data}->>'resume', '') || '|' || coalesce(${a.data}->'job'->>'fingerprint', 'activity:' || ${a.id}::text)) filter (where ${isType('resume_tailored')})`.mapWith(
                Number,
              ),
            interviews:
              sql<number>`count(${a.id}) filter (where ${isType('interview_practiced')})`.mapWith(
                Number,
              ),
            lettersAndAbouts:
              sql<number>`count(${a.id}) filter (where ${a.type} in ('cover_letter_generated', 'linkedin_optimized'))`.mapWith(
                Number,
              ),
            averageAts: sql<
              string | null
            >`avg(${a.score}) filter (where ${isType('resume_tailored')})`,
            firstInterview: sql<
              number | null
            >`(array_agg(${a.score} order by ${a.createdAt}, ${a.id}) filter (where ${isType('interview_practiced')} and ${a.score} is not null))[1]`,
            bestInterview: sql<
              number | null
            >`max(${a.score}) filter (where ${isType('interview_practiced')})`,
            lastActivity: sql<string | null>`max(${a.createdAt})`,
          })
          .from(leaderboardMembers)
          .innerJoin(user, eq(user.id, leaderboardMembers.userId))
          .leftJoin(a, eq(a.userId, leaderboardMembers.userId))
          .groupBy(leaderboardMembers.id, user.id),
        resumeJobPairs(),
      ]);
      const gains = atsGains(pairs);
      return rows.map((r) => ({
        ...r,
        averageAts: r.averageAts == null ? null : Number(r.averageAts),
        atsGain: gains.get(r.userId) ?? 0,
        firstInterview: r.firstInterview == null ? null : Number(r.firstInterview),
        bestInterview: r.bestInterview == null ? null : Number(r.bestInterview),
        lastActivity: r.lastActivity == null ? null : new Date(r.lastActivity),
      }));
    },

    resumeJobPairs,

    /** Each member's active days (UTC) since a date, for the streaks. */
    async memberDays(since: Date): Promise<Map<string, string[]>> {
      const day = sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ userId: activities.userId, day })
        .from(activities)
        .innerJoin(leaderboardMembers, eq(leaderboardMembers.userId, activities.userId))
        .where(gte(activities.createdAt, since))
        .groupBy(activities.userId, day)
        .orderBy(activities.userId, desc(day));
      const out = new Map<string, string[]>();
      for (const r of rows) {
        const list = out.get(r.userId) ?? [];
        list.push(r.day);
        out.set(r.userId, list);
      }
      return out;
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
