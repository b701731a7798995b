import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOKEN_LIMITS } from '@careerforge/contract';
import { useApp, type TestUser } from './helpers';

let now = new Date('2026-11-28T12:00:00Z');
const ctx = useApp({ users: 2, clock: () => now });
const [owner, stranger] = ctx.users;

const create = async (
  body: Record<string, unknown> = { name: 'Claude', scope: 'write' },
  u: TestUser = owner,
) => ctx.call(u, 'POST', '/api/tokens', body);

async function newSecret(scope: 'read' | 'write' = 'write', expiresInDays?: number) {
  const res = await create({ name: `agent ${scope}`, scope, expiresInDays });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: { id: number }; secret: string };
}

/** A request as a program sends it: the bearer header, no cookie, no Origin. */
const bearer = (secret: string, opts: { method?: string; url: string; payload?: unknown }) =>
  ctx.app.inject({
    method: (opts.method ?? 'GET') as 'GET',
    url: opts.url,
    headers: { authorization: `Bearer ${secret}` },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });

const RESUME = { title: 'By token', content: 'Sam Lee\nDesigner', isTemplate: false };

describe('personal access tokens', () => {
  it('creates a token, shows its secret once and stores only a digest', async () => {
    const res = await create({ name: 'My agent', scope: 'read', expiresInDays: 30 });
    expect(res.statusCode).toBe(201);
    const { token, secret } = res.json();
    expect(secret).toMatch(/^cfpat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'My agent', scope: 'read', lastUsedAt: null });
    expect(token.expiresAt).toBe('2026-12-28T12:00:00.000Z');
    const listed = (await ctx.call(owner, 'GET', '/api/tokens')).json();
    expect(listed.find((t: { id: number }) => t.id === token.id)).toEqual(token);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const stored = await ctx.db.db.execute(
      sql`select digest from access_tokens where id = ${token.id}`,
    );
    const digest = (stored as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(secret.slice(6));
  });

  it('authenticates API calls with the bearer header, and marks the last use', async () => {
    const { token, secret } = await newSecret('write');
    const made = await bearer(secret, { method: 'POST', url: '/api/resumes', payload: RESUME });
    expect(made.statusCode).toBe(200);
    const mine = await ctx.call(owner, 'GET', '/api/resumes');
    expect(mine.json().some((r: { id: number }) => r.id === made.json().id)).toBe(true);
    const theirs = await ctx.call(stranger, 'GET', '/api/resumes');
    expect(theirs.json().some((r: { id: number }) => r.id === made.json().id)).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    const listed = (await ctx.call(owner, 'GET', '/api/tokens')).json();
    expect(listed.find((t: { id: number }) => t.id === token.id).lastUsedAt).not.toBeNull();
  });

  it('a read token reads and gets 403 on every write', async () => {
    const { secret } = await newSecret('read');
    expect((await bearer(secret, { url: '/api/resumes' })).statusCode).toBe(200);
    const write = await bearer(secret, { method: 'POST', url: '/api/resumes', payload: RESUME });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toMatch(/can only read/);
    const del = await bearer(secret, { method: 'DELETE', url: '/api/resumes/1' });
    expect(del.statusCode).toBe(403);
  });

  it('never reaches token or account management', async () => {
    const { secret } = await newSecret('write');
    for (const [method, url, payload] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'x', scope: 'write' }],
      ['DELETE', '/api/tokens/1', undefined],
      ['GET', '/api/account', undefined],
      ['GET', '/api/account/export', undefined],
      ['DELETE', '/api/account', { confirmation: 'DELETE' }],
    ] as const) {
      const res = await bearer(secret, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('revokes at once, and an expired token stops working', async () => {
    const { token, secret } = await newSecret('write');
    expect((await bearer(secret, { url: '/api/resumes' })).statusCode).toBe(200);
    const gone = await ctx.call(owner, 'DELETE', `/api/tokens/${token.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await bearer(secret, { url: '/api/resumes' })).statusCode).toBe(401);
    // another user's token cannot be revoked by id
    const other = await newSecret('read');
    const foreign = await ctx.call(stranger, 'DELETE', `/api/tokens/${other.token.id}`);
    expect(foreign.statusCode).toBe(404);
    // expiry: a one-day token, then the database's clock passes it
    const short = await newSecret('read', 1);
    await ctx.db.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where id = ${short.token.id}`,
    );
    expect((await bearer(short.secret, { url: '/api/resumes' })).statusCode).toBe(401);
  });

  it('keeps bearer tokens and session cookies apart', async () => {
    const { secret } = await newSecret('write');
    // the token sent as the session cookie is no session
    const asCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { cookie: `better-auth.session_token=${secret}` },
    });
    expect(asCookie.statusCode).toBe(401);
    // the session cookie's value sent as a bearer token is no token
    const sessionValue = decodeURIComponent(owner.cookie.split('=').slice(1).join('='));
    const asBearer = await bearer(sessionValue, { url: '/api/resumes' });
    expect(asBearer.statusCode).toBe(401);
    // a bearer header decides alone: a wrong token with a good cookie is refused
    const mixed = await ctx.as(owner)({
      method: 'GET',
      url: '/api/resumes',
      headers: { authorization: 'Bearer cfpat_wrong' },
    });
    expect(mixed.statusCode).toBe(401);
    for (const header of ['Bearer', 'Bearer ', 'Bearer a b', `Bearer ${'x'.repeat(5000)}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/resumes',
        headers: { authorization: header },
      });
      expect(res.statusCode, header.slice(0, 20)).toBe(401);
    }
  });

  it('needs no Origin for a bearer write, but a cookie still does', async () => {
    const { secret } = await newSecret('write');
    const res = await bearer(secret, { method: 'POST', url: '/api/resumes', payload: RESUME });
    expect(res.statusCode).toBe(200);
    const withCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { authorization: `Bearer ${secret}`, cookie: owner.cookie },
      payload: RESUME,
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('counts rate limits per user, whether the request comes with the cookie or the token', async () => {
    const u = await ctx.signUp();
    const res = await create({ name: 'limits', scope: 'read' }, u);
    const { secret } = res.json() as { secret: string };
    const page = { html: '<h1>Data Analyst</h1><main><p>Analyse sales data with SQL.</p></main>' };
    const viaCookie = () => ctx.call(u, 'POST', '/api/jobs/import', page);
    const viaToken = () =>
      bearer(secret, { method: 'POST', url: '/api/jobs/import', payload: page });
    // the posting import allows 30 every 10 minutes: 15 each way uses them all
    for (let i = 0; i < 15; i++) {
      expect((await viaCookie()).statusCode).toBe(200);
      expect((await viaToken()).statusCode).toBe(200);
    }
    expect((await viaToken()).statusCode).toBe(429);
    expect((await viaCookie()).statusCode).toBe(429);
  });

  it('validates the request and caps the tokens one account holds', async () => {
    for (const body of [
      { scope: 'write' },
      { name: 'x', scope: 'admin' },
      { name: 'x', scope: 'read', expiresInDays: 0 },
      { name: 'x', scope: 'read', expiresInDays: 366 },
      { name: 'x', scope: 'read', expiresInDays: 1.5 },
      { name: 'x'.repeat(101), scope: 'read' },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const fresh = await ctx.signUp();
    for (let i = 0; i < TOKEN_LIMITS.perUser; i++)
      expect((await create({ name: `t${i}`, scope: 'read' }, fresh)).statusCode).toBe(201);
    const over = await create({ name: 'one more', scope: 'read' }, fresh);
    expect(over.statusCode).toBe(409);
    expect((await ctx.call(null, 'GET', '/api/tokens')).statusCode).toBe(401);
    now = new Date('2026-11-28T12:00:00Z');
  });
});
