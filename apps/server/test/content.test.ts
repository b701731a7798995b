import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { matchesIndustry, type BlogList, type BlogPostSummary } from '@careerforge/contract';
import { blogPosts, communityMembers, testimonials } from '../src/db/schema';
import { seedContent } from '../src/modules/content/seed';
import { blogPosts as seedPosts } from '../src/modules/content/seed/blog-posts';
import { communityMembers as seedMembers } from '../src/modules/content/seed/community-members';
import { testimonials as seedTestimonials } from '../src/modules/content/seed/testimonials';
import { useApp, withTestApp } from './helpers';

const ctx = useApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('seeded content', () => {
  it('seeds the blog, testimonials and community members at start', async () => {
    const posts = await ctx.db.db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const slug of seedPosts.map((p) => p.slug)) {
      expect(posts.some((p) => p.slug === slug)).toBe(true);
    }
    expect((await ctx.db.db.select().from(testimonials)).length).toBeGreaterThanOrEqual(9);
    expect((await ctx.db.db.select().from(communityMembers)).length).toBeGreaterThanOrEqual(8);
  });

  it('seeding again changes nothing', async () => {
    const before = {
      posts: await ctx.db.db.select().from(blogPosts),
      testimonials: (await ctx.db.db.select().from(testimonials)).length,
      members: (await ctx.db.db.select().from(communityMembers)).length,
    };
    await seedContent(ctx.db.db);
    await seedContent(ctx.db.db);
    const posts = await ctx.db.db.select().from(blogPosts);
    expect(posts.length).toBe(before.posts.length);
    const slug = seedPosts[0]!.slug;
    const find = (rows: typeof posts) => rows.find((p) => p.slug === slug)!;
    expect(find(posts).updatedAt).toEqual(find(before.posts).updatedAt);
    expect((await ctx.db.db.select().from(testimonials)).length).toBe(before.testimonials);
    expect((await ctx.db.db.select().from(communityMembers)).length).toBe(before.members);
  });

  it('restores an edited seed post to its seed text', async () => {
    const slug = seedPosts[1]!.slug;
    await ctx.db.db.update(blogPosts).set({ title: 'Changed' }).where(eq(blogPosts.slug, slug));
    await seedContent(ctx.db.db);
    const [row] = await ctx.db.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    expect(row?.title).toBe(seedPosts[1]!.title);
  });
});

