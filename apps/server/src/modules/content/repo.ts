import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/query';
import { blogPosts, communityMembers, testimonials } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type CommunityMemberRow = typeof communityMembers.$inferSelect;

/** Every column but the article body: lists never carry it. */
const { content: _content, ...summaryColumns } = getTableColumns(blogPosts);
const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)];

export function contentRepo(db: Executor) {
  return {
    async listPosts(opts: { category?: string | undefined; limit: number; offset: number }) {
      const where: SQL | undefined = opts.category
        ? and(eq(blogPosts.published, true), eq(blogPosts.category, opts.category))
        : eq(blogPosts.published, true);
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(...newestFirst)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    featuredPosts: (limit: number) =>
      db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), eq(blogPosts.featured, true)))
        .orderBy(...newestFirst)
        .limit(limit),
    async postBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
        .limit(1);
      return row ?? null;
    },
    testimonials: () =>
      db.select().from(testimonials).orderBy(desc(testimonials.createdAt), asc(testimonials.id)),
    featuredTestimonials: (limit: number) =>
      db
        .select()
        .from(testimonials)
        .where(eq(testimonials.featured, true))
        .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
        .limit(limit),
    publicMembers: () =>
      db
        .select()
        .from(communityMembers)
        .where(eq(communityMembers.isPublic, true))
        .orderBy(desc(communityMembers.createdAt), asc(communityMembers.id)),
    featuredMembers: (limit: number) =>
      db
        .select()
        .from(communityMembers)
        .where(and(eq(communityMembers.isPublic, true), eq(communityMembers.featured, true)))
        .orderBy(desc(communityMembers.createdAt), asc(communityMembers.id))
        .limit(limit),
  };
}
export type ContentRepo = ReturnType<typeof contentRepo>;
