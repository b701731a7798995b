/**
 * Session tokens at rest: the `session.token` column holds a digest of the token the cookie
 * carries, and the database adapter is wrapped so every session query uses the digest.
 */
import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/**
 * What the `session.token` column holds: the SHA-256 digest (hex) of the token the cookie
 * carries. A copy of the table cannot be replayed as a cookie. Migration 0002 computes the
 * same digest in SQL for sessions issued before.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A digest as stored; issued tokens are 32 alphanumeric characters and never look like this. */
export const DIGEST = /^[0-9a-f]{64}$/;

type AnyAdapter = DBAdapter | DBTransactionAdapter;
type Row = Record<string, unknown> | null;

function hashTokenWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((w) => {
    if (w.field !== 'token') return w;
    const v = w.value;
    if (typeof v === 'string') return { ...w, value: hashSessionToken(v) };
    if (Array.isArray(v)) {
      return {
        ...w,
        value: v.map((x) => (typeof x === 'string' ? hashSessionToken(x) : x)) as string[],
      };
    }
    return w;
  });
}

/** The token as issued, when a query names exactly one: rows it reads carry it back. */
function issuedToken(where: Where[] | undefined): string | undefined {
  const w = where?.find(
    (c) => c.field === 'token' && (c.operator ?? 'eq') === 'eq' && typeof c.value === 'string',
  );
  return w?.value as string | undefined;
}

function withToken<T>(row: T, token: string | undefined): T {
  if (!token || !row || typeof row !== 'object' || !('token' in row)) return row;
  return { ...row, token };
}

/**
 * Wraps the database adapter so every `session` query that names the token uses its digest:
 * created rows store the digest and hand the issued token back (the cookie is signed from it);
 * lookups, updates and deletes by token hash the value first. Rows read by user (the session
 * list) carry the digest, which is all the database knows.
 */
export function hashSessionTokens<A extends AnyAdapter>(adapter: A): A {
  const a = adapter as unknown as Record<
    string,
    (args: Record<string, unknown>) => Promise<unknown>
  >;
  const isSession = (args: Record<string, unknown>) => args.model === 'session';
  const hashed = (args: Record<string, unknown>) =>
    isSession(args) ? { ...args, where: hashTokenWhere(args.where as Where[] | undefined) } : args;
  const pass = (name: string) => (args: Record<string, unknown>) => a[name]!(hashed(args));
  const wrapped: Record<string, unknown> = {
    ...adapter,
    create: async (args: Record<string, unknown>) => {
      const data = args.data as Record<string, unknown>;
      if (!isSession(args) || typeof data.token !== 'string') return a.create!(args);
      const row = await a.create!({
        ...args,
        data: { ...data, token: hashSessionToken(data.token) },
      });
      return withToken(row as Row, data.token);
    },
    findOne: async (args: Record<string, unknown>) => {
      const row = await a.findOne!(hashed(args));
      return isSession(args) ? withToken(row as Row, issuedToken(args.where as Where[])) : row;
    },
    update: async (args: Record<string, unknown>) => {
      if (!isSession(args)) return a.update!(args);
      const update = { ...(args.update as Record<string, unknown>) };
      if (typeof update.token === 'string') update.token = hashSessionToken(update.token);
      const row = await a.update!({ ...hashed(args), update });
      return withToken(row as Row, issuedToken(args.where as Where[]));
    },
    findMany: pass('findMany'),
    count: pass('count'),
    updateMany: pass('updateMany'),
    delete: pass('delete'),
    deleteMany: pass('deleteMany'),
    consumeOne: pass('consumeOne'),
    incrementOne: pass('incrementOne'),
  };
  if ('transaction' in adapter) {
    wrapped.transaction = <R>(cb: (trx: DBTransactionAdapter) => Promise<R>) =>
      adapter.transaction((trx) => cb(hashSessionTokens(trx)));
  }
  return wrapped as unknown as A;
}
