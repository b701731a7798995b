import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';
import { DOC } from './resume-builder-fixture';

const ctx = useApp({ users: 2 });
const [user, other] = ctx.users;

const TEXT = `Jane Doe
jane@example.com | (555) 987-6543 | Boston, MA

EXPERIENCE
Data Analyst | Initech | Boston, MA
Jan 2020 – Present
• Built weekly revenue dashboards in SQL and Tableau

EDUCATION
B.A. Economics | Boston University
2019

SKILLS
SQL, Python, Tableau`;

describe('POST /api/resume-builder/parse', () => {
  it("fills the builder's fields from resume text", async () => {
    const res = await ctx.call(user, 'POST', '/api/resume-builder/parse', {
      text: TEXT,
      userId: 7,
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.personal).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' });
    expect(doc.experience[0]).toMatchObject({ title: 'Data Analyst', company: 'Initech' });
    expect(doc.education[0]).toMatchObject({
      degree: 'B.A. Economics',
      school: 'Boston University',
    });
    expect(doc.skills.flatMap((g: { items: string[] }) => g.items)).toEqual([
      'SQL',
      'Python',
      'Tableau',
    ]);
  });

  it('400 for blank text, 413 for text over 50,000 characters, 401 signed out', async () => {
    const post = (payload: object, u: TestUser | null = user) =>
      ctx.as(u)({ method: 'POST', url: '/api/resume-builder/parse', payload });
    expect((await post({ text: '  ' })).statusCode).toBe(400);
    expect((await post({ text: 'x'.repeat(50_001) })).statusCode).toBe(413);
    expect((await post({ text: TEXT }, null)).statusCode).toBe(401);
  });
});

describe('saving a builder resume and opening it again', () => {
  it('creates with POST /api/resumes, saves again with PUT, lists the document', async () => {
    const created = await ctx.call(user, 'POST', '/api/resumes', {
      title: 'My Resume',
      content: DOC,
      isTemplate: false,
      userId: 99,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const changed = { ...DOC, template: 'tech-minimalist' as const, summary: 'Changed summary.' };
    const saved = await ctx.call(user, 'PUT', `/api/resume-builder/${id}`, {
      title: 'Renamed',
      document: changed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, title: 'Renamed' });
    expect(saved.json().content).toContain('Changed summary.');
    const list = (await ctx.call(user, 'GET', '/api/resumes')).json();
    const row = list.find((r: { id: number }) => r.id === id);
    expect(row.document).toMatchObject({
      template: 'tech-minimalist',
      summary: 'Changed summary.',
    });
  });

  it("answers 404 for another user's resume, and leaves it alone", async () => {
    const created = await ctx.call(user, 'POST', '/api/resumes', { title: 'Mine', content: DOC });
    const id = created.json().id as number;
    const res = await ctx.call(other, 'PUT', `/api/resume-builder/${id}`, {
      title: 'Stolen',
      document: DOC,
    });
    expect(res.statusCode).toBe(404);
    const theirs = (await ctx.call(other, 'GET', '/api/resumes')).json();
    expect(theirs.some((r: { id: number }) => r.id === id)).toBe(false);
    const mine = (await ctx.call(user, 'GET', '/api/resumes')).json();
    expect(mine.find((r: { id: number }) => r.id === id).title).toBe('Mine');
  });

  it('400 for a blank title, an unknown template or a bad id; 404 for a missing id', async () => {
    const put = (id: string, payload: object) =>
      ctx.as(user)({ method: 'PUT', url: `/api/resume-builder/${id}`, payload });
    expect((await put('1', { title: ' ', document: DOC })).statusCode).toBe(400);
    expect(
      (await put('1', { title: 'T', document: { ...DOC, template: 'nope' } })).statusCode,
    ).toBe(400);
    expect((await put('abc', { title: 'T', document: DOC })).statusCode).toBe(400);
    expect((await put('999999', { title: 'T', document: DOC })).statusCode).toBe(404);
  });
});
