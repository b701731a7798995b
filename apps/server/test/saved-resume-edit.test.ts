import { describe, expect, it } from 'vitest';
import { analyzeResume } from '@careerforge/engine';
import { MAX_JOB_DESCRIPTION_CHARS } from '@careerforge/contract';
import { engineOptions } from '../src/ai/types';
import { useApp, type TestUser } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const engine = (text: string, job = JOB()) => analyzeResume(text, job, engineOptions());
const save = (u: TestUser, payload: object) =>
  ctx.as(u)({ method: 'POST', url: '/api/saved-resumes', payload });
const update = (u: TestUser, id: number, payload: object) =>
  ctx.as(u)({ method: 'PUT', url: `/api/saved-resumes/${id}`, payload });

/** The resume with the job's missing hard skills added, so its keyword match rises. */
function withMissingSkills(text: string): string {
  const missing = engine(text).hardSkills.missing.map((k) => k.jobTerm);
  return `${text}\n\nADDITIONAL SKILLS\n${missing.join(', ')}\n`;
}

describe('saved resumes keep their job and are scored by the server', () => {
  it('stores the job description and computes the scores itself on save', async () => {
    const res = await save(owner, {
      content: RESUME(),
      jobDescription: JOB(),
      companyName: 'Cobalt Harbor',
      atsScore: 100,
      keywordMatchScore: 100,
      report: { forged: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = engine(RESUME());
    expect(body.jobDescription).toBe(JOB().trim());
    expect(body.atsScore).toBe(expected.atsScore);
    expect(body.keywordMatchScore).toBe(expected.keywordMatchScore);
    expect(body.report.atsScore).toBe(expected.atsScore);
    expect(body.report.forged).toBeUndefined();
  });

  it('passes on no report that does not read as the engine writes one today', async () => {
    const res = await save(owner, { content: RESUME(), report: { forged: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toBeNull();
    const one = await ctx.call(owner, 'GET', `/api/saved-resumes/${res.json().id}`);
    expect(one.json().report).toBeNull();
  });

  it('lists saved resumes without their job description and report; one read has both', async () => {
    const { id } = (await save(owner, { content: RESUME(), jobDescription: JOB() })).json();
    const list = (await ctx.call(owner, 'GET', '/api/saved-resumes')).json();
    const listed = list.find((r: { id: number }) => r.id === id);
    expect(listed.content).toBe(RESUME());
    expect(listed.atsScore).toBe(engine(RESUME()).atsScore);
    expect(listed).not.toHaveProperty('report');
    expect(listed).not.toHaveProperty('jobDescription');
    const one = (await ctx.call(owner, 'GET', `/api/saved-resumes/${id}`)).json();
    expect(one.jobDescription).toBe(JOB().trim());
    expect(one.report.atsScore).toBe(listed.atsScore);
  });

  it('scores new text again against the stored job, ignoring scores sent with it', async () => {
    const { id } = (await save(owner, { content: RESUME(), jobDescription: JOB() })).json();
    const edited = withMissingSkills(RESUME());
    const res = await update(owner, id, { content: edited, atsScore: 1, keywordMatchScore: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = engine(edited);
    expect(body.content).toBe(edited);
    expect(body.atsScore).toBe(expected.atsScore);
    expect(body.keywordMatchScore).toBe(expected.keywordMatchScore);
    expect(body.keywordMatchScore).toBeGreaterThan(engine(RESUME()).keywordMatchScore);
    expect(body.report.keywordMatchScore).toBe(expected.keywordMatchScore);
    // and it stays so
    const again = (await ctx.call(owner, 'GET', `/api/saved-resumes/${id}`)).json();
    expect(again.atsScore).toBe(expected.atsScore);
  });

  it('keeps the scores when only the title, tags or notes change', async () => {
    const { id, atsScore } = (
      await save(owner, { content: RESUME(), jobDescription: JOB() })
    ).json();
    const res = await update(owner, id, { title: 'Renamed', tags: ['go'], notes: 'Sent' });
    expect(res.json()).toMatchObject({ title: 'Renamed', atsScore, jobDescription: JOB().trim() });
  });

  it('without a job description, new text clears the old scores (there is nothing to score against)', async () => {
    const { id } = (
      await save(owner, { content: 'Jordan Rivera\nEngineer', atsScore: 80, keywordMatchScore: 70 })
    ).json();
    const res = await update(owner, id, { content: 'Jordan Rivera\nSenior Engineer' });
    expect(res.json()).toMatchObject({
      content: 'Jordan Rivera\nSenior Engineer',
      jobDescription: null,
      atsScore: null,
      keywordMatchScore: null,
      report: null,
    });
  });

  it('adding a job description later scores the resume; removing it clears the scores', async () => {
    const { id } = (await save(owner, { content: RESUME(), atsScore: 80 })).json();
    const scored = (await update(owner, id, { jobDescription: JOB() })).json();
    expect(scored.atsScore).toBe(engine(RESUME()).atsScore);
    const cleared = (await update(owner, id, { jobDescription: null })).json();
    expect(cleared).toMatchObject({ jobDescription: null, atsScore: null, report: null });
  });

  it("answers 404 for another user's resume and changes nothing", async () => {
    const { id, content } = (
      await save(owner, { content: RESUME(), jobDescription: JOB() })
    ).json();
    const res = await update(stranger, id, { content: 'Taken over' });
    expect(res.statusCode).toBe(404);
    const mine = (await ctx.call(owner, 'GET', `/api/saved-resumes/${id}`)).json();
    expect(mine.content).toBe(content);
  });

  it('refuses bad input: 400 for wrong types and blank content, 413 over the caps, 401 signed out', async () => {
    const { id } = (await save(owner, { content: RESUME(), jobDescription: JOB() })).json();
    expect((await update(owner, id, { content: 42 })).statusCode).toBe(400);
    expect((await update(owner, id, { jobDescription: ['x'] })).statusCode).toBe(400);
    expect(
      (await update(owner, id, { jobDescription: 'j'.repeat(MAX_JOB_DESCRIPTION_CHARS + 1) }))
        .statusCode,
    ).toBe(413);
    expect(
      (
        await save(owner, {
          content: 'x',
          jobDescription: 'j'.repeat(MAX_JOB_DESCRIPTION_CHARS + 1),
        })
      ).statusCode,
    ).toBe(413);
    expect((await update(owner, id, { content: 'a\u0000b' })).statusCode).toBe(400);
    expect((await update(null as unknown as TestUser, id, { content: 'x' })).statusCode).toBe(401);
  });
});
