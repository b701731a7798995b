import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { session as sessionTable, user as userTable } from '../src/db/schema';
import { cookieFrom, queriesDuring, signIn, testConfig, useApp, type TestUser } from './helpers';

const COOKIE = 'careerforge.session_token';
const SECRET = testConfig().authSecret;
const sha256 = (v: string) => createHash('sha256').update(v, 'utf8').digest('hex');

const ctx = useApp();

const db = () => ctx.db.db;

/** The token inside a `token.signature` session cookie. */
function tokenOf(cookie: string): string {
  const pair = cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  if (!pair) throw new Error(`no session cookie in ${cookie}`);
  const value = decodeURIComponent(pair.slice(COOKIE.length + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/** A session cookie signed the way the auth library signs it. */
function signedCookie(token: string): string {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

const storedTokens = async (userId: string) =>
  (
    await db()
      .select({ token: sessionTable.token })
      .from(sessionTable)
      .where(eq(sessionTable.userId, userId))
  ).map((r) => r.token);

const me = (cookie: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/auth/user',
    headers: { host: 'localhost:3000', cookie },
  });

const authPost = (u: TestUser, url: string, payload: object = {}) =>
  ctx.as(u)({ method: 'POST', url, payload });

function sessionCookieSet(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => c.startsWith(`${COOKIE}=`));
}

describe('session tokens at rest', () => {
  it('stores only the SHA-256 digest of the token the cookie carries', async () => {
    const u = await ctx.signUp();
    const second = await signIn(ctx.app, u);
    const tokens = [tokenOf(u.cookie), tokenOf(second)];
    const stored = await storedTokens(u.id);
    expect(stored).toHaveLength(2);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(stored).toContain(sha256(token));
    }
    // Nothing in the table equals a cookie token, in any column.
    const rows = await db().select().from(sessionTable).where(eq(sessionTable.userId, u.id));
    const values = rows.flatMap((r) => Object.values(r).map(String));
    for (const token of tokens) expect(values.join('\n')).not.toContain(token);
    expect((await me(u.cookie)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses a forged signature and a cookie that carries the stored digest', async () => {
    const u = await ctx.signUp();
    const token = tokenOf(u.cookie);
    const forged = `${COOKIE}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await me(forged)).statusCode).toBe(401);
    // A copy of the session table is not a set of cookies, even with the signing secret.
    expect((await me(signedCookie(sha256(token)))).statusCode).toBe(401);
    const viaLibrary = await ctx.call(
      { ...u, cookie: signedCookie(sha256(token)) },
      'GET',
      '/api/auth/get-session',
    );
    expect(viaLibrary.json()).toBeNull();
  });

  it('keeps a session issued before the migration working once the migration has run', async () => {
    const u = await ctx.signUp();
    const plain = randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32);
    await db()
      .insert(sessionTable)
      .values({
        id: randomUUID(),
        token: plain,
        userId: u.id,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      });
    const cookie = signedCookie(plain);
    // Before the migration the lookup hashes the cookie token and finds nothing.
    expect((await me(cookie)).statusCode).toBe(401);

    const migration = readFileSync(
      path.join(migrationsFolder, '0002_hash_session_tokens.sql'),
      'utf8',
    );
    await db().execute(sql.raw(migration));
    await db().execute(sql.raw(migration)); // running it twice changes nothing

    const stored = await storedTokens(u.id);
    expect(stored).not.toContain(plain);
    expect(stored).toContain(sha256(plain));
    expect(stored).toContain(sha256(tokenOf(u.cookie)));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(u.id);
    expect((await me(u.cookie)).statusCode).toBe(200);
  });
});

describe('ending sessions', () => {
  it('logout ends the session at once: the replayed cookie gets 401', async () => {
    const u = await ctx.signUp();
    expect((await me(u.cookie)).statusCode).toBe(200);
    const out = await ctx.call(u, 'POST', '/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await me(u.cookie)).statusCode).toBe(401);
    const list = await ctx.call(u, 'GET', '/api/saved-resumes');
    expect(list.statusCode).toBe(401);
    expect(await storedTokens(u.id)).toHaveLength(0);
  });

  it("the library's own sign-out ends the session too", async () => {
    const u = await ctx.signUp();
    const res = await authPost(u, '/api/auth/sign-out');
    expect(res.statusCode).toBe(200);
    expect((await me(u.cookie)).statusCode).toBe(401);
  });

  it('a password change that revokes other sessions ends them at once', async () => {
    const u = await ctx.signUp();
    const other = await signIn(ctx.app, u);
    const res = await authPost(u, '/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'a-brand-new-password',
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(200);
    const fresh = cookieFrom(res);
    expect(tokenOf(fresh)).not.toBe(tokenOf(u.cookie));
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect(await storedTokens(u.id)).toEqual([sha256(tokenOf(fresh))]);
  });

  it('revoke-other-sessions keeps the current session and ends the others', async () => {
    const u = await ctx.signUp();
    const other = await signIn(ctx.app, u);
    const res = await authPost(u, '/api/auth/revoke-other-sessions');
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.cookie)).statusCode).toBe(200);
  });

  it('revoke-session accepts the token a session list shows (its digest)', async () => {
    const u = await ctx.signUp();
    const other = await signIn(ctx.app, u);
    const list = await ctx.call(u, 'GET', '/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    const shown = (list.json() as { token: string }[]).map((s) => s.token);
    expect(shown).toContain(sha256(tokenOf(other)));
    expect(shown).not.toContain(tokenOf(other));
    const res = await authPost(u, '/api/auth/revoke-session', { token: sha256(tokenOf(other)) });
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.cookie)).statusCode).toBe(200);
    // The token as issued works as well.
    const third = await signIn(ctx.app, u);
    await authPost(u, '/api/auth/revoke-session', { token: tokenOf(third) });
    expect((await me(third)).statusCode).toBe(401);
  });

  it('update-user keeps the cookie carrying the token, never the digest', async () => {
    const u = await ctx.signUp();
    const res = await authPost(u, '/api/auth/update-user', { name: 'Renamed Person' });
    expect(res.statusCode).toBe(200);
    // The library re-sets the session cookie from the session it read back.
    const set = sessionCookieSet(res);
    expect(set).toBeDefined();
    expect(tokenOf(set!.split(';')[0]!)).toBe(tokenOf(u.cookie));
    const after = await me(u.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().name).toBe('Renamed Person');
  });

  it('an expired session gets 401', async () => {
    const u = await ctx.signUp();
    await db()
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessionTable.token, sha256(tokenOf(u.cookie))));
    expect((await me(u.cookie)).statusCode).toBe(401);
  });

  it('a deleted account ends its sessions at once', async () => {
    const u = await ctx.signUp();
    expect((await me(u.cookie)).statusCode).toBe(200);
    await db().delete(userTable).where(eq(userTable.id, u.id));
    expect((await me(u.cookie)).statusCode).toBe(401);
    const list = await ctx.call(u, 'GET', '/api/saved-resumes');
    expect(list.statusCode).toBe(401);
  });
});

describe('session lookup cost', () => {
  it('an authenticated read costs one query for the session and writes nothing', async () => {
    const u = await ctx.signUp();
    let res: LightMyRequestResponse | undefined;
    const queries = await queriesDuring(ctx.db, async () => {
      res = await me(u.cookie);
    });
    expect(res!.statusCode).toBe(200);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from "session"/i);

    const list = await queriesDuring(ctx.db, async () => {
      res = await ctx.call(u, 'GET', '/api/saved-resumes');
    });
    expect(res!.statusCode).toBe(200);
    const sessionQueries = list.filter((q) => /"session"/.test(q));
    expect(sessionQueries).toHaveLength(1);
    expect(list.some((q) => /^\s*(insert|update|delete)/i.test(q))).toBe(false);
  });

  it('a signed-out request costs no query', async () => {
    const queries = await queriesDuring(ctx.db, async () => {
      expect((await me('other=1')).statusCode).toBe(401);
      expect((await me(`${COOKIE}=not-signed`)).statusCode).toBe(401);
    });
    expect(queries).toHaveLength(0);
  });

  it('refreshes a day-old session once, re-issuing the same token', async () => {
    const u = await ctx.signUp();
    const digest = sha256(tokenOf(u.cookie));
    const thirtyDays = 30 * 86_400_000;
    // Last refreshed two days ago: 28 days left.
    await db()
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() + thirtyDays - 2 * 86_400_000) })
      .where(eq(sessionTable.token, digest));
    const res = await me(u.cookie);
    expect(res.statusCode).toBe(200);
    const set = sessionCookieSet(res);
    expect(set).toBeDefined();
    expect(tokenOf(set!.split(';')[0]!)).toBe(tokenOf(u.cookie));
    const [row] = await db()
      .select({ expiresAt: sessionTable.expiresAt })
      .from(sessionTable)
      .where(eq(sessionTable.token, digest));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + thirtyDays - 60_000);
    // The next request finds a fresh session: one query, no cookie.
    let again: LightMyRequestResponse | undefined;
    const queries = await queriesDuring(ctx.db, async () => {
      again = await me(u.cookie);
    });
    expect(again!.statusCode).toBe(200);
    expect(sessionCookieSet(again!)).toBeUndefined();
    expect(queries).toHaveLength(1);
  });
});
