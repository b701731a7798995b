import * as workerpool from 'workerpool';
import type { ExportResumeRequest } from '@careerforge/contract';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { workerEntry } from '../../lib/runtime';
import { cannotPrint } from './layout';
import type { RenderResult } from './task';

/**
 * The pool that renders exports: one worker process. Laying out a PDF takes tens to hundreds of
 * milliseconds of CPU, which on the server's own thread would hold up every other request; in
 * the worker it does not.
 *
 * Kept warm (WARM_WORKERS=on, the default, see `startRenderPool`): the worker starts with the
 * server and draws a small PDF at once, which loads the PDF writer and the default fonts, so
 * the first export a user asks for takes as long as any other (a cold worker took 2 to 3.5 s).
 * After 5 minutes idle a worker that has rendered anything is replaced by a fresh, warmed one,
 * which returns the memory of the fonts its documents loaded. Not kept warm: the worker starts
 * with the first export and stops after 5 minutes idle.
 */

const IDLE_MS = 5 * 60_000;
/** A render gets this long from the moment the worker takes it. */
export const RENDER_TIMEOUT_MS = 20_000;

/**
 * The worker's heap does not grow with the documents it writes (bench/export.bench.ts: heap
 * after garbage collection 56.7 MB before and 59.1 MB after 3,000 in-process exports, most of
 * the difference performance entries of React's development build, which the worker does not
 * run; it grew 0.2 MB a document while React could not drop finished ones, see renderPdf).
 * It is still replaced after this many renders: each Chinese, Japanese or Korean font file a
 * document needed stays loaded (all of them, regular weight: about 35 MB of heap and 25 MB of
 * buffers), and a fresh process returns that memory.
 */
export const RENDERS_PER_WORKER = 1000;

let pool: ReturnType<typeof workerpool.pool> | undefined;
let active = 0;
/** renders by the current worker */
let renders = 0;
let idleTimer: NodeJS.Timeout | undefined;
let keepWarm = false;

function getPool() {
  clearTimeout(idleTimer);
  pool ??= workerpool.pool(workerEntry('export', new URL('./worker.mjs', import.meta.url)), {
    workerType: 'process',
    minWorkers: 0,
    maxWorkers: 1,
    maxQueueSize: 32,
    workerTerminateTimeout: 250,
    forkOpts: {
      execArgv: ['--max-old-space-size=384'],
      serialization: 'advanced',
      // React's development build (what an unset NODE_ENV selects) keeps a stack trace per
      // element and a performance entry per render; the server's own default is production
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
    },
  });
  return pool;
}

/** Starts a worker and has it draw a first PDF; a failure shows again at the first export. */
async function warmUp(): Promise<void> {
  await getPool()
    .exec('warmUp', [])
    .timeout(RENDER_TIMEOUT_MS)
    .catch(() => {});
}

/** Worker processes running now (for tests and health checks). */
export const renderWorkers = (): number => pool?.stats().totalWorkers ?? 0;

/** Starts the worker with the server and keeps one warm from then on (WARM_WORKERS=on). */
export function startRenderPool(): Promise<void> {
  keepWarm = true;
  return warmUp();
}

/** Replaces a worker that has rendered by a fresh one (the old one ends its current task). */
function recycle(p: ReturnType<typeof workerpool.pool>) {
  renders = 0;
  if (pool === p) pool = undefined;
  void p.terminate(false).catch(() => {});
  if (keepWarm) void warmUp();
}

function whenIdle() {
  if (!keepWarm) return void closeRenderPool();
  if (pool && renders > 0) recycle(pool);
}

export async function closeRenderPool(): Promise<void> {
  keepWarm = false;
  clearTimeout(idleTimer);
  const p = pool;
  pool = undefined;
  await p?.terminate(true).catch(() => {
    // already gone
  });
}

const failed = () =>
  new HttpError(503, 'EXPORT_FAILED', 'Failed to export resume. Please try again in a minute.');

/** Renders an export in the worker; every failure is an HttpError, never a 500. */
export async function runRender(req: ExportResumeRequest): Promise<Buffer> {
  const p = getPool();
  active++;
  try {
    const result = (await p
      .exec('render', [req])
      .timeout(RENDER_TIMEOUT_MS)
      .catch((err: unknown) => {
        if (err instanceof Error && /max queue size/i.test(err.message))
          throw tooManyRequests(
            'The server is busy exporting other resumes. Please try again in a minute.',
          );
        throw failed();
      })) as RenderResult;
    if (!result.ok) throw result.unprintable ? cannotPrint(result.unprintable) : failed();
    return Buffer.from(result.bytes);
  } finally {
    renders++;
    const idle = () => {
      const stats = p.stats();
      return stats.pendingTasks === 0 && stats.activeTasks === 0;
    };
    // a fresh worker after many renders (only when no render waits on this one)
    if (renders >= RENDERS_PER_WORKER && pool === p && idle()) recycle(p);
    if (--active === 0) {
      idleTimer = setTimeout(whenIdle, IDLE_MS);
      idleTimer.unref();
    }
  }
}
