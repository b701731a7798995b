import { analyzeSalary } from '@careerforge/engine';
import { describe, expect, it } from 'vitest';
import { activitiesOf, expectOwnerOnly, useApp, type TestUser } from './helpers';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const REQUIRED = 'Required Fields Missing - Please enter your current salary and job title.';
const nurse = {
  currentSalary: '$75,000',
  targetSalary: '92000',
  offerSalary: '80k',
  jobTitle: 'Registered Nurse',
  location: 'Houston, TX',
  experience: '6-10',
  industry: 'healthcare',
  companySize: 'large',
  achievements: 'Trained 12 new nurses\nCut medication errors by 30%',
  userId: 1,
};
const analyze = (u: TestUser | null, payload: unknown) =>
  ctx.call(u, 'POST', '/api/salary/analyze', payload as object);

describe('POST /api/salary/analyze', () => {
  it('answers the engine’s numbers, stores the analysis and records the activity', async () => {
    const res = await analyze(owner, nurse);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const engine = analyzeSalary({
      currentSalary: 75_000,
      targetSalary: 92_000,
      offerSalary: 80_000,
      jobTitle: 'Registered Nurse',
      location: 'Houston, TX',
      experience: '6-10',
      industry: 'healthcare',
      companySize: 'large',
      achievements: nurse.achievements,
    });
    expect(body.marketData).toEqual(engine.marketData);
    expect(body.confidence).toBe(engine.confidence);
    expect(body.provider).toBe('local');
    expect(body.occupation).toMatchObject({ code: '29-1141.00', title: 'Registered Nurses' });
    expect(body.request).toMatchObject({
      currentSalary: 75_000,
      targetSalary: 92_000,
      offerSalary: 80_000,
    });
    expect(body.positions.find((p: { kind: string }) => p.kind === 'offer').sentence).toMatch(
      /^The offer of \$80,000 is at the \d+\w\w percentile for Registered Nurses in Texas\.$/,
    );
    const rows = await activitiesOf(ctx.db, owner.id, 'salary_analyzed');
    expect(rows.at(-1)).toMatchObject({ refId: String(body.id), score: body.confidence });
    // revisited later
    const again = await ctx.call(owner, 'GET', `/api/salary/analyses/${body.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().negotiationScript).toBe(body.negotiationScript);
    const list = (await ctx.call(owner, 'GET', '/api/salary/analyses')).json();
    expect(list[0]).toMatchObject({
      id: body.id,
      jobTitle: 'Registered Nurse',
      currentSalary: 75_000,
    });
  });

  it('accepts only the current salary and the job title, and an hourly rate', async () => {
    const res = await analyze(owner, { currentSalary: '$25/hour', jobTitle: 'Warehouse Lead' });
    expect(res.statusCode).toBe(200);
    expect(res.json().request.currentSalary).toBe(52_000);
    expect(res.json().market.area).toBe('the United States');
  });

  it('uses an occupation the user picked among the matches', async () => {
    const res = await analyze(owner, {
      currentSalary: '42000',
      jobTitle: 'Warehouse Lead',
      location: 'Ohio',
      occupationCode: '51-9111.00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().occupation).toMatchObject({ code: '51-9111.00', method: 'chosen' });
    expect(res.json().alternatives.map((a: { code: string }) => a.code)).toContain('53-7062.00');
  });

  it('answers a title that matches nothing, with a low confidence said plainly', async () => {
    const res = await analyze(owner, { currentSalary: '50000', jobTitle: 'Zzyzx Qwv' });
    expect(res.statusCode).toBe(200);
    expect(res.json().confidence).toBeLessThan(50);
    expect(res.json().occupation.note).toMatch(/did not match any occupation/);
  });

  it.each([
    [{ ...nurse, currentSalary: undefined }, REQUIRED],
    [{ ...nurse, currentSalary: '  ' }, REQUIRED],
    [{ ...nurse, jobTitle: '' }, REQUIRED],
    [{ ...nurse, jobTitle: undefined }, REQUIRED],
  ])('400 with the spec text when a required field is missing (%#)', async (payload, message) => {
    const res = await analyze(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each([
    [{ currentSalary: 'lots' }, /Current salary must be an amount in US dollars/],
    [{ currentSalary: '-5000' }, /Current salary cannot be negative/],
    [{ targetSalary: '-1' }, /Target salary cannot be negative/],
    [{ currentSalary: '20000000' }, /at most \$10,000,000/],
    [{ offerSalary: 'abc' }, /Offer must be an amount/],
    [{ experience: '20+' }, /Experience must be one of: 0-2, 3-5, 6-10, 11-15, 15\+/],
    [{ industry: 'mining' }, /Industry must be one of: technology, finance/],
    [
      { companySize: 'huge' },
      /Company size must be one of: startup, small, medium, large, enterprise/,
    ],
    [{ occupationCode: 'nurse' }, /O\*NET-SOC code/],
    [{ jobTitle: 'x'.repeat(300) }, /Job title must be at most 200 characters/],
  ])('400 with a clear message for a bad value (%#)', async (change, message) => {
    const res = await analyze(owner, { ...nurse, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('413 for an input over 5,000 characters', async () => {
    for (const field of ['achievements', 'location', 'jobTitle', 'currentSalary']) {
      const res = await analyze(owner, { ...nurse, [field]: 'a'.repeat(5001) });
      expect(res.statusCode, field).toBe(413);
    }
  });

  it('401 signed out', async () => {
    expect((await analyze(null, nurse)).statusCode).toBe(401);
  });
});

describe('stored analyses are the owner’s only', () => {
  it('another user’s analysis answers 404 and is not listed; delete works for the owner only', async () => {
    const { id } = (await analyze(owner, nurse)).json();
    const list = await expectOwnerOnly(ctx, '/api/salary/analyses', id, { owner, stranger });
    expect(list.map((a) => a.id)).not.toContain(id);
    const mine = ctx.as(owner);
    expect(
      (await mine({ method: 'GET', url: '/api/salary/analyses/99999999999' })).statusCode,
    ).toBe(404);
  });
});
