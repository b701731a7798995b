import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string; url?: string };
};

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (the same
 * `rate_limit` table as the auth limits, under its own keys), so every app instance
 * behind a load balancer counts against one limit.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'http:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      const id = `${this.prefix}${key}`;
      const now = Date.now();
      db.execute<{ count: number; last_request: number | string }>(
        sql`insert into rate_limit (id, key, count, last_request) values (${id}, ${id}, 1, ${now})
            on conflict (key) do update set
              count = case when rate_limit.last_request + ${timeWindow} <= ${now} then 1 else rate_limit.count + 1 end,
              last_request = case when rate_limit.last_request + ${timeWindow} <= ${now} then ${now} else rate_limit.last_request end
            returning count, last_request`,
      )
        .then((res) => {
          const row = res.rows[0];
          const start = Number(row?.last_request ?? now);
          cb(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, timeWindow - (now - start)),
          });
        })
        .catch((err: Error) => cb(err));
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = `${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}`;
      return new DatabaseRateLimitStore(undefined, `http:${route}:`);
    }
  };
}
