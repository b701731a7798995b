import { describe, expect, it } from 'vitest';
import { useApp } from './helpers';
import { JOB, tailorPayload } from './fixtures';
import { groupJobs, jobKey } from '../src/modules/dashboard/jobs';

const ctx = useApp();

describe('GET /api/dashboard', () => {
  it('starts empty for a new user, with the name from the session', async () => {
    const u = await ctx.signUp({ firstName: 'Casey', lastName: 'Nguyen' });
    const res = await ctx.call(u, 'GET', '/api/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { name: 'Casey Nguyen' },
      returning: false,
      stats: {
        resumesCreated: 0,
        tailoringsRun: 0,
        interviewsPracticed: 0,
        coverLettersGenerated: 0,
        linkedinOptimizations: 0,
        averageATSScore: 0,
      },
      goals: { weeklyGoal: 5, weeklyProgress: 0, monthlyGoal: 20, monthlyProgress: 0 },
      recentActivity: [],
    });
  });

  it('moves when the user tailors a resume, and only for that user', async () => {
    const u = await ctx.signUp();
    const other = await ctx.signUp();
    const tailored = await ctx.call(
      u,
      'POST',
      '/api/ai/tailor-resume',
      tailorPayload({ companyName: 'Cobalt Harbor', jobTitle: 'Backend Engineer' }),
    );
    const { atsScore } = tailored.json();
    const d = (await ctx.call(u, 'GET', '/api/dashboard')).json();
    expect(d.stats.resumesCreated).toBe(1);
    expect(d.stats.averageATSScore).toBe(atsScore);
    expect(d.goals.weeklyProgress).toBe(1);
    expect(d.goals.monthlyProgress).toBe(1);
    expect(d.recentActivity).toHaveLength(1);
    expect(d.recentActivity[0]).toMatchObject({
      type: 'resume_tailored',
      title: 'Tailored resume for Backend Engineer at Cobalt Harbor',
      score: atsScore,
    });
    const o = (await ctx.call(other, 'GET', '/api/dashboard')).json();
    expect(o.stats.resumesCreated).toBe(0);
  });

  it('counts jobs, not runs: re-runs of one posting, or of one company and title, are one job', async () => {
    const u = await ctx.signUp();
    const tailor = (payload: Record<string, unknown>) =>
      ctx.call(u, 'POST', '/api/ai/tailor-resume', tailorPayload(payload));
    const dashboard = async () => (await ctx.call(u, 'GET', '/api/dashboard')).json();

    // Seven runs for one posting, in every mode, with and without a company: one job.
    let last = 0;
    for (const [i, mode] of [
      'basic',
      'personalized',
      'aggressive',
      'basic',
      'aggressive',
      'personalized',
      'basic',
    ].entries()) {
      const res = await tailor({
        tailoringMode: mode,
        companyName: i % 2 ? 'Cobalt Harbor' : '',
        jobTitle: i % 2 ? 'Senior Backend Engineer' : '',
        // Case and spacing do not make another posting.
        jobDescription: i === 3 ? `  ${JOB().toUpperCase()}  ` : JOB(),
      });
      expect(res.statusCode).toBe(200);
      last = res.json().atsScore;
    }
    let d = await dashboard();
    expect(d.returning).toBe(true);
    expect(d.stats).toMatchObject({ resumesCreated: 1, tailoringsRun: 7, averageATSScore: last });
    expect(d.goals).toMatchObject({ weeklyProgress: 1, monthlyProgress: 1 });
    expect(d.recentActivity).toHaveLength(7);

    // Another posting text for the same company and title: still that job.
    expect(
      (
        await tailor({
          companyName: 'cobalt harbor ',
          jobTitle: 'Senior Backend Engineer',
          jobDescription: `${JOB()}\nThis posting was updated.`,
        })
      ).statusCode,
    ).toBe(200);
    d = await dashboard();
    expect(d.stats).toMatchObject({ resumesCreated: 1, tailoringsRun: 8 });

    // A different posting with no company: a second job.
    const other = await tailor({
      jobDescription:
        'Registered Nurse. Provide patient care on a busy medical-surgical unit. BSN and an active RN license required.',
    });
    expect(other.statusCode).toBe(200);
    d = await dashboard();
    expect(d.stats).toMatchObject({ resumesCreated: 2, tailoringsRun: 9 });
    expect(d.goals.weeklyProgress).toBe(2);
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.call(null, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('grouping tailorings into jobs', () => {
  const at = (n: number) => new Date(Date.UTC(2025, 9, 1, n));
  const entry = (
    n: number,
    job: { fingerprint?: string; company?: string | null; title?: string | null } | null,
    score: number | null = 50,
    title = 'Tailored resume for a role',
  ) => ({ title, score, createdAt: at(n), data: job ? { mode: 'basic', job } : null });

  it('joins by posting or by company and title, transitively; a lone run is its own job', () => {
    const jobs = groupJobs([
      entry(1, { fingerprint: 'a', company: null, title: 'Engineer' }, 60),
      entry(2, { fingerprint: 'a', company: 'Acme', title: 'Engineer' }, 70),
      entry(3, { fingerprint: 'b', company: 'ACME', title: ' engineer' }, 80), // same role as 2
      entry(4, { fingerprint: 'c', company: null, title: 'Engineer' }, 40), // no company: alone
      entry(5, { fingerprint: 'd', company: 'Other', title: 'Engineer' }, null),
    ]);
    expect(jobs.map((j) => j.entries.length).sort()).toEqual([1, 1, 3]);
    expect(jobs.map((j) => j.latestScore).sort()).toEqual([40, 80, null]);
  });

  it('reads company and title from the titles of tailorings recorded before job keys', () => {
    const jobs = groupJobs([
      entry(1, null, 50, 'Tailored resume for Backend Engineer at Cobalt Harbor'),
      entry(2, null, 60, 'Tailored resume for Backend Engineer at Cobalt Harbor'),
      entry(3, { fingerprint: 'x', company: 'cobalt harbor', title: 'backend engineer' }, 70),
      entry(4, null, 65, 'Tailored resume for Backend Engineer'), // no company
      entry(5, null, 65, 'Tailored resume for Backend Engineer'),
      entry(6, null, 30, 'Tailored resume for a role at Cobalt Harbor'), // no title
    ]);
    expect(jobs.map((j) => j.entries.length).sort()).toEqual([1, 1, 1, 3]);
  });

  it('folds case and spacing of the posting into its fingerprint', () => {
    expect(jobKey('Senior  Engineer\n\nGo', 'A', 'B').fingerprint).toBe(
      jobKey(' senior engineer go ', null, null).fingerprint,
    );
    expect(jobKey('Senior Engineer', null, null).fingerprint).not.toBe(
      jobKey('Junior Engineer', null, null).fingerprint,
    );
  });
});
