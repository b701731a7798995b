import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@careerforge/contract';
import { createAiProvider } from '../src/modules';
import { migrationsFolder } from '../src/db/client';
import { transactor } from '../src/db/query';
import * as schema from '../src/db/schema';
import { activities, savedResumes, tailorings } from '../src/db/schema';
import { activityRepo } from '../src/modules/activity/repo';
import { activityLog, type ActivityLog, type ActivityType } from '../src/modules/activity/service';
import { dashboardService } from '../src/modules/dashboard/service';
import { noLimits } from '../src/modules/billing/service';
import { resumeLabService } from '../src/modules/resume-lab/service';
import { normaliseSaved, resumesService } from '../src/modules/resumes/service';
import { JOB, RESUME, tailorPayload } from './fixtures';
import { testConfig, useApp, type TestUser } from './helpers';

/* One app per file, with a clock the tests move. Wednesday 1 October 2025, noon UTC: the
   week began on Monday 29 September, the month on 1 October, so they differ. */
let now = new Date('2025-10-01T12:00:00.000Z');
const ctx = useApp({ clock: () => now });

const db = () => ctx.db.db;

const activitiesOf = (userId: string) =>
  db().select().from(activities).where(eq(activities.userId, userId)).orderBy(asc(activities.id));

const dashboard = async (u: TestUser): Promise<Dashboard> => {
  const res = await ctx.call(u, 'GET', '/api/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json();
};

const tailor = (u: TestUser, extra: object = {}) =>
  ctx.call(
    u,
    'POST',
    '/api/ai/tailor-resume',
    tailorPayload({
      companyName: 'Cobalt Harbor',
      jobTitle: 'Backend Engineer',
      ...extra,
    }),
  );

const saveResume = (u: TestUser, extra: object = {}) =>
  ctx.call(u, 'POST', '/api/saved-resumes', {
    title: 'Cobalt resume',
    content: 'Jordan Rivera\nSenior Engineer',
    companyName: 'Cobalt Harbor',
    jobTitle: 'Backend Engineer',
    atsScore: 81,
    ...extra,
  });

/** Writes activities straight into the log, as a tool would have recorded them. */
async function record(
  userId: string,
  entries: { type: ActivityType; at: string; score?: number; title?: string }[],
) {
  const repo = activityRepo(db());
  for (const e of entries) {
    await repo.record({
      userId,
      type: e.type,
      title: e.title ?? `${e.type} at ${e.at}`,
      score: e.score ?? null,
      createdAt: new Date(e.at),
    });
  }
}

/** An activity log that fails: after writing its row (so the rollback must undo it) or before. */
function failingLog(afterWriting: boolean): ActivityLog {
  const real = activityLog({ db: db() });
  return {
    async record(tx, entry) {
      if (afterWriting) await real.record(tx, entry);
      throw new Error('activity log unavailable');
    },
  };
}

describe('services write their activity in the same transaction as their row', () => {
  it('a saved resume writes one resume_saved activity pointing at it', async () => {
    const u = await ctx.signUp();
    const res = await saveResume(u);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    const rows = await activitiesOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'resume_saved',
      refId: String(saved.id),
      title: 'Saved resume Cobalt resume',
      score: 81,
    });
  });

  it('a tailoring writes one resume_tailored activity pointing at it, with its score', async () => {
    const u = await ctx.signUp();
    const res = await tailor(u);
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(tailorings).where(eq(tailorings.userId, u.id));
    const rows = await activitiesOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'resume_tailored',
      refId: String(row!.id),
      title: 'Tailored resume for Backend Engineer at Cobalt Harbor',
      score: res.json().atsScore,
      data: { mode: 'basic', provider: row!.provider },
    });
  });

  for (const afterWriting of [false, true]) {
    const when = afterWriting ? 'after its insert' : 'before its insert';
    it(`a saved resume is not kept when the activity log fails ${when}`, async () => {
      const u = await ctx.signUp();
      const service = resumesService({
        db: db(),
        transact: transactor(db()),
        activityLog: failingLog(afterWriting),
      });
      const input = normaliseSaved({ title: 'Never kept', content: 'Text' });
      await expect(service.saved.create(u.id, input)).rejects.toThrow('activity log unavailable');
      expect(await db().select().from(savedResumes).where(eq(savedResumes.userId, u.id))).toEqual(
        [],
      );
      expect(await activitiesOf(u.id)).toEqual([]);
      // The same service with a working log keeps both.
      const working = resumesService({
        db: db(),
        transact: transactor(db()),
        activityLog: activityLog({ db: db() }),
      });
      await working.saved.create(u.id, input);
      expect(await activitiesOf(u.id)).toHaveLength(1);
    });

    it(`a tailoring is not kept when the activity log fails ${when}`, async () => {
      const u = await ctx.signUp();
      const service = resumeLabService({
        ai: createAiProvider(testConfig()),
        transact: transactor(db()),
        activityLog: failingLog(afterWriting),
        entitlements: noLimits,
      });
      await expect(
        service.tailorResume(u.id, {
          resumeContent: RESUME(),
          jobDescription: JOB(),
          tailoringMode: 'basic',
          companyName: 'Cobalt Harbor',
          jobTitle: 'Backend Engineer',
        }),
      ).rejects.toThrow('activity log unavailable');
      expect(await db().select().from(tailorings).where(eq(tailorings.userId, u.id))).toEqual([]);
      expect(await activitiesOf(u.id)).toEqual([]);
    });
  }

  it('a failing activity insert (a constraint of the table) rolls the saved resume back', async () => {
    const u = await ctx.signUp();
    // The log's own repository, asked to write a row the table refuses (no title).
    const service = resumesService({
      db: db(),
      transact: transactor(db()),
      activityLog: {
        record: (tx, entry) =>
          activityRepo(tx)
            .record({ ...entry, title: null as unknown as string })
            .then(() => undefined),
      },
    });
    await expect(
      service.saved.create(u.id, normaliseSaved({ title: 'Refused', content: 'Text' })),
    ).rejects.toThrow();
    expect(await db().select().from(savedResumes).where(eq(savedResumes.userId, u.id))).toEqual([]);
  });
});

