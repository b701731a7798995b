import { randomBytes } from 'node:crypto';
import {
  TOKEN_LIMITS,
  TOKEN_PREFIX,
  type AccessToken,
  type CreatedToken,
  type TokenScope,
} from '@careerforge/contract';
import type { Executor, Page } from '../../db/query';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { tokenDigest } from '../auth/service';
import { accessTokensRepo, type AccessTokenRow } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as TokenScope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Personal access tokens: created with a secret shown once, listed, revoked. */
export function accessTokensService({ db, clock }: { db: Executor; clock: Clock }) {
  const repo = accessTokensRepo(db);
  return {
    list: async (userId: string, page?: Page) => (await repo.list(userId, page)).map(toAccessToken),

    async create(
      userId: string,
      input: { name: string; scope: TokenScope; expiresInDays?: number | null | undefined },
    ): Promise<CreatedToken> {
      if ((await repo.count(userId)) >= TOKEN_LIMITS.perUser)
        throw conflict(
          `You have ${TOKEN_LIMITS.perUser} tokens, the most one account can hold. Revoke one you no longer use first.`,
        );
      const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = clock();
      const row = await repo.create({
        userId,
        name: input.name,
        scope: input.scope,
        digest: tokenDigest(secret),
        createdAt: now,
        expiresAt: input.expiresInDays
          ? new Date(now.getTime() + input.expiresInDays * DAY_MS)
          : null,
      });
      return { token: toAccessToken(row), secret };
    },

    async remove(userId: string, id: number) {
      if (!(await repo.remove(userId, id))) throw notFound('Token');
    },
  };
}

export type AccessTokensService = ReturnType<typeof accessTokensService>;
