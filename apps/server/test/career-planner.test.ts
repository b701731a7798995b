import { planCareer } from '@careerforge/engine';
import { describe, expect, it } from 'vitest';
import { activitiesOf, expectOwnerOnly, useApp, type TestUser } from './helpers';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const REQUIRED = 'Required Fields Missing - Please enter your current and target roles.';
const nurse = {
  currentRole: 'Registered Nurse',
  targetRole: 'Nurse Manager',
  industry: 'healthcare',
  experience: 'senior',
  skills: ['Patient Care', ' Epic ', '', 'Leadership', 'Excel'],
  interests: 'quality improvement',
  timeframe: '2years',
  userId: 1,
};
const plan = (u: TestUser | null, payload: unknown) =>
  ctx.call(u, 'POST', '/api/career/plan', payload as object);

describe('POST /api/career/plan', () => {
  it('answers the engine’s plan, stores it and records the activity', async () => {
    const res = await plan(owner, nurse);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const engine = planCareer({
      ...nurse,
      industry: 'healthcare',
      experience: 'senior',
      timeframe: '2years',
      skills: ['Patient Care', 'Epic', 'Leadership', 'Excel'],
    });
    expect(body.pathViability).toBe(engine.pathViability);
    expect(body.salaryProgression).toEqual(engine.salaryProgression);
    expect(body.skillGaps).toEqual(engine.skillGaps);
    expect(body.request.skills).toEqual(['Patient Care', 'Epic', 'Leadership', 'Excel']);
    expect(body.targetOccupation.code).toBe('11-9111.00');
    expect(body.recommendedSteps.length).toBe(4);
    const rows = await activitiesOf(ctx.db, owner.id, 'career_planned');
    expect(rows.at(-1)).toMatchObject({ refId: String(body.id), score: body.pathViability });
    const again = await ctx.call(owner, 'GET', `/api/career/plans/${body.id}`);
    expect(again.json().recommendedSteps).toEqual(body.recommendedSteps);
    const list = (await ctx.call(owner, 'GET', '/api/career/plans')).json();
    expect(list[0]).toMatchObject({
      id: body.id,
      currentRole: 'Registered Nurse',
      timeframe: '2years',
    });
  });

  it('takes skills as a comma-separated string, and only the two roles', async () => {
    const res = await plan(owner, {
      currentRole: 'Software Developer',
      targetRole: 'Data Scientist',
      skills: 'Python, SQL,, Docker ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request.skills).toEqual(['Python', 'SQL', 'Docker']);
  });

  it.each([
    [{ ...nurse, currentRole: '' }],
    [{ ...nurse, targetRole: '   ' }],
    [{ ...nurse, currentRole: undefined }],
  ])('400 with the spec text when a role is missing (%#)', async (payload) => {
    const res = await plan(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(REQUIRED);
  });

  it.each([
    [{ timeframe: '10years' }, /Timeframe must be one of: 6months, 1year, 2years, 3years, 5years/],
    [{ experience: 'expert' }, /Experience must be one of: entry, mid, senior, lead/],
    [{ industry: 'mining' }, /Industry must be one of: .*education, marketing/],
    [{ skills: 42 }, /Skills must be a list/],
    [{ skills: Array.from({ length: 60 }, (_, i) => `s${i}`) }, /at most 50/],
    [{ targetOccupationCode: '11-9111.0' }, /O\*NET-SOC code/],
  ])('400 for a bad value (%#)', async (change, message) => {
    const res = await plan(owner, { ...nurse, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('413 for an input over 5,000 characters', async () => {
    for (const change of [
      { interests: 'a'.repeat(5001) },
      { currentRole: 'a'.repeat(5001) },
      { skills: 'a,'.repeat(2600) },
    ]) {
      expect((await plan(owner, { ...nurse, ...change })).statusCode).toBe(413);
    }
  });

  it('answers roles that match nothing, said plainly', async () => {
    const res = await plan(owner, { currentRole: 'Zzyzx', targetRole: 'Qwvx Plorb' });
    expect(res.statusCode).toBe(200);
    expect(res.json().challenges.join(' ')).toMatch(/could not match/);
  });

  it('401 signed out', async () => {
    expect((await plan(null, nurse)).statusCode).toBe(401);
  });
});

describe('stored plans are the owner’s only', () => {
  it('another user’s plan answers 404 and is not listed', async () => {
    const { id } = (await plan(owner, nurse)).json();
    const othersList = await expectOwnerOnly(ctx, '/api/career/plans', id, { owner, stranger });
    expect(othersList).toEqual([]);
  });
});
