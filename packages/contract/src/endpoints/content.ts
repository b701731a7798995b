import { z } from 'zod';
import {
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
  communityMemberSchema,
  resourceParamsSchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from '../content';
import { E, endpoint, fileBytes, PDF_TYPE } from './endpoint';

/** Public content: blog, testimonials, community, resources. */
export const contentEndpoints = {
  'blog.list': endpoint('blog.list', {
    tags: ['blog'],
    summary: 'Published articles, newest first, a page at a time',
    querystring: blogListQuerySchema,
    response: { 200: blogListSchema },
  }),
  'blog.featured': endpoint('blog.featured', {
    tags: ['blog'],
    summary: 'Up to 3 featured articles for the home page',
    response: { 200: z.array(blogPostSummarySchema) },
  }),
  'blog.post': endpoint('blog.post', {
    tags: ['blog'],
    summary: 'One article with its Markdown body',
    params: blogSlugParamsSchema,
    response: { 200: blogPostSchema, 404: E },
  }),
  'testimonials.list': endpoint('testimonials.list', {
    tags: ['testimonials'],
    summary: 'Every testimonial, optionally filtered by industry',
    querystring: testimonialsQuerySchema,
    response: { 200: z.array(testimonialSchema) },
  }),
  'testimonials.featured': endpoint('testimonials.featured', {
    tags: ['testimonials'],
    summary: 'Up to 3 featured testimonials for the home page',
    response: { 200: z.array(testimonialSchema) },
  }),
  'community.members': endpoint('community.members', {
    tags: ['community'],
    summary: 'Public community member profiles',
    response: { 200: z.array(communityMemberSchema) },
  }),
  'community.featured': endpoint('community.featured', {
    tags: ['community'],
    summary: 'Up to 4 featured members for the home page',
    response: { 200: z.array(communityMemberSchema) },
  }),
  'resources.pdf': endpoint('resources.pdf', {
    tags: ['resources'],
    summary: 'A free career resource (checklist, worksheet, planner) as a PDF file',
    params: resourceParamsSchema,
    produces: [PDF_TYPE],
    response: {
      200: fileBytes('The PDF file'),
      404: E,
    },
  }),
};