describe('GET /api/blog', () => {
  it('pages through every published article, newest first, without bodies', async () => {
    const first = (await get('/api/blog?limit=6')).json<BlogList>();
    expect(first.posts).toHaveLength(6);
    expect(first.total).toBeGreaterThanOrEqual(seedPosts.length);
    expect(first.nextOffset).toBe(6);
    expect(first.posts[0]).not.toHaveProperty('content');
    const seen: BlogPostSummary[] = [...first.posts];
    let next = first.nextOffset;
    while (next !== null) {
      const page = (await get(`/api/blog?limit=6&offset=${next}`)).json<BlogList>();
      seen.push(...page.posts);
      next = page.nextOffset;
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((p) => p.slug)).size).toBe(first.total);
    const dates = seen.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by category, and "all" means every category', async () => {
    const res = (await get('/api/blog?category=resume-tips&limit=50')).json<BlogList>();
    expect(res.posts.length).toBeGreaterThanOrEqual(3);
    expect(res.posts.every((p) => p.category === 'resume-tips')).toBe(true);
    expect(res.nextOffset).toBeNull();
    const all = (await get('/api/blog?category=all&limit=50')).json<BlogList>();
    const none = (await get('/api/blog?limit=50')).json<BlogList>();
    expect(all.total).toBe(none.total);
    const empty = (await get('/api/blog?category=no-such-category')).json<BlogList>();
    expect(empty).toEqual({ posts: [], total: 0, nextOffset: null });
  });

  it('rejects a page size out of range with a 400', async () => {
    expect((await get('/api/blog?limit=0')).statusCode).toBe(400);
    const res = await get('/api/blog?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });

  it('answers up to 3 featured articles', async () => {
    const res = await get('/api/blog/featured');
    expect(res.statusCode).toBe(200);
    const posts = res.json<BlogPostSummary[]>();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBeLessThanOrEqual(3);
    expect(posts.every((p) => p.featured && p.published)).toBe(true);
  });

  it('answers one article with its Markdown body', async () => {
    const seed = seedPosts[0]!;
    const res = await get(`/api/blog/${seed.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: seed.slug,
      title: seed.title,
      content: seed.content,
      readTime: seed.readTime,
      author: seed.author,
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await get('/api/blog/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Article not found.' } });
  });

  it('hides unpublished articles', async () => {
    const slug = `draft-${Date.now()}`;
    await ctx.db.db.insert(blogPosts).values({
      title: 'Draft',
      slug,
      excerpt: 'x',
      content: 'x',
      author: 'x',
      category: 'resume-tips',
      published: false,
    });
    expect((await get(`/api/blog/${slug}`)).statusCode).toBe(404);
    const list = (await get('/api/blog?limit=50')).json<BlogList>();
    expect(list.posts.some((p) => p.slug === slug)).toBe(false);
    await ctx.db.db.delete(blogPosts).where(eq(blogPosts.slug, slug));
  });
});

describe('testimonials and community', () => {
  it('lists testimonials with every field, and up to 3 featured', async () => {
    const all = (await get('/api/testimonials')).json();
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(all[0]).sort()).toEqual(
      [
        'company',
        'createdAt',
        'id',
        'imageUrl',
        'linkedinUrl',
        'name',
        'quote',
        'rating',
        'role',
        'sample',
        'verified',
      ].sort(),
    );
    const featured = (await get('/api/testimonials/featured')).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(3);
  });

  it('filters testimonials by industry, ignoring case, on role or company', async () => {
    const all = (await get('/api/testimonials')).json();
    for (const industry of ['tech', 'marketing', 'sales', 'design', 'management']) {
      const res = (await get(`/api/testimonials?industry=${industry.toUpperCase()}`)).json();
      expect(res.length).toBeGreaterThan(0);
      expect(res).toEqual(
        all.filter((t: { role: string; company: string | null }) => matchesIndustry(t, industry)),
      );
    }
    expect((await get('/api/testimonials?industry=all')).json()).toHaveLength(all.length);
  });

  it('lists public community members, and up to 4 featured', async () => {
    const members = (await get('/api/community/members')).json();
    expect(members.length).toBeGreaterThanOrEqual(8);
    expect(members.every((m: { isPublic: boolean }) => m.isPublic)).toBe(true);
    expect(members[0]).toMatchObject({
      name: expect.any(String),
      status: expect.any(String),
      achievements: expect.any(Object),
    });
    const featured = (await get('/api/community/featured')).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
  });
});

describe('seeded examples are labelled, never verified, and follow the operator’s choice', () => {
  it('serves every seeded testimonial and member as a sample, and no sample as verified', async () => {
    const all = (await get('/api/testimonials')).json();
    expect(all).toHaveLength(seedTestimonials.length);
    expect(all.every((t: { sample: boolean; verified: boolean }) => t.sample && !t.verified)).toBe(
      true,
    );
    const members = (await get('/api/community/members')).json();
    expect(members.every((m: { sample: boolean }) => m.sample)).toBe(true);
    expect(members).toHaveLength(seedMembers.length);
  });

  it('praises only tools that exist, in every seeded quote and counter', () => {
    const unbuilt =
      /interview (arena|coach)|practis|cover letter|linkedin|salary|negotiat|career plan|application tracker|tracked/i;
    for (const t of seedTestimonials) expect(t.quote).not.toMatch(unbuilt);
    for (const m of seedMembers) {
      expect(m.bio).not.toMatch(unbuilt);
      for (const key of Object.keys(m.achievements))
        expect(['resumesTailored', 'resumesSaved']).toContain(key);
    }
  });

  it('keeps an operator’s rows (and their verification) while syncing, and removes samples when asked', async () => {
    await withTestApp({}, async (t) => {
      const db = t.db.db;
      await db.insert(testimonials).values({
        name: 'Real Person',
        role: 'Engineer',
        company: 'Acme',
        rating: 5,
        quote: 'A real quote, checked by the operator.',
        verified: true,
      });
      await db.insert(communityMembers).values({
        name: 'Real Member',
        role: 'Analyst',
        status: 'new_member',
        bio: 'Real.',
      });
      // A sample row edited by hand, or one marked verified, goes back to the seed.
      await db
        .update(testimonials)
        .set({ verified: true, quote: 'Edited' })
        .where(eq(testimonials.name, seedTestimonials[0]!.name));
      await seedContent(db);
      const rows = await db.select().from(testimonials);
      expect(rows).toHaveLength(seedTestimonials.length + 1);
      expect(rows.filter((r) => r.sample).every((r) => !r.verified)).toBe(true);
      expect(rows.find((r) => r.name === seedTestimonials[0]!.name)?.quote).toBe(
        seedTestimonials[0]!.quote,
      );
      const real = (await t.app.inject({ method: 'GET', url: '/api/testimonials' }))
        .json()
        .find((r: { name: string }) => r.name === 'Real Person');
      expect(real).toMatchObject({ sample: false, verified: true });

      // Seeding again with nothing changed keeps the same rows (same ids).
      const ids = rows.map((r) => r.id).sort();
      await seedContent(db);
      expect((await db.select().from(testimonials)).map((r) => r.id).sort()).toEqual(ids);

      // SAMPLE_CONTENT=off: the examples go, the operator's rows stay.
      await seedContent(db, { samples: false });
      expect((await db.select().from(testimonials)).map((r) => r.name)).toEqual(['Real Person']);
      expect((await db.select().from(communityMembers)).map((r) => r.name)).toEqual([
        'Real Member',
      ]);
    });
  });

  it('SAMPLE_CONTENT=off starts with no examples', async () => {
    await withTestApp({ SAMPLE_CONTENT: 'off' }, async (t) => {
      expect((await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/community/members' })).json()).toEqual(
        [],
      );
    });
  });

  it('the migration marks rows seeded by earlier versions as unverified samples', async () => {
    await withTestApp({ SAMPLE_CONTENT: 'off' }, async (t) => {
      const db = t.db.db;
      // As an earlier version seeded it: not a sample, verified.
      await db.insert(testimonials).values({
        name: 'Priya Raman',
        role: 'Senior Software Engineer',
        company: 'Kestrelworks Tech',
        rating: 5,
        quote:
          'The score breakdown was the useful part. It showed that I never actually wrote "Kubernetes" even though I ran our clusters for two years, and that my summary said nothing about on-call leadership. Two honest edits, and I went from no replies to three recruiter calls in a fortnight.',
        verified: true,
      });
      await db.insert(testimonials).values({
        name: 'Priya Raman',
        role: 'Engineer',
        rating: 5,
        quote: 'Someone else with the same name.',
        verified: true,
      });
      const migration = readFileSync(
        path.resolve(import.meta.dirname, '../src/db/migrations/0003_sample_content.sql'),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint'))
        if (statement.includes('UPDATE')) await db.execute(sql.raw(statement));
      const rows = await db.select().from(testimonials).where(eq(testimonials.name, 'Priya Raman'));
      expect(rows.map((r) => [r.role, r.sample, r.verified]).sort()).toEqual([
        ['Engineer', false, true],
        ['Senior Software Engineer', true, false],
      ]);
    });
  });
});

describe('free resources as PDF', () => {
  it('serves a real PDF with the title in its text', async () => {
    const res = await get('/api/resources/interview-preparation-worksheet.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="careerforge-interview-preparation-worksheet.pdf"',
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(doc, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Interview Preparation Worksheet');
    expect(text).toContain('Tell me about yourself');
    expect(text).toContain('Page 1 of');
  });

  it('serves every resource offered on the guides page', async () => {
    for (const id of [
      'ats-resume-checklist',
      'interview-preparation-worksheet',
      'salary-negotiation-planner',
    ]) {
      const res = await get(`/api/resources/${id}.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
  });

  it('answers 404 for an unknown resource', async () => {
    const res = await get('/api/resources/no-such-thing.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Resource not found.');
  });
});

describe('API documentation', () => {
  it('documents every public content route', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    for (const p of [
      '/api/blog',
      '/api/blog/featured',
      '/api/blog/{slug}',
      '/api/testimonials',
      '/api/testimonials/featured',
      '/api/community/members',
      '/api/community/featured',
      '/api/resources/{id}.pdf',
      '/api/newsletter',
      '/api/waitlist',
      '/api/contact',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
