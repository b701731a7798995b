import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/**
 * Reading a response body under a size cap: the declared length is checked first, then the
 * bytes as they arrive, after decompression (a small gzip body can inflate to gigabytes), and
 * the read stops the moment the cap is passed.
 */

export interface ReadLimits {
  maxBytes: number;
  /** Aborts the read (the fetch's time limit). */
  signal: AbortSignal;
  /** The error a body over the cap rejects with. */
  tooLarge: () => Error;
}

function decompressed(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const inflater =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!inflater) return res;
  res.on('error', (err) => inflater.destroy(err));
  res.pipe(inflater);
  return inflater;
}

export function readBody(res: IncomingMessage, limits: ReadLimits): Promise<Buffer> {
  const { maxBytes, signal, tooLarge } = limits;
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise<Buffer>((resolve, reject) => {
    const stream = decompressed(res);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (!err) return resolve(Buffer.concat(chunks, size));
      res.destroy();
      if (stream !== res) stream.destroy();
      reject(err);
    };
    const onAbort = () => finish(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) return onAbort();
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(tooLarge());
      else chunks.push(chunk);
    });
    stream.on('end', () => finish());
    stream.on('error', (err) => finish(err));
    // The connection closed before the body was complete.
    res.on('close', () => {
      if (!res.complete) finish(new Error('the response ended early'));
    });
  });
}
