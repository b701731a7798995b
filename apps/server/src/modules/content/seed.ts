import { count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/query';
import { blogPosts, communityMembers, testimonials } from '../../db/schema';
import { blogPosts as seedPosts } from './seed/blog-posts';
import { communityMembers as seedMembers } from './seed/community-members';
import { testimonials as seedTestimonials } from './seed/testimonials';

/** Arbitrary constant: serialises seeding when several app instances start at once. */
const SEED_LOCK_ID = 725_144_020;

/**
 * Seeds the public content, idempotently: blog posts are upserted by slug (a post changes
 * only when its seed text changed); testimonials and community members are inserted only
 * into an empty table, so rows added later are never duplicated or overwritten.
 */
export async function seedContent(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

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

    const [t] = await tx.select({ n: count() }).from(testimonials);
    if (!t?.n) {
      const base = Date.now();
      await tx.insert(testimonials).values(
        // Earlier entries are newer, so "newest first" keeps the seed order.
        seedTestimonials.map((s, i) => ({ ...s, createdAt: new Date(base - i * 60_000) })),
      );
    }

    const [m] = await tx.select({ n: count() }).from(communityMembers);
    if (!m?.n) {
      const base = Date.now();
      await tx
        .insert(communityMembers)
        .values(seedMembers.map((s, i) => ({ ...s, createdAt: new Date(base - i * 60_000) })));
    }
  });
}
