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

interface Query {
  model: string;
  where?: Where[] | undefined;
}
/** The adapter's `create` argument for a row of type T. */
interface CreateArgs<T> {
  model: string;
  data: Omit<T, 'id'>;
  select?: string[] | undefined;
  forceAllowId?: boolean | undefined;
}
const isSession = (args: Query) => args.model === 'session';
/** The query with its token conditions on the digest (session queries only). */
const hashed = <Q extends Query>(args: Q): Q =>
  isSession(args) ? { ...args, where: hashTokenWhere(args.where) } : args;

/**
 * Wraps the database adapter so every `session` query that names the token uses its digest:
 * created rows store the digest and hand the issued token back (the cookie is signed from it);
 * lookups, updates and deletes by token hash the value first. Rows read by user (the session
 * list) carry the digest, which is all the database knows.
 */
export function hashSessionTokens(adapter: DBAdapter): DBAdapter;
export function hashSessionTokens(adapter: DBTransactionAdapter): DBTransactionAdapter;
export function hashSessionTokens(
  adapter: DBAdapter | DBTransactionAdapter,
): DBAdapter | DBTransactionAdapter {
  const wrapped: DBTransactionAdapter = {
    ...adapter,
    create: async <T extends Record<string, unknown>, R = T>(args: CreateArgs<T>) => {
      const token: unknown = args.data.token;
      if (!isSession(args) || typeof token !== 'string') return adapter.create<T, R>(args);
      const row = await adapter.create<T, R>({
        ...args,
        data: { ...args.data, token: hashSessionToken(token) },
      });
      return withToken(row, token);
    },
    findOne: async <T>(args: Parameters<DBAdapter['findOne']>[0]) => {
      const row = await adapter.findOne<T>(hashed(args));
      return isSession(args) ? withToken(row, issuedToken(args.where)) : row;
    },
    update: async <T>(args: Parameters<DBAdapter['update']>[0]) => {
      if (!isSession(args)) return adapter.update<T>(args);
      const update = { ...args.update };
      if (typeof update.token === 'string') update.token = hashSessionToken(update.token);
      const row = await adapter.update<T>({ ...hashed(args), update });
      return withToken(row, issuedToken(args.where));
    },
    findMany: (args) => adapter.findMany(hashed(args)),
    count: (args) => adapter.count(hashed(args)),
    updateMany: (args) => adapter.updateMany(hashed(args)),
    delete: (args) => adapter.delete(hashed(args)),
    deleteMany: (args) => adapter.deleteMany(hashed(args)),
    consumeOne: (args) => adapter.consumeOne(hashed(args)),
    incrementOne: (args) => adapter.incrementOne(hashed(args)),
  };
  if (!('transaction' in adapter)) return wrapped;
  return {
    ...wrapped,
    transaction: (cb) => adapter.transaction((trx) => cb(hashSessionTokens(trx))),
  };
}
