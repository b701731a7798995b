/**
 * What the HTTP benchmarks share: the load generator (autocannon in a worker thread, so on a
 * two-core machine the server and the client each have a core and neither steals the other's
 * event loop), listening on a free port, the server's production config, and the session
 * cookie of a sign-up or sign-in answer.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../apps/server/src/config';

export const CONNECTIONS = 50;

export interface LoadRequest {
  url: string;
  /** One Cookie header per connection, used in turn; none for anonymous targets. */
  cookies: string[];
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** Plain CommonJS run by the worker: one autocannon run per message, results posted back. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
parentPort.on('message', ({ url, cookies, duration, connections }) => {
  let next = 0;
  // Each connection is its own signed-in browser: its own session cookie.
  const setupClient = cookies.length
    ? (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length] })
    : undefined;
  autocannon({ url, duration, connections, setupClient }, (err, raw) => {
    if (err) return parentPort.postMessage({ error: String(err) });
    // Off the main thread autocannon leaves its histograms encoded; its own helper decodes them.
    const r = autocannon.aggregateResult([raw], { url, connections });
    parentPort.postMessage({
      requestsPerSecond: r.requests.total / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  });
});
`;

let worker: Worker | undefined;

/** One autocannon run at CONNECTIONS connections, in the load worker. */
export function load(request: LoadRequest): Promise<LoadResult> {
  const w = (worker ??= new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { autocannon: createRequire(import.meta.url).resolve('autocannon') },
  }));
  return new Promise((resolve, reject) => {
    w.once('message', (m: LoadResult | { error: string }) =>
      'error' in m ? reject(new Error(m.error)) : resolve(m),
    );
    w.postMessage({ ...request, connections: CONNECTIONS });
  });
}

/** Stops the load worker (the process can then exit). */
export async function closeLoad(): Promise<void> {
  await worker?.terminate();
  worker = undefined;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The server's config as production runs it, quiet, on the given database. */
export const benchConfig = (databaseUrl?: string): Config =>
  loadConfig(
    {
      NODE_ENV: 'production',
      PORT: '3000',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-bench-data',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    { databaseUrl },
  );

/** The Cookie header that carries the session a sign-up or sign-in answer set. */
export const cookieOf = (res: globalThis.Response): string =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
