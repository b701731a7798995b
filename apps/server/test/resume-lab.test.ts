import { describe, expect, it } from 'vitest';
import { activitiesOf, useApp, type TestUser } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const tailor = (payload: object, u: TestUser | null = user) =>
  ctx.as(u)({ method: 'POST', url: '/api/ai/tailor-resume', payload });
const base = () => ({
  resumeContent: RESUME(),
  jobDescription: JOB(),
  tailoringMode: 'personalized',
  companyName: 'Cobalt Harbor',
  jobTitle: 'Senior Backend Engineer',
  userId: 1,
});

describe('POST /api/ai/tailor-resume (built-in engine)', () => {
  it('answers the tailoring result with an explained score breakdown', async () => {
    const res = await tailor(base());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('local');
    expect(body.tailoredContent.length).toBeGreaterThan(200);
    for (const k of [
      'atsScore',
      'keywordMatchScore',
      'originalAtsScore',
      'originalKeywordMatchScore',
    ]) {
      expect(Number.isInteger(body[k])).toBe(true);
      expect(body[k]).toBeGreaterThanOrEqual(0);
      expect(body[k]).toBeLessThanOrEqual(100);
    }
    expect(Array.isArray(body.improvements)).toBe(true);
    expect(Array.isArray(body.recommendations)).toBe(true);
    expect(body.report.checks.length).toBeGreaterThan(3);
    expect(
      body.report.hardSkills.found.length + body.report.hardSkills.missing.length,
    ).toBeGreaterThan(0);
    expect(body.originalReport.atsScore).toBe(body.originalAtsScore);
  });

  it('gives the same scores for the same input', async () => {
    const a = (await tailor(base())).json();
    const b = (await tailor(base())).json();
    expect([a.atsScore, a.keywordMatchScore, a.tailoredContent]).toEqual([
      b.atsScore,
      b.keywordMatchScore,
      b.tailoredContent,
    ]);
  });

  it('does visibly more in each mode', async () => {
    const results: Record<string, { improvements: string[]; tailoredContent: string }> = {};
    for (const mode of ['basic', 'personalized', 'aggressive']) {
      const res = await tailor({ ...base(), tailoringMode: mode });
      expect(res.statusCode).toBe(200);
      results[mode] = res.json();
    }
    expect(results.personalized!.improvements.length).toBeGreaterThan(
      results.basic!.improvements.length,
    );
    expect(results.aggressive!.improvements.length).toBeGreaterThanOrEqual(
      results.personalized!.improvements.length,
    );
  });

  it('records which resume was tailored (a fingerprint, never its text) and its score as sent', async () => {
    const u = await ctx.signUp();
    const edited = RESUME().replace('Backend engineer with a focus', 'Backend engineer focused');
    const first = (await tailor(base(), u)).json();
    // the same resume, spaced and cased differently, in another mode
    await tailor(
      { ...base(), resumeContent: `${RESUME().toUpperCase()}\n\n`, tailoringMode: 'basic' },
      u,
    );
    const third = (await tailor({ ...base(), resumeContent: edited }, u)).json();
    const rows = await activitiesOf(ctx.db, u.id, 'resume_tailored');
    const data = rows.map((r) => r.data as { resume?: unknown; resumeScore?: unknown });
    expect(data).toHaveLength(3);
    expect(data[0]!.resume).toMatch(/^[0-9a-f]{32}$/);
    expect(data[1]!.resume).toBe(data[0]!.resume);
    expect(data[2]!.resume).toMatch(/^[0-9a-f]{32}$/);
    expect(data[2]!.resume).not.toBe(data[0]!.resume);
    expect([data[0]!.resumeScore, data[2]!.resumeScore]).toEqual([
      first.originalAtsScore,
      third.originalAtsScore,
    ]);
    expect(JSON.stringify(rows)).not.toContain('focused');
  });

  it('answers 400 naming the field for a blank resume', async () => {
    const res = await tailor({ ...base(), resumeContent: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Resume content is required.',
      fields: { resumeContent: 'Resume content is required' },
    });
  });

  it('answers 400 naming the field for a blank job description', async () => {
    const res = await tailor({ ...base(), jobDescription: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('jobDescription');
  });

  it('answers 400 for a missing field', async () => {
    const { jobDescription: _omit, ...rest } = base();
    const res = await tailor(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('jobDescription');
  });

  it('answers 400 for an unknown tailoring mode', async () => {
    const res = await tailor({ ...base(), tailoringMode: 'extreme' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('tailoringMode');
  });

  it('answers 413 for a resume over 50,000 characters', async () => {
    const res = await tailor({ ...base(), resumeContent: 'a'.repeat(50_001) });
    expect(res.statusCode).toBe(413);
  });

  it('answers 401 when signed out', async () => {
    const res = await tailor(base(), null);
    expect(res.statusCode).toBe(401);
  });
});
