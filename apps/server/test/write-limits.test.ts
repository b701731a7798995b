/**
 * Every write is bounded per user: each write route in the API document answers with a rate
 * limit, counted per signed-in user (two people behind one address never share a budget), and
 * creates without a limit of their own stop at the default.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WRITES_PER_MINUTE } from '../src/plugins/write-limit';
import { ORIGIN, useApp, type TestUser } from './helpers';

describe('per-user write limits', () => {
  const ctx = useApp();

  /** A request from this user at this address. */
  const send = (u: TestUser, ip: string, method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: ip,
      headers: { origin: ORIGIN, host: 'localhost:3000', cookie: u.cookie },
      ...(payload ? { payload } : {}),
    });

  it('limits every write route of the document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const u = await ctx.signUp();
    const unlimited: string[] = [];
    let walked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) continue;
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Not deleting the account or signing out: the walk needs the session to the end.
        if (path === '/api/account' || path === '/api/logout') continue;
        // Stripe's, limited per address; with billing off it answers 404 before anything else.
        if (path === '/api/billing/webhook') continue;
        walked++;
        const url = path.replace(/\{[^}]+\}/g, '999999');
        const res = await send(u, u.ip, method.toUpperCase(), url, {});
        if (!res.headers['x-ratelimit-limit']) {
          unlimited.push(`${method.toUpperCase()} ${path} -> ${res.statusCode}`);
        }
      }
    }
    expect(walked).toBeGreaterThan(30);
    expect(unlimited).toEqual([]);
  }, 120_000);

  it('stops a user at the default, and counts each user on one address apart', async () => {
    const ip = '127.77.77.77';
    const first = await ctx.signUp();
    const second = await ctx.signUp();
    const save = (u: TestUser, i: number) =>
      send(u, ip, 'POST', '/api/saved-cover-letters', {
        title: `Letter ${i}`,
        content: 'Dear hiring team, I would like to apply.',
      });
    for (let i = 0; i < DEFAULT_WRITES_PER_MINUTE; i++) {
      const res = await save(first, i);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await save(first, DEFAULT_WRITES_PER_MINUTE);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBeTruthy();
    expect((await save(second, 0)).statusCode).toBe(200);
  }, 120_000);
});
