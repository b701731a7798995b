import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';
import { RESUME, dataUrl } from './fixtures';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const txt = (text: string, fileName = 'jordan.txt') => ({
  fileData: dataUrl(Buffer.from(text), 'text/plain'),
  fileName,
  fileType: 'text/plain',
});
const upload = (u: TestUser, payload: object) =>
  ctx.as(u)({ method: 'POST', url: '/api/resumes/upload', payload });
const list = async (u: TestUser) =>
  (await ctx.call(u, 'GET', '/api/resumes')).json() as {
    id: number;
    title: string;
    fileName: string | null;
  }[];
const rename = (u: TestUser | null, id: number | string, payload: unknown) =>
  ctx.call(u, 'PATCH', `/api/resumes/${id}`, payload as object);
const remove = (u: TestUser | null, id: number | string) =>
  ctx.call(u, 'DELETE', `/api/resumes/${id}`);

describe('uploaded originals', () => {
  it('uploading the same file again reuses its row, keeping a rename', async () => {
    const user = await ctx.signUp();
    const first = (await upload(user, txt(RESUME()))).json();
    expect((await rename(user, first.resume.id, { title: 'Main resume' })).statusCode).toBe(200);
    const again = await upload(user, txt(RESUME(), 'jordan-copy.txt'));
    expect(again.statusCode).toBe(200);
    expect(again.json().resume).toMatchObject({
      id: first.resume.id,
      title: 'Main resume',
      fileName: 'jordan-copy.txt',
    });
    expect(again.json().extractedText).toBe(RESUME().trim());
    expect((await list(user)).filter((r) => r.fileName)).toHaveLength(1);

    // other bytes are another file
    const other = (await upload(user, txt(`${RESUME()}\nAWARDS\nA prize, 2024`))).json();
    expect(other.resume.id).not.toBe(first.resume.id);
    expect((await list(user)).filter((r) => r.fileName)).toHaveLength(2);
  });

  it("never reuses another user's upload of the same file", async () => {
    const a = (await upload(owner, txt('Same bytes\nEngineer with Go'))).json();
    const b = (await upload(stranger, txt('Same bytes\nEngineer with Go'))).json();
    expect(b.resume.id).not.toBe(a.resume.id);
    expect((await list(stranger)).map((r) => r.id)).toContain(b.resume.id);
    expect((await list(owner)).map((r) => r.id)).not.toContain(b.resume.id);
  });

  it('renames: 200 with the new title, 400 for a blank one, 404 for another user, 401 signed out', async () => {
    const { resume } = (await upload(owner, txt('Rename me\nEngineer', 'cv.txt'))).json();
    const res = await rename(owner, resume.id, { title: '  Resume for startups  ', userId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: resume.id,
      title: 'Resume for startups',
      fileName: 'cv.txt',
    });

    const blank = await rename(owner, resume.id, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.title).toMatch(/required/i);
    expect((await rename(owner, resume.id, {})).statusCode).toBe(400);
    expect((await rename(owner, resume.id, { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await rename(owner, 'abc', { title: 'x' })).statusCode).toBe(400);
    expect((await rename(stranger, resume.id, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await rename(null, resume.id, { title: 'x' })).statusCode).toBe(401);
    expect((await list(owner)).find((r) => r.id === resume.id)?.title).toBe('Resume for startups');
  });

  it("deletes: gone from the list, 404 after, another user's answers 404, saved resumes stay", async () => {
    const { resume } = (await upload(owner, txt('Delete me\nEngineer', 'old.txt'))).json();
    const saved = (
      await ctx.call(owner, 'POST', '/api/saved-resumes', { content: 'Delete me\nEngineer' })
    ).json();
    expect((await remove(stranger, resume.id)).statusCode).toBe(404);
    expect((await remove(null, resume.id)).statusCode).toBe(401);
    expect((await list(owner)).map((r) => r.id)).toContain(resume.id);

    const res = await remove(owner, resume.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(owner)).map((r) => r.id)).not.toContain(resume.id);
    expect((await remove(owner, resume.id)).statusCode).toBe(404);
    const kept = await ctx.call(owner, 'GET', `/api/saved-resumes/${saved.id}`);
    expect(kept.statusCode).toBe(200);

    // uploading it again after a delete makes a new row
    const again = (await upload(owner, txt('Delete me\nEngineer', 'old.txt'))).json();
    expect(again.resume.id).not.toBe(resume.id);
  });
});
