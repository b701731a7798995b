import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/query';
import { blogPosts, communityMembers, testimonials } from '../../db/schema';
import { blogPosts as seedPosts } from './seed/blog-posts';
import { communityMembers as seedMembers } from './seed/community-members';
import { testimonials as seedTestimonials } from './seed/testimonials';

/** Arbitrary constant: serialises seeding when several app instances start at once. */
const SEED_LOCK_ID = 725_144_020;

/** Options for seeding: `samples` false removes the example testimonials and members. */
export interface SeedOptions {
  samples?: boolean;
}

/** A row's content as one comparable string (object keys sorted, as jsonb returns them in its own order). */
function canonical(row: Record<string, unknown>, keys: readonly string[]): string {
  return JSON.stringify(
    keys.map((k) => {
      const v = row[k];
      return v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
        : (v ?? null);
    }),
  );
}

function sameRows(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

const TESTIMONIAL_KEYS = [
  'name',
  'role',
  'company',
  'rating',
  'quote',
  'verified',
  'imageUrl',
  'linkedinUrl',
  'featured',
] as const;
const MEMBER_KEYS = [
  'name',
  'role',
  'status',
  'bio',
  'achievements',
  'isPublic',
  'featured',
] as const;

/**
 * Seeds the public content, idempotently. Blog posts are upserted by slug (a post changes only
 * when its seed text changed). The example testimonials and community members (sample = true)
 * follow the seed: when they differ from it they are replaced, and with `samples: false` they
 * are removed. Rows an operator added (sample = false) are never touched.
 */
export async function seedContent(
  db: Executor,
  { samples = true }: SeedOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await upsertPosts(tx);

    // Earlier entries are newer, so "newest first" keeps the seed order.
    const base = Date.now();
    const at = (i: number) => new Date(base - i * 60_000);

    await syncTestimonials(tx, samples, at);
    await syncMembers(tx, samples, at);
  });
}

type Tx = Parameters<Parameters<Executor['transaction']>[0]>[0];

/** Upserts the blog posts by slug; a post changes only when its seed text changed. */
async function upsertPosts(tx: Tx): Promise<void> {
  await tx
    .insert(blogPosts)
    .values(
      seedPosts.map((p) => ({
        title: p.title,
        slug: p.slug,
        excerpt: p.excerpt,
        content: p.content,
        author: p.author,
        category: p.category,
        readTime: p.readTime,
        featured: p.featured,
        published: true,
        createdAt: new Date(p.publishedAt),
        updatedAt: new Date(p.publishedAt),
      })),
    )
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        excerpt: sql`excluded.excerpt`,
        content: sql`excluded.content`,
        author: sql`excluded.author`,
        category: sql`excluded.category`,
        readTime: sql`excluded.read_time`,
        featured: sql`excluded.featured`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${blogPosts.title}, ${blogPosts.excerpt}, ${blogPosts.content}, ${blogPosts.author}, ${blogPosts.category}, ${blogPosts.readTime}, ${blogPosts.featured})
          is distinct from (excluded.title, excluded.excerpt, excluded.content, excluded.author, excluded.category, excluded.read_time, excluded.featured)`,
    });
}

/** Replaces the sample testimonials when they differ from the seed (none without samples). */
async function syncTestimonials(tx: Tx, samples: boolean, at: (i: number) => Date) {
  const wantedTestimonials = samples
    ? seedTestimonials.map((s) => ({ ...s, verified: false, sample: true }))
    : [];
  const haveTestimonials = await tx
    .select()
    .from(testimonials)
    .where(eq(testimonials.sample, true));
  if (
    !sameRows(
      haveTestimonials.map((r) => canonical(r, TESTIMONIAL_KEYS)),
      wantedTestimonials.map((r) => canonical(r, TESTIMONIAL_KEYS)),
    )
  ) {
    await tx.delete(testimonials).where(eq(testimonials.sample, true));
    if (wantedTestimonials.length)
      await tx
        .insert(testimonials)
        .values(wantedTestimonials.map((s, i) => ({ ...s, createdAt: at(i) })));
  }
}

/** Replaces the sample community members when they differ from the seed (none without samples). */
async function syncMembers(tx: Tx, samples: boolean, at: (i: number) => Date) {
  const wantedMembers = samples ? seedMembers.map((s) => ({ ...s, sample: true })) : [];
  const haveMembers = await tx
    .select()
    .from(communityMembers)
    .where(eq(communityMembers.sample, true));
  if (
    !sameRows(
      haveMembers.map((r) => canonical(r, MEMBER_KEYS)),
      wantedMembers.map((r) => canonical(r, MEMBER_KEYS)),
    )
  ) {
    await tx.delete(communityMembers).where(eq(communityMembers.sample, true));
    if (wantedMembers.length)
      await tx
        .insert(communityMembers)
        .values(wantedMembers.map((s, i) => ({ ...s, createdAt: at(i) })));
  }
}
