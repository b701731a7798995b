import { describe, expect, it } from 'vitest';
import { analyzeResume } from '@careerforge/engine';
import { MAX_JOB_DESCRIPTION_CHARS, MAX_RESUME_CHARS } from '@careerforge/contract';
import { engineOptions } from '../src/ai/types';
import { useApp, type TestUser } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const score = (payload: unknown, u: TestUser | null = user) =>
  ctx.call(u, 'POST', '/api/lab/score', payload as object);

describe('POST /api/lab/score', () => {
  it("answers the engine's score and breakdown of the text against the job", async () => {
    const res = await score({ resumeContent: RESUME(), jobDescription: JOB(), userId: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = analyzeResume(RESUME(), JOB(), engineOptions());
    expect(body.atsScore).toBe(expected.atsScore);
    expect(body.keywordMatchScore).toBe(expected.keywordMatchScore);
    expect(body.report.atsScore).toBe(body.atsScore);
    expect(body.report.checks.length).toBeGreaterThan(3);
  });

  it('scores an unedited tailored text exactly as the tailoring did', async () => {
    const tailored = await ctx.call(user, 'POST', '/api/ai/tailor-resume', {
      resumeContent: RESUME(),
      jobDescription: JOB(),
      tailoringMode: 'personalized',
    });
    const t = tailored.json();
    const res = await score({ resumeContent: t.tailoredContent, jobDescription: JOB() });
    expect(res.json()).toMatchObject({
      atsScore: t.atsScore,
      keywordMatchScore: t.keywordMatchScore,
    });
  });

  it('follows the text: adding a missing skill raises the keyword match', async () => {
    const before = (await score({ resumeContent: RESUME(), jobDescription: JOB() })).json();
    const missing: string[] = before.report.hardSkills.missing.map(
      (k: { jobTerm: string }) => k.jobTerm,
    );
    expect(missing.length).toBeGreaterThan(0);
    const edited = `${RESUME()}\n\nSKILLS\n${missing.join(', ')}\n`;
    const after = (await score({ resumeContent: edited, jobDescription: JOB() })).json();
    expect(after.keywordMatchScore).toBeGreaterThan(before.keywordMatchScore);
  });

  it('needs a session', async () => {
    const res = await score({ resumeContent: RESUME(), jobDescription: JOB() }, null);
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for blank or missing fields and 413 over the caps', async () => {
    const blank = await score({ resumeContent: '   ', jobDescription: JOB() });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.resumeContent).toMatch(/required/i);
    expect((await score({ resumeContent: RESUME() })).statusCode).toBe(400);
    expect((await score({ resumeContent: 42, jobDescription: JOB() })).statusCode).toBe(400);
    const malformed = await ctx.as(user)({
      method: 'POST',
      url: '/api/lab/score',
      headers: { 'content-type': 'application/json' },
      payload: '{"resumeContent":',
    });
    expect(malformed.statusCode).toBe(400);
    const longResume = await score({
      resumeContent: 'a'.repeat(MAX_RESUME_CHARS + 1),
      jobDescription: JOB(),
    });
    expect(longResume.statusCode).toBe(413);
    const longJob = await score({
      resumeContent: RESUME(),
      jobDescription: 'b'.repeat(MAX_JOB_DESCRIPTION_CHARS + 1),
    });
    expect(longJob.statusCode).toBe(413);
  });

  it('limits requests per user, not per address', async () => {
    const busy = await ctx.signUp();
    const other = await ctx.signUp();
    other.ip = busy.ip;
    const payload = { resumeContent: 'Engineer with Go', jobDescription: 'Go engineer' };
    let last = 200;
    for (let i = 0; i < 121; i++) last = (await score(payload, busy)).statusCode;
    expect(last).toBe(429);
    expect((await score(payload, other)).statusCode).toBe(200);
  });
});
