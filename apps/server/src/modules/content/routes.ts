import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
  communityMemberSchema,
  errorBodySchema,
  resourceParamsSchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from '@careerforge/contract';
import type { ContentService } from './service';

/** Public content: blog, testimonials, community members and the free resources. */
export const contentRoutes: FastifyPluginAsync<{ service: ContentService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published articles, newest first, a page at a time',
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema },
      },
    },
    async (req) => service.listPosts(req.query),
  );
  r.get(
    '/api/blog/featured',
    {
      schema: {
        tags: ['blog'],
        summary: 'Up to 3 featured articles for the home page',
        response: { 200: z.array(blogPostSummarySchema) },
      },
    },
    async () => service.featuredPosts(),
  );
  r.get(
    '/api/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One article with its Markdown body',
        params: blogSlugParamsSchema,
        response: { 200: blogPostSchema, 404: errorBodySchema },
      },
    },
    async (req) => service.post(req.params.slug),
  );

  r.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Every testimonial, optionally filtered by industry',
        querystring: testimonialsQuerySchema,
        response: { 200: z.array(testimonialSchema) },
      },
    },
    async (req) => service.testimonials(req.query.industry),
  );
  r.get(
    '/api/testimonials/featured',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Up to 3 featured testimonials for the home page',
        response: { 200: z.array(testimonialSchema) },
      },
    },
    async () => service.featuredTestimonials(),
  );

  r.get(
    '/api/community/members',
    {
      schema: {
        tags: ['community'],
        summary: 'Public community member profiles',
        response: { 200: z.array(communityMemberSchema) },
      },
    },
    async () => service.members(),
  );
  r.get(
    '/api/community/featured',
    {
      schema: {
        tags: ['community'],
        summary: 'Up to 4 featured members for the home page',
        response: { 200: z.array(communityMemberSchema) },
      },
    },
    async () => service.featuredMembers(),
  );

  r.get(
    '/api/resources/:id.pdf',
    {
      schema: {
        tags: ['resources'],
        summary: 'A free career resource (checklist, worksheet, planner) as a PDF file',
        params: resourceParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ description: 'The PDF file' }),
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = service.resourcePdf(req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
};
