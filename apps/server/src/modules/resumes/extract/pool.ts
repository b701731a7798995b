import { availableParallelism } from 'node:os';
import * as workerpool from 'workerpool';
import { HttpError, payloadTooLarge, tooManyRequests, unprocessable } from '../../../lib/errors';
import { workerEntry } from '../../../lib/runtime';
import { EXTRACT_QUEUE_WAIT_MS, EXTRACT_TIMEOUT_MS, type DocumentKind } from './limits';
import type { ImportResult, ImportTask } from './import';
import type { ExtractFailure } from './limits';
import type { ExtractResult, ExtractTask } from './task';

/**
 * The pool that parses uploaded documents: one or two child processes (one fewer than the
 * cores, so the server always has one), started on demand and stopped after 5 minutes idle.
 *
 * Processes, not worker threads: a worker thread's heap cap does not hold when one allocation
 * overshoots it (V8 then aborts the whole process, server included; Node.js issue 47224), and
 * a thread's Buffers are not capped at all. A worker process that runs out of its heap dies
 * alone and is replaced. Each worker has a 256 MB heap (UPLOAD_WORKER_MEMORY_MB); a document
 * gets 10 s from the moment a worker takes it, then the worker is killed and replaced.
 * Workers run at a lower CPU priority. (A `--max-old-space-size` given to the server itself
 * is passed on to the workers by the pool library and then overrides their cap.)
 *
 * Kept warm (WARM_WORKERS=on, the default, see `startExtractionPool`): one worker starts with
 * the server and reads a small PDF at once, so the first upload (or the first PDF export, which
 * is read back) does not wait for a process to start and load the PDF reader; after 5 minutes
 * idle a worker that has read anything is replaced by a fresh, warmed one.
 */

const IDLE_MS = 5 * 60_000;

type Pool = ReturnType<typeof workerpool.pool>;

let workerMemoryMb = 256;

const poolOptions = () => ({
  workerType: 'process' as const,
  // One worker kept ready while the pool is up: a killed worker is replaced at once.
  minWorkers: 1,
  maxWorkers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueueSize: 32,
  // After a timeout the pool asks the worker to clean up and kills it if it does not answer.
  workerTerminateTimeout: 250,
  forkOpts: {
    execArgv: [`--max-old-space-size=${workerMemoryMb}`, '--max-semi-space-size=16'],
    serialization: 'advanced' as const,
  },
});

/** Sets each worker's heap (UPLOAD_WORKER_MEMORY_MB); running workers are replaced. */
export function configureExtraction(options: { workerMemoryMb: number }): void {
  if (options.workerMemoryMb === workerMemoryMb) return;
  workerMemoryMb = options.workerMemoryMb;
  void closeExtractionPool();
}

let pool: Pool | undefined;
let active = 0;
let idleTimer: NodeJS.Timeout | undefined;
let keepWarm = false;
/** tasks run by the current pool's workers */
let tasks = 0;

/** Worker processes running now (for tests and health checks). */
export const extractionWorkers = (): number => pool?.stats().totalWorkers ?? 0;

/** Starts a worker and has it read a first PDF; a failure shows again at the first upload. */
function warmUp(): void {
  void getPool()
    .exec('warmUp', [])
    .catch(() => {});
}

/** Starts a worker with the server and keeps one ready from then on (WARM_WORKERS=on). */
export function startExtractionPool(): void {
  keepWarm = true;
  warmUp();
}

function getPool(): Pool {
  clearTimeout(idleTimer);
  pool ??= workerpool.pool(
    workerEntry('upload', new URL('./worker.mjs', import.meta.url)),
    poolOptions(),
  );
  return pool;
}

function whenIdle() {
  if (!keepWarm) return void closeExtractionPool();
  if (!pool || tasks === 0) return;
  // a fresh worker returns the memory the documents it read left behind
  const old = pool;
  pool = undefined;
  tasks = 0;
  void old.terminate(false).catch(() => {});
  warmUp();
}

function release() {
  tasks++;
  if (--active > 0) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(whenIdle, IDLE_MS);
  idleTimer.unref();
}

/** Stops the workers (on server shutdown, and when idle). */
export async function closeExtractionPool(): Promise<void> {
  keepWarm = false;
  tasks = 0;
  clearTimeout(idleTimer);
  const p = pool;
  pool = undefined;
  await p?.terminate(true).catch(() => {
    // A worker that would not stop has been killed; nothing is left to wait for.
  });
}

const busy = () =>
  tooManyRequests(
    'The server is busy reading other files. Please try again in a minute, or paste the text.',
  );

const outOfMemory = () =>
  unprocessable(
    'This file is too complex to read: it needs more memory than we allow for one document. Save it again as a simpler file, or paste the text.',
  );

type Outcome = { ok: true } | ({ ok: false } & ExtractFailure);

/** Runs one task of the worker's in the pool; answers an HttpError for every way it can fail. */
async function runTask<R extends Outcome>(
  method: 'extract' | 'import',
  args: ExtractTask | ImportTask,
): Promise<Extract<R, { ok: true }>> {
  const p = getPool();
  let reason: 'queue' | 'time' | null = null;
  let timer: NodeJS.Timeout | undefined;
  let task: ReturnType<Pool['exec']>;
  try {
    task = p.exec(method, [args], {
      on: (event: unknown) => {
        if (event !== 'started') return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          reason = 'time';
          task.cancel();
        }, EXTRACT_TIMEOUT_MS);
      },
    });
  } catch (err) {
    if (err instanceof Error && /max queue size/i.test(err.message)) throw busy();
    throw err;
  }
  active++;
  timer = setTimeout(() => {
    reason = 'queue';
    task.cancel();
  }, EXTRACT_QUEUE_WAIT_MS);
  let result: R;
  try {
    result = (await task) as R;
  } catch (err) {
    if (reason === 'time')
      throw unprocessable(
        `This file took too long to read (over ${EXTRACT_TIMEOUT_MS / 1000} seconds). Save it again as a simpler file, or paste the text.`,
      );
    if (reason === 'queue') throw busy();
    // A worker that ran out of heap aborts (SIGABRT); the kernel's OOM killer sends SIGKILL.
    if (err instanceof Error && /signalCode: `(SIGABRT|SIGKILL)`|exitCode: `134`/.test(err.message))
      throw outOfMemory();
    throw err;
  } finally {
    clearTimeout(timer);
    release();
  }
  if (result.ok) return result as Extract<R, { ok: true }>;
  if (result.status === 415) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', result.message);
  throw (result.status === 413 ? payloadTooLarge : unprocessable)(result.message);
}

/** The text of a document, read in the pool. */
export async function runExtraction(
  bytes: Uint8Array,
  kind: DocumentKind,
  maxChars: number,
): Promise<string> {
  return (await runTask<ExtractResult>('extract', { bytes, kind, maxChars })).text;
}

/** A resume exported by another tool, read in the pool into a resume document. */
export function runImport(task: ImportTask) {
  return runTask<ImportResult>('import', task);
}
