import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activities } from '../src/db/schema';
import { analyticsService, displayName, streakOf } from '../src/modules/analytics/service';
import { useApp, type TestUser } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp();

const DAY = 86_400_000;
const get = (u: TestUser, url: string) => ctx.as(u)({ method: 'GET', url });

async function log(
  u: TestUser,
  type: string,
  score: number | null,
  daysAgo: number,
  data: Record<string, unknown> | null = null,
) {
  await ctx.db.db.insert(activities).values({
    userId: u.id,
    type,
    title: `${type} ${daysAgo}`,
    score,
    data,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

describe('GET /api/analytics', () => {
  it('answers the spec shape with zeros for a new user', async () => {
    const u = await ctx.signUp();
    const res = await get(u, '/api/analytics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.platformStats).toEqual({
      totalResumesCreated: 0,
      totalInterviewsPracticed: 0,
      averageATSScore: 0,
      highestATSScore: 0,
      lowestATSScore: 0,
      currentStreak: 0,
    });
    expect(body.timeBasedStats).toEqual({
      thisWeek: { resumesTailored: 0, interviewsPracticed: 0 },
      thisMonth: { resumesTailored: 0, interviewsPracticed: 0 },
    });
    expect(body.atsScoreHistory).toEqual([]);
    expect(body.recentActivity).toEqual([]);
    expect(body.intelligentInsights.companyTargets).toEqual([]);
    expect(body.intelligentInsights.recommendations[0]).toBe(
      'Tailor your resume to a job in the Resume Lab to get your first ATS score.',
    );
    expect(body.intelligentInsights.careerInsight).toMatch(/^Start by tailoring/);
    expect(body.activityByWeek).toHaveLength(12);
    expect(body.user).toEqual({ id: u.id });
    expect((await ctx.call(null, 'GET', '/api/analytics')).statusCode).toBe(401);
  });

  it("computes the user's own numbers from the activity log and applications", async () => {
    const u = await ctx.signUp();
    const other = await ctx.signUp();
    await log(u, 'resume_tailored', 60, 2, { job: { company: 'Acme', title: 'Dev' } });
    await log(u, 'resume_tailored', 80, 1, { job: { company: 'Acme', title: 'Dev' } });
    await log(u, 'resume_tailored', 70, 0);
    await log(u, 'interview_practiced', 4, 0, { questionsAnswered: 5 });
    await log(other, 'resume_tailored', 99, 0);
    await ctx.call(u, 'POST', '/api/applications', { jobTitle: 'Dev', company: 'Acme' });
    await ctx.call(u, 'POST', '/api/applications', { jobTitle: 'Ops', company: 'acme ' });
    const body = (await get(u, '/api/analytics')).json();
    expect(body.platformStats).toEqual({
      totalResumesCreated: 3,
      totalInterviewsPracticed: 1,
      averageATSScore: 70,
      highestATSScore: 80,
      lowestATSScore: 60,
      currentStreak: 3,
    });
    expect(body.atsScoreHistory).toEqual([60, 80, 70]);
    expect(body.intelligentInsights.companyTargets).toEqual([
      { company: 'Acme', count: 2, averageScore: 70, trend: 'increasing' },
    ]);
    expect(body.recentActivity[0]).toMatchObject({
      type: 'interview_practiced',
      score: 4,
      questionsAnswered: 5,
    });
    expect(body.recentActivity).toHaveLength(4);
    // the two tailorings for one job compared, not the first and latest of all
    expect(body.intelligentInsights.careerInsight).toBe(
      "Your ATS score for Dev at Acme rose from 60 to 80 over 2 tailorings for that job: keep matching its posting's words.",
    );
  });

  it('compares scores only within one job, never one posting against another', async () => {
    // two resumes tailored for two different jobs: 47 for one, 95 for the other
    const u = await ctx.signUp();
    const job = (fingerprint: string, title: string) => ({
      job: { fingerprint, company: 'Acme', title },
    });
    await log(u, 'resume_tailored', 47, 3, job('posting-a', 'Data Analyst'));
    await log(u, 'resume_tailored', 95, 2, job('posting-b', 'Backend Engineer'));
    let body = (await get(u, '/api/analytics')).json();
    expect(body.intelligentInsights.careerInsight).not.toMatch(/rose|from 47 to 95/);
    expect(body.intelligentInsights.careerInsight).toBe(
      'Your 2 scored tailorings were each for a different job, so their ATS scores measure fit to different postings, not progress: tailor again for one job to see your score for it move.',
    );
    // the same job tailored again: that comparison holds, and names the job
    await log(u, 'resume_tailored', 52, 1, job('posting-a', 'Data Analyst'));
    body = (await get(u, '/api/analytics')).json();
    expect(body.intelligentInsights.careerInsight).toBe(
      "Your ATS score for Data Analyst at Acme rose from 47 to 52 over 2 tailorings for that job: keep matching its posting's words.",
    );
  });

  it("draws a company's trend from one job's scores, not from different postings", async () => {
    const u = await ctx.signUp();
    await ctx.call(u, 'POST', '/api/applications', { jobTitle: 'Dev', company: 'Acme' });
    // a low score for one posting, a high one for another: no trend
    await log(u, 'resume_tailored', 40, 2, {
      job: { fingerprint: 'a', company: 'Acme', title: 'Dev' },
    });
    await log(u, 'resume_tailored', 90, 1, {
      job: { fingerprint: 'b', company: 'Acme', title: 'Ops' },
    });
    let body = (await get(u, '/api/analytics')).json();
    expect(body.intelligentInsights.companyTargets[0]).toMatchObject({
      company: 'Acme',
      trend: 'stable',
    });
    // the first job tailored again, lower: its trend
    await log(u, 'resume_tailored', 30, 0, {
      job: { fingerprint: 'a', company: 'Acme', title: 'Dev' },
    });
    body = (await get(u, '/api/analytics')).json();
    expect(body.intelligentInsights.companyTargets[0].trend).toBe('decreasing');
  });

  it('counts a streak up to today or yesterday', () => {
    expect(streakOf([], '2025-03-10')).toBe(0);
    expect(streakOf(['2025-03-10', '2025-03-09', '2025-03-07'], '2025-03-10')).toBe(2);
    expect(streakOf(['2025-03-09', '2025-03-08'], '2025-03-10')).toBe(2);
    expect(streakOf(['2025-03-08'], '2025-03-10')).toBe(0);
  });
});

describe('GET /api/leaderboard', () => {
  it('lists only members who opted in, by alias or first name and last initial, never an e-mail', async () => {
    const a = await ctx.signUp({ firstName: 'Jordan', lastName: 'rivera' });
    const b = await ctx.signUp({ firstName: 'Casey', lastName: 'Nguyen' });
    const hidden = await ctx.signUp({ firstName: 'Hidden', lastName: 'Person' });
    await log(a, 'resume_tailored', 50, 3);
    await log(a, 'resume_tailored', 80, 0);
    await log(b, 'interview_practiced', 3, 0);
    await log(hidden, 'resume_tailored', 95, 0);

    const before = (await get(a, '/api/leaderboard')).json();
    expect(before.me).toMatchObject({
      optedIn: false,
      alias: null,
      rank: null,
      displayName: 'Jordan R.',
    });
    expect(JSON.stringify(before)).not.toContain('Hidden');

    const joinA = await ctx.call(a, 'PUT', '/api/leaderboard/membership', { alias: '', userId: 1 });
    expect(joinA.json()).toEqual({ optedIn: true, alias: null, displayName: 'Jordan R.' });
    const joinB = await ctx.call(b, 'PUT', '/api/leaderboard/membership', { alias: 'Night Owl' });
    expect(joinB.json()).toMatchObject({ optedIn: true, alias: 'Night Owl' });

    const res = await get(a, '/api/leaderboard');
    expect(res.statusCode).toBe(200);
    const board = res.json();
    const text = JSON.stringify(board);
    for (const secret of [a.email, b.email, hidden.email, 'Hidden', 'Rivera', 'Nguyen', a.id, b.id])
      expect(text).not.toContain(secret);
    const names = board.leaderboard.map((r: { user: { name: string } }) => r.user.name);
    expect(names).toContain('Jordan R.');
    expect(names).toContain('Night Owl');
    const mine = board.leaderboard.find((r: { isYou: boolean }) => r.isYou);
    // 2 tailorings x 10 + streak 1 x 2; no ATS gain: the two scores name no posting or resume,
    // so they may measure different resumes against different jobs
    expect(mine).toMatchObject({
      user: { name: 'Jordan R.', profileImage: null },
      stats: { totalResumesTailored: 2, totalInterviewsPracticed: 0, averageATSScore: 65 },
      activityScore: 22,
    });
    expect(board.me).toMatchObject({ optedIn: true, rank: mine.rank });
    expect(board.leaderboard.filter((r: { isYou: boolean }) => r.isYou)).toHaveLength(1);
    const ranks = board.leaderboard.map((r: { rank: number }) => r.rank);
    expect(ranks).toEqual([...ranks].sort((x: number, y: number) => x - y));

    const left = await ctx.call(a, 'DELETE', '/api/leaderboard/membership');
    expect(left.json()).toMatchObject({ optedIn: false });
    const after = (await get(b, '/api/leaderboard')).json();
    expect(JSON.stringify(after)).not.toContain('Jordan');
    expect(after.totalUsers).toBe(before.totalUsers + 1);
  });

  it('refuses a bad alias', async () => {
    const u = await ctx.signUp();
    const put = (alias: unknown) => ctx.call(u, 'PUT', '/api/leaderboard/membership', { alias });
    expect((await put('<script>')).statusCode).toBe(400);
    expect((await put('x'.repeat(31))).statusCode).toBe(400);
    expect((await put(5)).statusCode).toBe(400);
  });

  it('names people without leaking an e-mail', () => {
    expect(displayName({ alias: null, firstName: 'Ana', lastName: 'Ávila', name: '' })).toBe(
      'Ana Á.',
    );
    expect(
      displayName({ alias: null, firstName: null, lastName: null, name: 'Sam de Vries' }),
    ).toBe('Sam V.');
    expect(displayName({ alias: null, firstName: null, lastName: null, name: 'me@x.io' })).toBe(
      'Member',
    );
    expect(displayName({ alias: 'Owl', firstName: 'A', lastName: 'B', name: '' })).toBe('Owl');
  });
});

describe('leaderboard freshness', () => {
  it('serves a ranking at most a minute old, and recomputes when someone joins or leaves', async () => {
    let now = new Date();
    const service = analyticsService({
      db: ctx.db.db,
      clock: () => now,
      insights: async () => {
        throw new Error('not used');
      },
    });
    const u = await ctx.signUp({ firstName: 'Fresh', lastName: 'Member' });
    await service.join(u.id, null);
    const first = await service.leaderboard(u.id);
    const mine = () => first.leaderboard.find((r) => r.isYou)!;
    expect(mine().stats.totalResumesTailored).toBe(0);
    await log(u, 'resume_tailored', 70, 0);
    const cached = await service.leaderboard(u.id);
    expect(cached.generatedAt).toBe(first.generatedAt);
    expect(cached.leaderboard.find((r) => r.isYou)!.stats.totalResumesTailored).toBe(0);
    now = new Date(now.getTime() + 61_000);
    const fresh = await service.leaderboard(u.id);
    expect(fresh.generatedAt).toBe(now.toISOString());
    expect(fresh.leaderboard.find((r) => r.isYou)!.stats.totalResumesTailored).toBe(1);
    await service.leave(u.id);
    const after = await service.leaderboard(u.id);
    expect(after.leaderboard.some((r) => r.isYou)).toBe(false);
    expect(after.me).toMatchObject({ optedIn: false, rank: null, displayName: 'Fresh M.' });
  });
});

describe('leaderboard scoring', () => {
  it('rewards distinct resume and job pairs: six re-runs of one resume on one job count once', async () => {
    const service = analyticsService({
      db: ctx.db.db,
      clock: () => new Date(),
      insights: async () => {
        throw new Error('not used');
      },
    });
    const job = (fingerprint: string) => ({
      mode: 'basic',
      job: { fingerprint, company: 'Acme', title: 'Engineer' },
    });
    const rerunner = await ctx.signUp({ firstName: 'Re', lastName: 'Runner' });
    for (let i = 0; i < 6; i++) await log(rerunner, 'resume_tailored', 70, 0, job('posting-a'));
    await log(rerunner, 'resume_tailored', 70, 0, job('posting-b'));
    // two resumes for one job, where the activity names the resume, are two pairs
    const twoResumes = await ctx.signUp({ firstName: 'Two', lastName: 'Resumes' });
    await log(twoResumes, 'resume_tailored', 70, 0, { resume: 'resume-1', ...job('posting-a') });
    await log(twoResumes, 'resume_tailored', 70, 0, { resume: 'resume-2', ...job('posting-a') });
    await log(twoResumes, 'resume_tailored', 70, 0, { resume: 'resume-2', ...job('posting-a') });
    // a tailoring recorded before jobs were keyed counts on its own
    const legacy = await ctx.signUp({ firstName: 'Old', lastName: 'Timer' });
    await log(legacy, 'resume_tailored', 70, 0);
    await log(legacy, 'resume_tailored', 70, 0);
    for (const u of [rerunner, twoResumes, legacy]) await service.join(u.id, null);
    const board = await service.leaderboard(rerunner.id);
    const row = (name: string) => board.leaderboard.find((r) => r.user.name === name)!;
    // 2 pairs x 10, no ATS gain, a 1-day streak x 2; the row still shows all 7 runs
    expect(row('Re R.')).toMatchObject({ activityScore: 22, stats: { totalResumesTailored: 7 } });
    expect(row('Two R.').activityScore).toBe(22);
    expect(row('Old T.').activityScore).toBe(22);
  });

  it("gains ATS points only from one resume's score against another's for the same posting", async () => {
    const service = analyticsService({
      db: ctx.db.db,
      clock: () => new Date(),
      insights: async () => {
        throw new Error('not used');
      },
    });
    // a tailoring: its posting, its resume's fingerprint and the resume's score as sent
    // (`score` is the tailored text's)
    const t = (
      u: TestUser,
      posting: string,
      resume: string,
      sent: number,
      score: number,
      daysAgo: number,
    ) =>
      log(u, 'resume_tailored', score, daysAgo, {
        mode: 'basic',
        job: { fingerprint: posting, company: 'Acme', title: 'Engineer' },
        resume,
        resumeScore: sent,
      });
    // a weak resume on one posting, a strong one on another: nothing to compare
    const acrossJobs = await ctx.signUp({ firstName: 'Across', lastName: 'Jobs' });
    await t(acrossJobs, 'posting-a', 'resume-1', 40, 41, 2);
    await t(acrossJobs, 'posting-b', 'resume-2', 90, 91, 0);
    // one resume re-run on one posting (another mode, another model): it did not get better
    const reroller = await ctx.signUp({ firstName: 'Same', lastName: 'Resume' });
    await t(reroller, 'posting-a', 'resume-1', 50, 50, 2);
    await t(reroller, 'posting-a', 'resume-1', 50, 80, 0);
    // a better resume for the same posting: 75 - 60 on posting-a, 70 - 60 on posting-b; the
    // best posting's gain counts
    const improver = await ctx.signUp({ firstName: 'Im', lastName: 'Prover' });
    await t(improver, 'posting-a', 'resume-1', 60, 62, 3);
    await t(improver, 'posting-a', 'resume-1', 60, 70, 2);
    await t(improver, 'posting-a', 'resume-2', 75, 76, 1);
    await t(improver, 'posting-b', 'resume-1', 60, 60, 1);
    await t(improver, 'posting-b', 'resume-3', 70, 70, 0);
    // a worse resume later gains nothing
    const worse = await ctx.signUp({ firstName: 'Worse', lastName: 'Later' });
    await t(worse, 'posting-a', 'resume-1', 80, 80, 1);
    await t(worse, 'posting-a', 'resume-2', 50, 50, 0);
    // tailorings recorded before the lab kept the resume are left out of the gain
    const legacy = await ctx.signUp({ firstName: 'Before', lastName: 'Resumes' });
    const job = { job: { fingerprint: 'posting-a', company: 'Acme', title: 'Engineer' } };
    await log(legacy, 'resume_tailored', 40, 1, job);
    await log(legacy, 'resume_tailored', 90, 0, job);
    for (const u of [acrossJobs, reroller, improver, worse, legacy]) await service.join(u.id, null);
    const board = await service.leaderboard(improver.id);
    const row = (name: string) => board.leaderboard.find((r) => r.user.name === name)!;
    // pairs x 10 + ATS gain + streak days x 2
    expect(row('Across J.').activityScore).toBe(2 * 10 + 0 + 2);
    expect(row('Same R.').activityScore).toBe(1 * 10 + 0 + 2);
    expect(row('Im P.').activityScore).toBe(4 * 10 + 15 + 4 * 2);
    expect(row('Worse L.').activityScore).toBe(2 * 10 + 0 + 2 * 2);
    expect(row('Before R.').activityScore).toBe(1 * 10 + 0 + 2 * 2);
  });

  it("counts the Lab's tailorings of two resumes for one job as two pairs, and the better one's gain", async () => {
    const u = await ctx.signUp({ firstName: 'Lab', lastName: 'Member' });
    const payload = (resumeContent: string) => ({
      resumeContent,
      jobDescription: JOB(),
      tailoringMode: 'basic',
      companyName: 'Cobalt Harbor',
      jobTitle: 'Senior Backend Engineer',
    });
    const post = async (resumeContent: string) => {
      const res = await ctx.call(u, 'POST', '/api/ai/tailor-resume', payload(resumeContent));
      expect(res.statusCode).toBe(200);
      return res.json().originalAtsScore as number;
    };
    // an early version with only the junior role (no skills section, later roles or project),
    // then the whole resume, run twice; without its skills section alone the resume still shows
    // every skill in its bullets, and both versions scored alike at the top of the scale
    const weak = await post(
      RESUME()
        .replace(/TECHNICAL SKILLS[\s\S]*?(?=Junior Developer)/, 'PROFESSIONAL EXPERIENCE\n')
        .replace(/PROJECTS[\s\S]*?(?=EDUCATION)/, ''),
    );
    const strong = await post(RESUME());
    await post(RESUME());
    expect(strong).toBeGreaterThan(weak);
    await ctx.call(u, 'PUT', '/api/leaderboard/membership', {});
    const board = (await get(u, '/api/leaderboard')).json();
    const mine = board.leaderboard.find((r: { isYou: boolean }) => r.isYou);
    // 2 pairs x 10 + the resume's gain for this posting + a 1-day streak x 2
    expect(mine).toMatchObject({
      stats: { totalResumesTailored: 3 },
      activityScore: 2 * 10 + (strong - weak) + 2,
    });
  });
});

describe('leaderboard members who change', () => {
  it('drops a deleted, renamed or departed member at once, whichever instance changed them', async () => {
    const viewer = await ctx.signUp({ firstName: 'Viewer', lastName: 'One' });
    const gone = await ctx.signUp({ firstName: 'Deleted', lastName: 'Member' });
    const renamed = await ctx.signUp({ firstName: 'Oldname', lastName: 'Member' });
    const leaver = await ctx.signUp({ firstName: 'Leaver', lastName: 'Member' });
    for (const u of [viewer, gone, renamed, leaver]) {
      await ctx.call(u, 'PUT', '/api/leaderboard/membership', {});
    }
    const names = async () =>
      (
        (await get(viewer, '/api/leaderboard')).json() as {
          leaderboard: { user: { name: string } }[];
        }
      ).leaderboard.map((r) => r.user.name);
    expect(await names()).toEqual(
      expect.arrayContaining(['Deleted M.', 'Oldname M.', 'Leaver M.']),
    );
    // Each change is written straight to the database, as another instance would write it.
    const client = ctx.db.db;
    await client.execute(sql`delete from "user" where id = ${gone.id}`);
    await client.execute(sql`update "user" set first_name = 'Newname' where id = ${renamed.id}`);
    await client.execute(sql`delete from leaderboard_members where user_id = ${leaver.id}`);
    const now = await names();
    expect(now).not.toContain('Deleted M.');
    expect(now).not.toContain('Oldname M.');
    expect(now).not.toContain('Leaver M.');
    expect(now).toContain('Newname M.');
  });
});
