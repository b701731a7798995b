import { routeOf } from '@careerforge/contract';
import { perUserRateLimit } from '../../lib/rate-limit';
import { signedInRoutes } from '../../lib/routes';
import { closeRenderPool, startRenderPool } from './pool';
import type { ResumeBuilderService } from './service';

/** RFC 6266 / 5987: an ASCII fallback name and the UTF-8 name. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const resumeBuilderRoutes = signedInRoutes<{ service: ResumeBuilderService }>(
  (r, { service }, app) => {
    app.addHook('onClose', closeRenderPool);
    // the worker is warmed once the server listens (never for an app only injected into)
    if (app.config.warmWorkers) app.addHook('onListen', async () => void startRenderPool());
    r.route({
      ...routeOf('builder.parse'),
      config: { rateLimit: perUserRateLimit('builder-parse', 60) },
      handler: async (req) => service.parse(req.body.text),
    });
    r.route({
      ...routeOf('builder.save'),
      handler: async (req) => service.save(req.user.id, req.params.id, req.body),
    });
    r.route({
      ...routeOf('resumes.export'),
      config: { rateLimit: perUserRateLimit('resume-export', 60) },
      handler: async (req, reply) => {
        const file = await service.export(req.user.id, req.body);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', disposition(file.fileName))
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    });
  },
);
