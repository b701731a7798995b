import {
  HOME_BLOG_POSTS,
  HOME_COMMUNITY_MEMBERS,
  HOME_TESTIMONIALS,
  matchesIndustry,
  type BlogList,
  type BlogListQuery,
  type BlogPost,
  type BlogPostSummary,
  type CommunityMember,
  type Testimonial,
} from '@careerforge/contract';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../db/query';
import {
  contentRepo,
  type BlogPostRow,
  type CommunityMemberRow,
  type ContentRepo,
  type TestimonialRow,
} from './repo';
import { seedContent } from './seed';
import { freeResources } from './resources';

const iso = (d: Date) => d.toISOString();

function toSummary(row: Omit<BlogPostRow, 'content'>): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    imageUrl: row.imageUrl,
    readTime: row.readTime,
    published: row.published,
    featured: row.featured,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  role: row.role,
  company: row.company,
  rating: row.rating,
  quote: row.quote,
  // A seeded example is never verified, whatever its row says.
  verified: row.verified && !row.sample,
  sample: row.sample,
  imageUrl: row.imageUrl,
  linkedinUrl: row.linkedinUrl,
  createdAt: iso(row.createdAt),
});

const toMember = (row: CommunityMemberRow): CommunityMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  status: row.status,
  bio: row.bio,
  achievements: row.achievements,
  isPublic: row.isPublic,
  sample: row.sample,
  createdAt: iso(row.createdAt),
});

export interface ContentDeps {
  db: Executor;
  /** Whether the example testimonials and community members are seeded (default) or removed. */
  sampleContent?: boolean;
  repo?: (db: Executor) => ContentRepo;
}

export function contentService({
  db,
  sampleContent = true,
  repo: makeRepo = contentRepo,
}: ContentDeps) {
  const repo = makeRepo(db);
  const pdfCache = new Map<string, Promise<Buffer>>();
  return {
    /** Seeds the public content and the examples, or removes the examples (idempotent; at start-up). */
    seed: () => seedContent(db, { samples: sampleContent }),
    async listPosts(query: BlogListQuery): Promise<BlogList> {
      const category = query.category && query.category !== 'all' ? query.category : undefined;
      const { rows, total } = await repo.listPosts({
        category,
        limit: query.limit,
        offset: query.offset,
      });
      const end = query.offset + rows.length;
      return { posts: rows.map(toSummary), total, nextOffset: end < total ? end : null };
    },
    featuredPosts: async () => (await repo.featuredPosts(HOME_BLOG_POSTS)).map(toSummary),
    async post(slug: string): Promise<BlogPost> {
      const row = await repo.postBySlug(slug);
      if (!row) throw notFound('Article');
      return { ...toSummary(row), content: row.content };
    },
    async testimonials(industry?: string) {
      const rows = (await repo.testimonials()).map(toTestimonial);
      return industry ? rows.filter((t) => matchesIndustry(t, industry)) : rows;
    },
    featuredTestimonials: async () =>
      (await repo.featuredTestimonials(HOME_TESTIMONIALS)).map(toTestimonial),
    members: async () => (await repo.publicMembers()).map(toMember),
    featuredMembers: async () => (await repo.featuredMembers(HOME_COMMUNITY_MEMBERS)).map(toMember),
    /** A free resource as a PDF file (built once per process, then served from memory). */
    async resourcePdf(id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const resource = freeResources.find((r) => r.id === id);
      if (!resource) throw notFound('Resource');
      // rendered once per process, and only once when many ask at the same time
      let pdf = pdfCache.get(id);
      if (!pdf) {
        // the PDF writer and its fonts are loaded with the first resource asked for
        pdf = import('./resource-pdf').then(({ markdownToPdf }) =>
          markdownToPdf(resource.body, { title: resource.title }),
        );
        pdfCache.set(id, pdf);
        pdf.catch(() => pdfCache.delete(id));
      }
      return { fileName: resource.fileName, pdf: await pdf };
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
