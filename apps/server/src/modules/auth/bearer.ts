/**
 * Personal access tokens on the way in: `Authorization: Bearer <secret>` resolved to its user
 * with one indexed query by the secret's SHA-256 digest, unexpired. A bearer request is judged
 * by its token alone (any cookie is ignored), and a token never works as a cookie: the two
 * secrets live in different tables and are read from different headers.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { TOKEN_PREFIX, type TokenScope } from '@careerforge/contract';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { ResolvedSession } from './bridge';
import { sessionUserColumns, sessionUserOf } from './session-user';

/** What is stored for a secret: its SHA-256 digest (hex). Secrets are 256 random bits. */
export const tokenDigest = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * The secret of an `Authorization: Bearer` header; '' for a bearer header that cannot be one
 * of ours (refused without a lookup), undefined when the request has no bearer header.
 */
export function bearerSecret(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!m) return /^Bearer\b/i.test(header) ? '' : undefined;
  const secret = m[1]!;
  return secret.startsWith(TOKEN_PREFIX) && secret.length <= 100 ? secret : '';
}

/** A token is marked used at most once a minute: no write on every request. */
const TOUCH_EVERY_MS = 60_000;

export function bearerResolver(db: Db) {
  const { accessTokens, user, userDataVersions } = schema;
  const query = db
    .select({
      tokenId: accessTokens.id,
      scope: accessTokens.scope,
      lastUsedAt: accessTokens.lastUsedAt,
      ...sessionUserColumns,
    })
    .from(accessTokens)
    .innerJoin(user, eq(user.id, accessTokens.userId))
    .leftJoin(userDataVersions, eq(userDataVersions.userId, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.digest, sql.placeholder('digest')),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql`now()`)),
      ),
    )
    .prepare('user_by_access_token');

  return async function resolveBearer(secret: string): Promise<ResolvedSession | null> {
    if (!secret) return null;
    const [row] = await query.execute({ digest: tokenDigest(secret) });
    if (!row) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      // best effort: a failed mark is no reason to refuse the request
      void db
        .update(accessTokens)
        .set({ lastUsedAt: new Date() })
        .where(eq(accessTokens.id, row.tokenId))
        .catch(() => {});
    }
    return {
      ...sessionUserOf(row),
      setCookies: [],
      token: { id: row.tokenId, scope: row.scope as TokenScope },
    };
  };
}
