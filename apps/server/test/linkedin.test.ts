import { describe, expect, it } from 'vitest';
import { optimizeAbout } from '@careerforge/engine';
import { useApp, type TestUser } from './helpers';

const ABOUT = [
  'Hi there, thanks for stopping by my profile!',
  'I am a product manager with a background in customer support and operations.',
  'I have always been passionate about synergy and I am a results-driven, innovative team player.',
  'I started my career answering support tickets and learned what customers actually need.',
  'At my last job I cut onboarding time by 40%.',
  'I also led a team of 6 through a billing migration that kept 98% of customers on the new plans.',
  'I use SQL, Jira and Figma every day.',
].join(' ');

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const post = (u: TestUser, url: string, payload: object) =>
  ctx.as(u)({ method: 'POST', url, payload });
const get = (u: TestUser, url: string) => ctx.as(u)({ method: 'GET', url });
const optimize = (payload: object) => post(owner, '/api/linkedin/optimize', payload);
const request = {
  currentAbout: ABOUT,
  targetRole: 'Senior Product Manager',
  industry: 'Technology',
  keywords: ['SQL', 'roadmaps'],
};

describe('POST /api/linkedin/optimize', () => {
  it('rewrites the About from the user’s own sentences, scores it and records it', async () => {
    const res = await optimize(request);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('local');
    expect(body.optimizedAbout).toMatch(/40%/);
    expect(body.optimizedAbout).not.toMatch(/synergy/);
    expect(body.engagementScore).toBeGreaterThan(body.original.engagementScore);
    expect(body.keywordsUsed).toContain('SQL');
    expect(body.suggestions.join(' ')).toMatch(/roadmaps/);
    expect(body.truth.ok).toBe(true);
    for (const c of body.claims) expect(ABOUT).toContain(c.source);
    const dashboard = (await get(owner, '/api/dashboard')).json();
    expect(dashboard.stats.linkedinOptimizations).toBe(1);
    expect(dashboard.recentActivity[0]).toMatchObject({
      type: 'linkedin_optimized',
      score: body.engagementScore,
    });
  });

  it('takes the industry in any letter case and keywords as one comma-separated string', async () => {
    const res = await optimize({ ...request, industry: 'real estate', keywords: ' SQL, ,Jira ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().keywordsUsed).toEqual(expect.arrayContaining(['SQL', 'Jira']));
  });

  it('answers the spec messages for a missing About or target role', async () => {
    const noAbout = await optimize({ ...request, currentAbout: '  ' });
    expect(noAbout.statusCode).toBe(400);
    expect(noAbout.json().error.message).toMatch(
      'About Section Required - Please enter your current About section to optimize.',
    );
    const noRole = await optimize({ ...request, targetRole: undefined });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.message).toMatch(
      'Target Role Required - Please specify your target role for optimization.',
    );
  });

  it('answers 413 for an About over 10,000 characters and 400 for an unknown industry', async () => {
    expect((await optimize({ ...request, currentAbout: 'word '.repeat(2_001) })).statusCode).toBe(
      413,
    );
    const industry = await optimize({ ...request, industry: 'Piracy' });
    expect(industry.statusCode).toBe(400);
    expect(industry.json().error.message).toMatch(/Industry must be one of: Technology/);
    expect((await optimize({ ...request, keywords: Array(31).fill('x') })).statusCode).toBe(400);
  });
});

describe('saved About drafts', () => {
  const draft = {
    title: 'About v1',
    content: ABOUT,
    contentType: 'linkedin_about',
    targetRole: 'Senior Product Manager',
    industry: 'Technology',
    keywords: ['SQL'],
    engagementScore: 100,
    userId: 'someone-else',
  };

  it('saves with the engine’s own score, lists, updates and deletes', async () => {
    const res = await post(owner, '/api/saved-linkedin', draft);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    const measured = optimizeAbout({
      currentAbout: ABOUT,
      targetRole: 'Senior Product Manager',
      industry: 'Technology',
      keywords: ['SQL'],
    }).original.engagementScore;
    expect(saved.engagementScore).toBe(measured);
    expect(saved).toMatchObject({ title: 'About v1', contentType: 'linkedin_about' });
    expect((await get(owner, '/api/saved-linkedin')).json()[0].id).toBe(saved.id);
    const patch = await ctx.call(owner, 'PATCH', `/api/saved-linkedin/${saved.id}`, {
      title: 'About v2',
    });
    expect(patch.json()).toMatchObject({ title: 'About v2', engagementScore: measured });
    const del = await ctx.call(owner, 'DELETE', `/api/saved-linkedin/${saved.id}`);
    expect(del.statusCode).toBe(200);
    expect((await get(owner, `/api/saved-linkedin/${saved.id}`)).statusCode).toBe(404);
  });

  it("keeps another user's drafts out of reach: 404 to read, update and delete", async () => {
    const { id } = (await post(owner, '/api/saved-linkedin', draft)).json();
    expect((await get(stranger, `/api/saved-linkedin/${id}`)).statusCode).toBe(404);
    const patch = await ctx.call(stranger, 'PATCH', `/api/saved-linkedin/${id}`, {
      title: 'Mine now',
    });
    expect(patch.statusCode).toBe(404);
    const del = await ctx.call(stranger, 'DELETE', `/api/saved-linkedin/${id}`);
    expect(del.statusCode).toBe(404);
    expect((await get(stranger, '/api/saved-linkedin')).json()).toEqual([]);
    expect((await get(owner, `/api/saved-linkedin/${id}`)).json().title).toBe('About v1');
  });

  it('refuses bad input', async () => {
    expect(
      (await post(owner, '/api/saved-linkedin', { ...draft, contentType: 'post' })).statusCode,
    ).toBe(400);
    expect((await post(owner, '/api/saved-linkedin', { ...draft, content: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(owner, '/api/saved-linkedin', { ...draft, content: 'x'.repeat(10_001) }))
        .statusCode,
    ).toBe(413);
    expect(
      (await post(owner, '/api/saved-linkedin', { ...draft, industry: 'Piracy' })).statusCode,
    ).toBe(400);
  });
});
