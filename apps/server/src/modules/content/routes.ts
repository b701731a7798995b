import { routeOf } from '@careerforge/contract';
import { publicRoutes } from '../../lib/routes';
import type { ContentService } from './service';

/** Public content: blog, testimonials, community members and the free resources. */
export const contentRoutes = publicRoutes<{ service: ContentService }>((r, { service }) => {
  r.route({ ...routeOf('blog.list'), handler: async (req) => service.listPosts(req.query) });
  r.route({ ...routeOf('blog.featured'), handler: async () => service.featuredPosts() });
  r.route({ ...routeOf('blog.post'), handler: async (req) => service.post(req.params.slug) });

  r.route({
    ...routeOf('testimonials.list'),
    handler: async (req) => service.testimonials(req.query.industry),
  });
  r.route({
    ...routeOf('testimonials.featured'),
    handler: async () => service.featuredTestimonials(),
  });

  r.route({ ...routeOf('community.members'), handler: async () => service.members() });
  r.route({ ...routeOf('community.featured'), handler: async () => service.featuredMembers() });

  r.route({
    ...routeOf('resources.pdf'),
    handler: async (req, reply) => {
      const { fileName, pdf } = await service.resourcePdf(req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  });
});
