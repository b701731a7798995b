import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, routeOf, uploadResumeSchema } from '@careerforge/contract';
import {
  badRequest,
  payloadTooLarge,
  tooManyRequests,
  unsupportedMediaType,
} from '../../lib/errors';
import { cachedListRoute, okAfter, savedItemReadRoutes } from '../../lib/routes';
import { closeExtractionPool, configureExtraction, startExtractionPool } from './extract/pool';
import { normaliseSaved, type ResumesService } from './service';

/** "10 minutes", "1 hour", "45 seconds" for a window in seconds. */
function duration(seconds: number): string {
  const [n, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return n === 1 ? unit : `${n} ${unit}s`;
}

/** The one file of a multipart request, read whole (the plugin caps it at 10 MB). */
async function readFile(req: FastifyRequest) {
  let file;
  try {
    file = await req.file();
  } catch {
    throw badRequest('The upload could not be read.');
  }
  if (!file) throw badRequest('Choose a file to upload.', { file: 'File is required' });
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename, mimeType: file.mimetype };
  } catch (err) {
    if (err instanceof Error && /too large|limit/i.test(err.message)) {
      throw payloadTooLarge(
        'The file is larger than 10 MB. Upload a smaller file or paste the text.',
      );
    }
    throw badRequest('The upload could not be read.');
  }
}

export const resumeRoutes: FastifyPluginAsync<{ service: ResumesService }> = async (
  app,
  { service },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.requireUser);
  // The document parsing workers are child processes: stop them with the server.
  app.addHook('onClose', closeExtractionPool);
  configureExtraction({ workerMemoryMb: app.config.uploads.workerMemoryMb });
  if (app.config.warmWorkers) app.addHook('onListen', async () => startExtractionPool());

  // Uploads per signed-in user (per client address for a request without a session, which
  // then gets its 401), counted before the body is read.
  const { max, window } = app.config.uploads.rateLimit;
  const uploadRateLimit = {
    max,
    timeWindow: window * 1000,
    keyGenerator: async (req: FastifyRequest) => {
      const user = await req.getUser();
      return user ? `upload:user:${user.id}` : `upload:ip:${req.ip}`;
    },
    errorResponseBuilder: () =>
      tooManyRequests(
        `Too many uploads: up to ${max} files every ${duration(window)}. Please wait a little and try again, or paste the text.`,
      ),
  };

  cachedListRoute(r, 'resumes.list', service.list);

  r.route({
    ...routeOf('resumes.create'),
    handler: async (req) => service.create(req.user.id, req.body),
  });

  // A 10 MB file is ~13.4 MB as base64; let the route read it and answer a precise 413 itself.
  // A multipart upload has no JSON body: the handler reads the file, or checks the JSON body
  // with the same schema, so anything passes the route's own validation.
  const upload = routeOf('resumes.upload');
  r.route({
    ...upload,
    schema: { ...upload.schema, body: upload.schema.body.or(z.any()) },
    config: { rateLimit: uploadRateLimit },
    bodyLimit: Math.ceil(MAX_UPLOAD_BYTES * 1.4) + 64 * 1024,
    handler: async (req) => {
      if (req.isMultipart()) {
        const file = await readFile(req);
        return service.upload(req.user.id, file);
      }
      const parsed = uploadResumeSchema.safeParse(req.body);
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]),
        );
        throw badRequest(Object.values(fields)[0] ?? 'Invalid upload', fields);
      }
      const { bytes, mimeType } = service.decodeDataUrl(parsed.data.fileData);
      return service.upload(req.user.id, {
        bytes,
        fileName: parsed.data.fileName,
        mimeType: parsed.data.fileType ?? mimeType,
      });
    },
  });

  r.route({
    ...routeOf('resumes.import'),
    config: { rateLimit: uploadRateLimit },
    handler: async (req, reply) => {
      if (!req.isMultipart())
        throw unsupportedMediaType('Send the file as multipart/form-data in the field "file".');
      const { bytes, fileName } = await readFile(req);
      reply.code(201);
      return service.importFile(req.user.id, { bytes, fileName });
    },
  });

  r.route({
    ...routeOf('resumes.get'),
    handler: async (req) => service.get(req.user.id, req.params.id),
  });

  r.route({
    ...routeOf('resumes.update'),
    handler: async (req) => service.rename(req.user.id, req.params.id, req.body.title),
  });
  r.route({
    ...routeOf('resumes.remove'),
    handler: async (req) => okAfter(service.remove(req.user.id, req.params.id)),
  });

  savedItemReadRoutes(r, 'savedResumes', service.saved, { cached: true });
  r.route({
    ...routeOf('savedResumes.create'),
    handler: async (req) => service.saved.create(req.user.id, normaliseSaved(req.body)),
  });
  r.route({
    ...routeOf('savedResumes.update'),
    handler: async (req) => service.saved.update(req.user.id, req.params.id, req.body),
  });
  r.route({
    ...routeOf('savedResumes.remove'),
    handler: async (req) => okAfter(service.saved.remove(req.user.id, req.params.id)),
  });
};
