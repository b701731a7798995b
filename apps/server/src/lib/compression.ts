import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyRequest } from 'fastify';

/** Brotli or gzip for every answer over 1 KB: the web app's JavaScript shrinks to about a third. */
export const COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'] satisfies Encoding[],
  // the quality @fastify/compress uses by default; named here so kept answers match it
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
} satisfies FastifyCompressOptions;

export type Encoding = 'br' | 'gzip';

/** Above this a kept answer is left to the plugin's streaming path, off the event loop. */
export const KEEP_COMPRESSED_MAX_BYTES = 256 * 1024;

/**
 * The encoding the compression plugin would choose for a JSON answer of `bytes` bytes to this
 * request (the same negotiation and threshold), or null when it would send it as it is.
 */
export function encodingFor(request: FastifyRequest, bytes: number): Encoding | null {
  if (bytes < COMPRESSION.threshold || bytes > KEEP_COMPRESSED_MAX_BYTES) return null;
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const chosen = negotiate(
    header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'),
    COMPRESSION.encodings,
  );
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** `text` compressed in one call, with the settings the compression plugin uses. */
export function compressText(text: string, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, COMPRESSION.brotliOptions) : gzipSync(text);
}
