import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError, payloadTooLarge, tooManyRequests, unprocessable } from '../../../lib/errors';
import { EXTRACT_QUEUE_WAIT_MS, EXTRACT_TIMEOUT_MS, type DocumentKind } from './limits';
import type { ExtractResult, ExtractTask } from './task';

/**
 * The worker pool that parses uploaded documents. One or two threads (one fewer than the
 * cores, so the main thread always has one), started on demand and stopped after 30 s idle.
 * Each thread has its own heap cap; a document gets 10 s from the moment a thread takes it,
 * then the thread is terminated and replaced. Worker threads run at a lower CPU priority.
 */

const POOL_OPTIONS = {
  filename: new URL('./worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  idleTimeout: 30_000,
  maxQueue: 32,
  atomics: 'disabled' as const,
  niceIncrement: 10,
  execArgv: [],
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
};

let pool: Piscina<ExtractTask, ExtractResult> | undefined;

function getPool() {
  pool ??= new Piscina(POOL_OPTIONS);
  return pool;
}

/** The pool's live worker threads (for the upload benchmark). */
export const extractionThreads = () => pool?.threads ?? [];

/** Stops the pool's threads (tests and benchmarks; idle threads never keep the process up). */
export async function closeExtractionPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}

const busy = () =>
  tooManyRequests(
    'The server is busy reading other files. Please try again in a minute, or paste the text.',
  );

/** Parses a document in the pool; answers an HttpError for every way it can fail. */
export async function runExtraction(
  bytes: Uint8Array,
  kind: DocumentKind,
  maxChars: number,
): Promise<string> {
  const abort = new AbortController();
  const channel = new MessageChannel();
  let reason: 'queue' | 'time' | null = null;
  let timer = setTimeout(() => {
    reason = 'queue';
    abort.abort();
  }, EXTRACT_QUEUE_WAIT_MS);
  channel.port1.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reason = 'time';
      abort.abort();
    }, EXTRACT_TIMEOUT_MS);
  });
  let result: ExtractResult;
  try {
    result = await getPool().run(
      { bytes, kind, maxChars, started: channel.port2 },
      { signal: abort.signal, transferList: [channel.port2] },
    );
  } catch (err) {
    if (reason === 'time')
      throw unprocessable(
        `This file took too long to read (over ${EXTRACT_TIMEOUT_MS / 1000} seconds). Save it again as a simpler file, or paste the text.`,
      );
    if (reason === 'queue') throw busy();
    const code = (err as { code?: string }).code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw unprocessable(
        'This file is too complex to read: it needs more memory than we allow for one document. Save it again as a simpler file, or paste the text.',
      );
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw busy();
    throw err;
  } finally {
    clearTimeout(timer);
    channel.port1.close();
  }
  if (result.ok) return result.text;
  const make = result.status === 413 ? payloadTooLarge : unprocessable;
  if (result.status === 415) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', result.message);
  throw make(result.message);
}
