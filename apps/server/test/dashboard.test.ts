import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, testApp } from './helpers';
import { JOB, RESUME } from './fixtures';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(async () => ctx.close());

describe('GET /api/dashboard', () => {
  it('starts empty for a new user, with the name from the session', async () => {
    const u = await signUp(ctx.app, { firstName: 'Casey', lastName: 'Nguyen' });
    const res = await as(ctx.app, u)({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { name: 'Casey Nguyen' },
      stats: {
        resumesCreated: 0,
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
    const u = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const tailored = await as(
      ctx.app,
      u,
    )({
      method: 'POST',
      url: '/api/ai/tailor-resume',
      payload: {
        resumeContent: RESUME(),
        jobDescription: JOB(),
        tailoringMode: 'basic',
        companyName: 'Cobalt Harbor',
        jobTitle: 'Backend Engineer',
      },
    });
    const { atsScore } = tailored.json();
    const d = (await as(ctx.app, u)({ method: 'GET', url: '/api/dashboard' })).json();
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
    const o = (await as(ctx.app, other)({ method: 'GET', url: '/api/dashboard' })).json();
    expect(o.stats.resumesCreated).toBe(0);
  });

  it('answers 401 when signed out', async () => {
    expect((await as(ctx.app, null)({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(
      401,
    );
  });
});
