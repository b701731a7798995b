import { z } from 'zod';
import { safeQueryText, safeText } from './common';
import { BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX } from './public-rules';

// The pure rules (no zod) travel with the content schemas.
export * from './public-rules';

const isoDate = z.string().meta({ description: 'ISO 8601 date-time' });

export const blogPostSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    author: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
    readTime: z.number().int().meta({ description: 'Minutes; default 5' }),
    published: z.boolean(),
    featured: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema
  .extend({ content: z.string().meta({ description: 'Markdown' }) })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuerySchema = z.object({
  category: safeQueryText('Category', 60).meta({
    description: 'A category slug; omit or "all" for every category',
  }),
  limit: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(BLOG_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogListSchema = z
  .object({
    posts: z.array(blogPostSummarySchema),
    total: z.number().int(),
    nextOffset: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Offset of the next page, or null on the last page' }),
  })
  .meta({ id: 'BlogList' });
export type BlogList = z.infer<typeof blogListSchema>;

export const blogSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: 'Slug is required' })
    .pipe(safeText('Slug', { max: 200 })),
});

export const testimonialSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
    company: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    quote: z.string(),
    verified: z.boolean().meta({ description: 'Checked by the operator; never true for a sample' }),
    sample: z
      .boolean()
      .meta({ description: 'A seeded example (a fictional person), shown labelled as such' }),
    imageUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsQuerySchema = z.object({
  industry: safeQueryText('Industry', 60).meta({
    description:
      'all, tech, marketing, sales, design or management: case-insensitive substring of role or company',
  }),
});

export const communityMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
    status: z
      .string()
      .meta({ description: 'recently_hired, community_helper, career_changer or new_member' }),
    bio: z.string(),
    achievements: z.record(z.string(), z.number()),
    isPublic: z.boolean(),
    sample: z
      .boolean()
      .meta({ description: 'A seeded example (a fictional person), shown labelled as such' }),
    createdAt: isoDate,
  })
  .meta({ id: 'CommunityMember' });
export type CommunityMember = z.infer<typeof communityMemberSchema>;

export const resourceParamsSchema = z.object({
  id: z
    .string()
    .min(1, { error: 'Resource id is required' })
    .pipe(safeText('Resource id', { max: 80 }))
    .meta({ description: 'Resource id, e.g. ats-resume-checklist' }),
});
