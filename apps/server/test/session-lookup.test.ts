import { describe, expect, it } from 'vitest';
import { batchPerTurn } from '../src/modules/auth/bridge';
import { countQueries, signIn, useApp } from './helpers';

const ctx = useApp();

const me = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/auth/user', headers: { host: 'localhost:3000', cookie } });

/** Counts the SQL statements that read sessions while `fn` runs. */
const sessionQueries = (fn: () => Promise<unknown>) => countQueries(ctx.db, /from "session"/i, fn);

describe('session lookups of requests that arrive together', () => {
  it('share one query, and each request gets its own user', async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ctx.signUp({ firstName: `User${i}` })),
    );
    let answers: Awaited<ReturnType<typeof me>>[] = [];
    const queries = await sessionQueries(async () => {
      // Each user twice, interleaved: 24 requests in flight at once.
      answers = await Promise.all([...users, ...users].map((u) => me(u.cookie)));
    });
    expect(queries).toBeLessThan(answers.length);
    expect(queries).toBeGreaterThanOrEqual(1);
    [...users, ...users].forEach((u, i) => {
      expect(answers[i]!.statusCode).toBe(200);
      expect(answers[i]!.json()).toMatchObject({ id: u.id, email: u.email });
    });
  });

  it('refuse an ended session among live ones, at once', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const a2 = await signIn(ctx.app, a);
    const out = await ctx.call(a, 'POST', '/api/logout');
    expect(out.statusCode).toBe(200);
    const [ended, live, other, ended2] = await Promise.all([
      me(a.cookie),
      me(a2),
      me(b.cookie),
      me(a.cookie),
    ]);
    expect(ended.statusCode).toBe(401);
    expect(ended2.statusCode).toBe(401);
    expect(live.json()).toMatchObject({ id: a.id });
    expect(other.json()).toMatchObject({ id: b.id });
  });
});

describe('batchPerTurn', () => {
  it('runs once per turn with each key once, and answers every caller', async () => {
    const calls: string[][] = [];
    const get = batchPerTurn(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const first = await Promise.all([get('a'), get('b'), get('a'), get('missing')]);
    expect(first).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
    // The next turn asks again: nothing is kept from the earlier answer.
    expect(await get('a')).toBe('A');
    expect(calls).toHaveLength(2);
  });

  it('splits a batch at its size limit', async () => {
    const calls: string[][] = [];
    const get = batchPerTurn(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, Number(k)]));
    }, 3);
    const keys = Array.from({ length: 7 }, (_, i) => String(i));
    expect(await Promise.all(keys.map(get))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(calls).toEqual([['0', '1', '2'], ['3', '4', '5'], ['6']]);
  });

  it('passes a failure to every caller of the batch, and the next batch runs afresh', async () => {
    let fail = true;
    const get = batchPerTurn(async (keys: string[]) => {
      if (fail) throw new Error('database unavailable');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([get('x'), get('y')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await get('x')).toBe('x');
  });
});
