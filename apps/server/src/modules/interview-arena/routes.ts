import { MAX_AUDIO_BYTES, routeOf } from '@careerforge/contract';
import { payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { cachedListRoute, perUser, signedInRoutes } from '../../lib/routes';
import type { InterviewArenaService } from './service';
import { audioType, looksLikeAudio } from './transcribe';

const TOO_LARGE = `The recording is larger than ${MAX_AUDIO_BYTES / 1024 / 1024} MB. Record a shorter answer (10 minutes at most) or type it.`;
const NOT_AUDIO =
  'The upload is not audio. Send the recording as audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav.';

export const interviewArenaRoutes = signedInRoutes<{ service: InterviewArenaService }>(
  (r, { service }, app) => {
    // Recordings arrive as raw bytes; anything else that is not JSON is read as bytes too, so the
    // route can answer a clear 415 instead of a parser error.
    app.addContentTypeParser(
      /^(?:audio|video)\//,
      { parseAs: 'buffer', bodyLimit: MAX_AUDIO_BYTES + 1 },
      (_req, body, done) => done(null, body),
    );
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_AUDIO_BYTES + 1 },
      (_req, body, done) => done(null, body),
    );

    cachedListRoute(r, 'interviews.list', service.list);
    r.route({
      ...routeOf('interviews.generate'),
      config: perUser('interview-generate', 30),
      handler: async (req) => service.generate(req.user.id, req.body),
    });
    r.route({
      ...routeOf('interviews.analyze'),
      config: perUser('interview-analyze', 60),
      handler: async (req) => service.analyze(req.user.id, req.body),
    });
    r.route({
      ...routeOf('interviews.progress'),
      handler: async (req) => service.progress(req.user.id, req.query.timeZone),
    });
    r.route({
      ...routeOf('interviews.transcribeStatus'),
      handler: async () => service.transcriptionStatus(),
    });
    r.route({
      ...routeOf('interviews.transcribe'),
      bodyLimit: MAX_AUDIO_BYTES + 1,
      config: perUser('interview-transcribe', 20),
      // Too large by its declared length: refused before a byte is read.
      onRequest: async (req) => {
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > MAX_AUDIO_BYTES) throw payloadTooLarge(TOO_LARGE);
      },
      handler: async (req) => {
        const type = audioType(req.headers['content-type']);
        if (!type) throw unsupportedMediaType(NOT_AUDIO);
        const body = req.body as unknown;
        if (!Buffer.isBuffer(body) || body.length === 0) throw unsupportedMediaType(NOT_AUDIO);
        if (body.length > MAX_AUDIO_BYTES) throw payloadTooLarge(TOO_LARGE);
        if (!looksLikeAudio(body)) throw unsupportedMediaType(NOT_AUDIO);
        return service.transcribe(body, type, req.query.durationSeconds ?? null);
      },
    });
    r.route({
      ...routeOf('interviews.get'),
      handler: async (req) => service.get(req.user.id, req.params.id),
    });
  },
);
