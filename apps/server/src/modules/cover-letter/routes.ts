import { routeOf } from '@careerforge/contract';
import {
  cachedListRoute,
  perUser,
  savedItemReadRoutes,
  savedItemWriteRoutes,
  signedInRoutes,
} from '../../lib/routes';
import type { CoverLetterService } from './service';

/** Content-Disposition for a download, with the UTF-8 name for browsers that read it. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const coverLetterRoutes = signedInRoutes<{ service: CoverLetterService }>(
  (r, { service }) => {
    cachedListRoute(r, 'coverLetters.list', service.list);
    r.route({
      ...routeOf('coverLetters.get'),
      handler: async (req) => service.get(req.user.id, req.params.id),
    });
    r.route({
      ...routeOf('coverLetters.generate'),
      config: perUser('letter', 30),
      handler: async (req) => service.generate(req.user.id, req.body),
    });
    r.route({
      ...routeOf('coverLetters.remove'),
      handler: async (req) => service.remove(req.user.id, req.params.id),
    });
    r.route({
      ...routeOf('coverLetters.enhanceAts'),
      config: perUser('letter-ats', 60),
      handler: async (req) => service.enhanceAts(req.user.id, req.body),
    });
    r.route({
      ...routeOf('coverLetters.export'),
      config: perUser('letter-export', 30),
      handler: async (req, reply) => {
        const file = await service.export(req.user.id, req.body);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    });

    savedItemReadRoutes(r, 'savedCoverLetters', service.saved, { cached: true });
    savedItemWriteRoutes(r, 'savedCoverLetters', service.saved);
  },
);