describe('the dashboard reads the activity log and nothing else', () => {
  it('counts activities inserted directly, and ignores the tools’ own tables', async () => {
    const u = await ctx.signUp({ firstName: 'Robin', lastName: 'Okafor' });
    await record(u.id, [
      { type: 'resume_tailored', at: '2025-09-30T09:00:00Z', score: 70 },
      { type: 'resume_tailored', at: '2025-10-01T08:00:00Z', score: 91 },
      { type: 'interview_practiced', at: '2025-10-01T09:00:00Z', score: 60 },
      { type: 'cover_letter_generated', at: '2025-09-15T09:00:00Z' },
      { type: 'cover_letter_generated', at: '2025-09-16T09:00:00Z' },
      { type: 'linkedin_optimized', at: '2025-08-01T09:00:00Z' },
      { type: 'resume_saved', at: '2025-10-01T10:00:00Z', score: 99 },
    ]);
    const d = await dashboard(u);
    expect(d.user).toEqual({ name: 'Robin Okafor' });
    expect(d.stats).toEqual({
      resumesCreated: 2,
      tailoringsRun: 2,
      interviewsPracticed: 1,
      coverLettersGenerated: 2,
      linkedinOptimizations: 1,
      averageATSScore: 81, // (70 + 91) / 2, rounded; saved and interview scores not included
    });
    expect(d.goals).toEqual({
      weeklyGoal: 5,
      weeklyProgress: 2,
      monthlyGoal: 20,
      monthlyProgress: 1,
    });
    // Recent activity: the dashboard's four types only, newest first.
    expect(d.recentActivity.map((a) => [a.type, a.timestamp])).toEqual([
      ['interview_practiced', '2025-10-01T09:00:00.000Z'],
      ['resume_tailored', '2025-10-01T08:00:00.000Z'],
      ['resume_tailored', '2025-09-30T09:00:00.000Z'],
      ['cover_letter_generated', '2025-09-16T09:00:00.000Z'],
      ['cover_letter_generated', '2025-09-15T09:00:00.000Z'],
      ['linkedin_optimized', '2025-08-01T09:00:00.000Z'],
    ]);
    expect(d.recentActivity[0]).toMatchObject({ score: 60 });
    expect(d.recentActivity[3]).not.toHaveProperty('score');
  });

  it('stays the same when the saved resume or tailoring rows are deleted', async () => {
    const u = await ctx.signUp();
    expect((await saveResume(u)).statusCode).toBe(200);
    expect((await saveResume(u, { title: 'Second' })).statusCode).toBe(200);
    expect((await tailor(u)).statusCode).toBe(200);
    const before = await dashboard(u);
    // Jobs tailored for: saving a resume is not tailoring one.
    expect(before.stats.resumesCreated).toBe(1);
    expect(before.recentActivity).toHaveLength(1);

    await db().delete(savedResumes).where(eq(savedResumes.userId, u.id));
    await db().delete(tailorings).where(eq(tailorings.userId, u.id));
    expect(await dashboard(u)).toEqual(before);

    // And removing a row through the API keeps its history too.
    const again = (await saveResume(u, { title: 'Third' })).json();
    const afterSave = await dashboard(u);
    expect(afterSave.stats.resumesCreated).toBe(1);
    const del = await ctx.call(u, 'DELETE', `/api/saved-resumes/${again.id}`);
    expect(del.statusCode).toBeLessThan(300);
    expect(await dashboard(u)).toEqual(afterSave);
  });

  it('moves when an activity is added or removed in the log, and only for its owner', async () => {
    const u = await ctx.signUp();
    const other = await ctx.signUp();
    await record(other.id, [{ type: 'resume_tailored', at: '2025-10-01T11:00:00Z', score: 50 }]);
    expect((await dashboard(u)).stats.resumesCreated).toBe(0);
    await record(u.id, [{ type: 'resume_tailored', at: '2025-10-01T11:00:00Z', score: 77 }]);
    let d = await dashboard(u);
    expect(d.stats.resumesCreated).toBe(1);
    expect(d.stats.averageATSScore).toBe(77);
    await db()
      .delete(activities)
      .where(and(eq(activities.userId, u.id), eq(activities.type, 'resume_tailored')));
    d = await dashboard(u);
    expect(d.stats.resumesCreated).toBe(0);
    expect(d.recentActivity).toEqual([]);
    expect((await dashboard(other)).stats.resumesCreated).toBe(1);
  });

  it('keeps ten recent activities', async () => {
    const u = await ctx.signUp();
    await record(
      u.id,
      Array.from({ length: 12 }, (_, i) => ({
        type: 'resume_tailored' as const,
        at: `2025-09-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
        title: `Tailoring ${i + 1}`,
      })),
    );
    const d = await dashboard(u);
    expect(d.recentActivity).toHaveLength(10);
    expect(d.recentActivity[0]!.title).toBe('Tailoring 12');
    expect(d.recentActivity[9]!.title).toBe('Tailoring 3');
    expect(d.stats.resumesCreated).toBe(12);
  });
});

describe('week and month boundaries (weeks start on Monday, UTC)', () => {
  const around = [
    { type: 'resume_tailored' as const, at: '2025-09-28T23:59:59.999Z' }, // Sunday, last week
    { type: 'resume_tailored' as const, at: '2025-09-29T00:00:00.000Z' }, // Monday 00:00
    { type: 'resume_tailored' as const, at: '2025-09-30T23:59:59.999Z' }, // last of September
    { type: 'resume_tailored' as const, at: '2025-10-01T00:00:00.000Z' }, // first of October
    { type: 'resume_tailored' as const, at: '2025-10-05T23:59:59.999Z' }, // Sunday
    { type: 'resume_tailored' as const, at: '2025-10-06T00:00:00.000Z' }, // next Monday
  ];
  let u: TestUser;
  beforeAll(async () => {
    u = await ctx.signUp();
    await record(u.id, around);
  });

  const progressAt = async (iso: string) => {
    now = new Date(iso);
    const { goals } = await dashboard(u);
    return [goals.weeklyProgress, goals.monthlyProgress];
  };

  it('counts from Monday 00:00 UTC for the week and the 1st 00:00 UTC for the month', async () => {
    // Wednesday 1 October: Monday 29 Sep .. now is this week; 1 Oct .. now this month.
    // (Activities after "now" are in the log too: the counts run from the start onwards.)
    expect(await progressAt('2025-10-01T12:00:00.000Z')).toEqual([5, 3]);
    // Sunday 28 September, 23:59: the week began on Monday 22nd, the month on 1 September.
    expect(await progressAt('2025-09-28T23:59:59.999Z')).toEqual([6, 6]);
    // Monday 29 September at midnight: a new week starts with that very instant.
    expect(await progressAt('2025-09-29T00:00:00.000Z')).toEqual([5, 6]);
    // Tuesday 30 September, last millisecond of the month.
    expect(await progressAt('2025-09-30T23:59:59.999Z')).toEqual([5, 6]);
    // Monday 6 October: a new week; October keeps counting.
    expect(await progressAt('2025-10-06T00:00:00.000Z')).toEqual([1, 3]);
    // 1 November: a new month on a Saturday; the week began on Monday 27 October.
    expect(await progressAt('2025-11-01T00:00:00.000Z')).toEqual([0, 0]);
  });

  it('does the same through the service with its clock injected', async () => {
    const service = dashboardService({
      activities: activityLog({ db: db() }),
      clock: () => new Date('2025-10-05T23:59:59.999Z'),
    });
    const d = await service.get({
      id: u.id,
      email: u.email,
      name: 'Test User',
      firstName: null,
      lastName: null,
      image: null,
    });
    // This week: 29 Sep 00:00 onwards (5); this month: 1 Oct onwards (3).
    expect(d.goals).toMatchObject({ weeklyProgress: 5, monthlyProgress: 3 });
  });

  afterAll(() => {
    now = new Date('2025-10-01T12:00:00.000Z');
  });
});

describe('migration 0001 fills the activity log from what users did before', () => {
  // A database of its own, migrated by hand up to 0000: starting one is slow on a busy machine.
  it('turns every tailoring and saved resume into an activity with its time and score', async () => {
    const client = new PGlite();
    try {
      const sqlFile = (name: string) =>
        readFileSync(path.join(migrationsFolder, name), 'utf8')
          .split('--> statement-breakpoint')
          .filter((s) => s.trim());
      for (const statement of sqlFile('0000_init.sql')) await client.exec(statement);

      // Rows as the app wrote them before the activity log existed.
      await client.exec(`
        INSERT INTO "user" (id, name, email) VALUES ('u1', 'Ada', 'ada@example.com'),
          ('u2', 'Ben', 'ben@example.com');
        INSERT INTO tailorings (user_id, company_name, job_title, mode, provider, ats_score,
            keyword_match_score, created_at) VALUES
          ('u1', 'Cobalt Harbor', 'Backend Engineer', 'basic', 'local', 80, 70,
            '2025-09-30T09:00:00Z'),
          ('u1', NULL, '', 'aggressive', 'local', 90, 75, '2025-10-01T09:00:00Z'),
          ('u1', '', 'Data Analyst', 'basic', 'local', 71, 60, '2025-08-15T09:00:00Z'),
          ('u2', 'Northwind', NULL, 'basic', 'local', 55, 50, '2025-10-01T10:00:00Z');
        INSERT INTO saved_resumes (user_id, title, content, ats_score, created_at) VALUES
          ('u1', 'Cobalt Harbor Resume - Backend Engineer', 'text', 80, '2025-09-30T09:05:00Z'),
          ('u2', 'Draft', 'text', NULL, '2025-07-01T09:00:00Z');
      `);
      for (const statement of sqlFile('0001_activities_and_consents.sql')) {
        await client.exec(statement);
      }

      const db = drizzle(client, { schema });
      const rows = await db
        .select()
        .from(activities)
        .orderBy(asc(activities.userId), asc(activities.createdAt));
      const tailoringIds = await db
        .select({ id: tailorings.id, createdAt: tailorings.createdAt })
        .from(tailorings)
        .orderBy(asc(tailorings.id));
      const savedIds = await db.select({ id: savedResumes.id }).from(savedResumes);
      expect(
        rows.map((r) => [r.userId, r.type, r.title, r.score, r.createdAt.toISOString()]),
      ).toEqual([
        [
          'u1',
          'resume_tailored',
          'Tailored resume for Data Analyst',
          71,
          '2025-08-15T09:00:00.000Z',
        ],
        [
          'u1',
          'resume_tailored',
          'Tailored resume for Backend Engineer at Cobalt Harbor',
          80,
          '2025-09-30T09:00:00.000Z',
        ],
        [
          'u1',
          'resume_saved',
          'Saved resume Cobalt Harbor Resume - Backend Engineer',
          80,
          '2025-09-30T09:05:00.000Z',
        ],
        ['u1', 'resume_tailored', 'Tailored resume for a role', 90, '2025-10-01T09:00:00.000Z'],
        ['u2', 'resume_saved', 'Saved resume Draft', null, '2025-07-01T09:00:00.000Z'],
        [
          'u2',
          'resume_tailored',
          'Tailored resume for a role at Northwind',
          55,
          '2025-10-01T10:00:00.000Z',
        ],
      ]);
      // Each activity points at the row it came from.
      const refs = (type: ActivityType) =>
        rows
          .filter((r) => r.type === type)
          .map((r) => Number(r.refId))
          .sort((a, b) => a - b);
      expect(refs('resume_tailored')).toEqual(tailoringIds.map((t) => t.id));
      expect(refs('resume_saved')).toEqual(savedIds.map((s) => s.id).sort((a, b) => a - b));

      // The dashboard over the backfilled log, on 1 October 2025.
      const service = dashboardService({
        activities: activityLog({ db }),
        clock: () => new Date('2025-10-01T12:00:00Z'),
      });
      const d = await service.get({
        id: 'u1',
        email: 'ada@example.com',
        name: 'Ada',
        firstName: null,
        lastName: null,
        image: null,
      });
      expect(d.stats).toMatchObject({ resumesCreated: 3, averageATSScore: 80 });
      expect(d.goals).toMatchObject({ weeklyProgress: 2, monthlyProgress: 1 });
    } finally {
      await client.close();
    }
  }, 120_000);
});
