import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const save = (u: TestUser, payload: object) =>
  ctx.as(u)({ method: 'POST', url: '/api/saved-resumes', payload });
const sample = {
  content: 'Jordan Rivera\nSenior Engineer',
  companyName: 'Cobalt Harbor',
  jobTitle: 'Backend Engineer',
  tailoringMode: 'aggressive',
  atsScore: 84,
  keywordMatchScore: 77,
  improvements: ['Reordered skills'],
  recommendations: ['Add Kafka if you have used it'],
};

describe('saved resumes', () => {
  it('saves with the default title and lists newest first', async () => {
    const a = await save(owner, sample);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      title: 'Cobalt Harbor Resume - Backend Engineer',
      tags: [],
      isFavorite: false,
      atsScore: 84,
    });
    const b = await save(owner, { content: { rawText: 'Plain text from an object' } });
    expect(b.json()).toMatchObject({
      title: 'Tailored Resume - Position',
      content: 'Plain text from an object',
    });
    const list = (await ctx.call(owner, 'GET', '/api/saved-resumes')).json();
    expect(list[0].id).toBe(b.json().id);
    expect(list[1].id).toBe(a.json().id);
  });

  it('updates tags (deduplicated), favorite, title, company, job title and notes', async () => {
    const { id } = (await save(owner, sample)).json();
    const res = await ctx.call(owner, 'PUT', `/api/saved-resumes/${id}`, {
      tags: ['backend', 'Backend', ' go '],
      isFavorite: true,
      title: 'For Cobalt',
      notes: 'Sent on Monday',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tags: ['backend', 'go'],
      isFavorite: true,
      title: 'For Cobalt',
      notes: 'Sent on Monday',
    });
  });

  it('rejects a blank tag and an empty update', async () => {
    const { id } = (await save(owner, sample)).json();
    expect(
      (await ctx.call(owner, 'PUT', `/api/saved-resumes/${id}`, { tags: ['  '] })).statusCode,
    ).toBe(400);
    expect((await ctx.call(owner, 'PUT', `/api/saved-resumes/${id}`, {})).statusCode).toBe(400);
  });

  it("answers 404 for another user's saved resume on read, update and delete", async () => {
    const { id } = (await save(owner, sample)).json();
    const asStranger = ctx.as(stranger);
    expect((await asStranger({ method: 'GET', url: `/api/saved-resumes/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await asStranger({
          method: 'PUT',
          url: `/api/saved-resumes/${id}`,
          payload: { isFavorite: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asStranger({ method: 'DELETE', url: `/api/saved-resumes/${id}` })).statusCode,
    ).toBe(404);
    expect((await asStranger({ method: 'GET', url: '/api/saved-resumes' })).json()).toEqual([]);
    // Still there and unchanged for its owner.
    const mine = (await ctx.call(owner, 'GET', `/api/saved-resumes/${id}`)).json();
    expect(mine.isFavorite).toBe(false);
  });

  it('ignores a userId in the payload', async () => {
    const res = await save(stranger, { ...sample, userId: owner.id });
    expect(res.statusCode).toBe(200);
    const ownerList = (await ctx.call(owner, 'GET', '/api/saved-resumes')).json();
    expect(ownerList.some((r: { id: number }) => r.id === res.json().id)).toBe(false);
  });

  it('deletes', async () => {
    const { id } = (await save(owner, sample)).json();
    expect((await ctx.call(owner, 'DELETE', `/api/saved-resumes/${id}`)).statusCode).toBe(200);
    expect((await ctx.call(owner, 'GET', `/api/saved-resumes/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 for a non-numeric id and 413 for oversize content', async () => {
    expect((await ctx.call(owner, 'GET', '/api/saved-resumes/abc')).statusCode).toBe(400);
    expect((await save(owner, { ...sample, content: 'y'.repeat(50_001) })).statusCode).toBe(413);
  });
});
