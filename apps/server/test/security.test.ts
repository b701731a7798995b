import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { serializeError } from '../src/lib/log';
import { ORIGIN, testConfig, testDatabase } from './helpers';

const HASHED_JS = 'index-Bx3kQ9_a.js';

/** A minimal built web app: index.html, one prerendered page, hashed and unhashed files. */
function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cf-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'prerender'));
  const html = (body: string) =>
    `<!doctype html><html><head><script src="/theme-init.js"></script><script type="module" src="/assets/${HASHED_JS}"></script></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(root, 'index.html'), html(''));
  writeFileSync(path.join(root, 'prerender', 'index.html'), html('<h1>Home</h1>'));
  writeFileSync(path.join(root, 'prerender', 'pricing.html'), html('<h1>Pricing</h1>'));
  writeFileSync(path.join(root, 'assets', HASHED_JS), 'console.log(1)');
  writeFileSync(path.join(root, 'theme-init.js'), '/* theme */');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  expect(policy['script-src'], what).toEqual(["'self'"]);
  expect(policy['script-src-attr'], what).toEqual(["'none'"]);
  expect(policy['default-src'], what).toEqual(["'self'"]);
  expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
  expect(policy['object-src'], what).toEqual(["'none'"]);
  expect(policy['connect-src'], what).toEqual(["'self'"]);
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers and static files', () => {
  let database: Database;
  let app: FastifyInstance;
  let https: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    database = await testDatabase();
    webRoot = fakeWebDist();
    app = await buildApp({ config: testConfig(), database, webRoot, logger: false });
    https = await buildApp({
      config: testConfig({ PUBLIC_URL: 'https://careers.example.com' }),
      database,
      webRoot,
      logger: false,
    });
    await Promise.all([app.ready(), https.ready()]);
  });

  afterAll(async () => {
    await app.close();
    await https.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sets the headers on pages, API answers, files, errors and 404s', async () => {
    const cases: [string, InjectOptions, number][] = [
      ['prerendered page', { url: '/pricing' }, 200],
      ['SPA page', { url: '/dashboard' }, 200],
      ['unknown page', { url: '/no-such-page' }, 404],
      ['API', { url: '/api/health' }, 200],
      ['unknown API route', { url: '/api/nope' }, 404],
      ['hashed asset', { url: `/assets/${HASHED_JS}` }, 200],
      ['file', { url: '/favicon.svg' }, 200],
      ['missing file', { url: '/assets/missing-AAAAAAAA.js' }, 404],
      [
        'malformed JSON',
        {
          method: 'POST',
          url: '/api/newsletter',
          headers: { origin: ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' },
          payload: '{"email":',
        },
        400,
      ],
      ['signed out', { url: '/api/saved-resumes' }, 401],
      ['API docs', { url: '/api/docs/json' }, 200],
    ];
    for (const [what, request, status] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('allows no inline script and no framing; styles may be inline', async () => {
    const policy = csp(await app.inject({ url: '/' }));
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const res = await https.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(csp(res)['upgrade-insecure-requests'], url).toEqual([]);
      expectSecurityHeaders(res, url);
    }
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await app.inject({ url: `/assets/${HASHED_JS}` });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/pricing', '/dashboard', '/no-such-page', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    for (const url of ['/favicon.svg', '/theme-init.js']) {
      const res = await app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('public, max-age=300');
    }
  });

  it('answers 200 for pages of the route table and 404 for any other path', async () => {
    const ok = [
      '/',
      '/pricing',
      '/pricing/',
      '/PRICING',
      '/pricing?plan=pro',
      '/blog/how-to-tailor',
      '/help/getting-started',
      '/career-guides/data-analyst',
      '/auth',
      '/auth?mode=signup',
      '/dashboard',
      '/analytics',
    ];
    for (const url of ok) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/pricing/' })).body).toContain('<h1>Pricing</h1>');
    const missing = [
      '/no-such-page',
      '/blog/a/b',
      '/help',
      '/dashboard/extra',
      '/career-guides/x/y',
    ];
    for (const url of missing) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      // The app itself, which draws its not-found page.
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
    // A path that is not valid percent-encoding is a bad request, not a page.
    expect((await app.inject({ url: '/pricing%2' })).statusCode).toBe(400);
  });

  it('keeps the JSON 404 for unknown API and server paths', async () => {
    for (const url of ['/api/nope', '/api', '/auth/nope', '/billing/nope', '/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('TRUST_PROXY and the client address', () => {
  async function appWith(env: Record<string, string>) {
    const database = await testDatabase();
    const app = await buildApp({
      config: testConfig(env),
      database,
      webRoot: false,
      logger: false,
    });
    // A route rate-limited per client address, as the sign-in and form routes are.
    app.get(
      '/api/test/ip',
      { config: { rateLimit: { max: 3, timeWindow: 60_000 } } },
      async (request) => ({ ip: request.ip }),
    );
    await app.ready();
    return { app, close: async () => (await app.close(), await database.close()) };
  }
  const ask = (app: FastifyInstance, peer: string, xff?: string) =>
    app.inject({
      url: '/api/test/ip',
      remoteAddress: peer,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { app, close } = await appWith({});
    const res = await ask(app, '198.51.100.7', '1.2.3.4');
    expect(res.json()).toEqual({ ip: '198.51.100.7' });
    await close();
  });

  it('with one hop, the client cannot choose the address the rate limit counts', async () => {
    const { app, close } = await appWith({ TRUST_PROXY: '1' });
    const proxy = '10.0.0.1';
    const client = '203.0.113.50';
    // The proxy appends the address it saw; everything before it is the client's invention.
    const first = await ask(app, proxy, `1.1.1.1, ${client}`);
    expect(first.json()).toEqual({ ip: client });
    const statuses: number[] = [first.statusCode];
    for (let i = 2; i <= 5; i++) {
      statuses.push((await ask(app, proxy, `9.9.9.${i}, 8.8.8.${i}, ${client}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another real client behind the same proxy has its own allowance.
    const other = await ask(app, proxy, '203.0.113.51');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ ip: '203.0.113.51' });
    // Without the header (a direct request), the peer is the client.
    expect((await ask(app, '198.51.100.9')).json()).toEqual({ ip: '198.51.100.9' });
    await close();
  });

  it('with a list, only the listed proxies are believed', async () => {
    const { app, close } = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await ask(app, '10.1.2.3', '6.6.6.6, 10.0.0.2')).json()).toEqual({ ip: '6.6.6.6' });
    // A request that does not come from a listed proxy keeps its own address.
    expect((await ask(app, '198.51.100.3', '6.6.6.6')).json()).toEqual({ ip: '198.51.100.3' });
    await close();
  });
});

describe('logs', () => {
  const SECRET = 'Confidential resume text of Jane Example';
  const EMAIL = 'jane.secret@example.com';

  /** An app logging at `level` into `lines`; not ready yet, so a test can add a route. */
  async function loggedApp(level: string) {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await testDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: level }),
      database,
      webRoot: false,
      logStream,
    });
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, lines, close };
  }

  it("carry no e-mail or name from the auth library's own failures", async () => {
    const { app, lines, close } = await loggedApp('warn');
    await app.ready();
    // Every insert of a user fails, as a full disk or a broken replica would make it.
    await app.db.execute(
      sql.raw(`create function refuse_user() returns trigger language plpgsql as
        $$ begin raise exception 'no new users today'; end $$`),
    );
    await app.db.execute(
      sql.raw(`create trigger refuse_user before insert on "user"
        for each row execute function refuse_user()`),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, host: 'localhost:3000' },
      payload: { name: 'Jane Secretname', email: EMAIL, password: 'correct-horse-battery' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await close();
    const log = lines.join('');
    // The library did log the failure, through our logger.
    expect(lines.length, 'no log line at all').toBeGreaterThan(0);
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('Secretname');
  });

  it('carry the path without the query, no body, and no SQL parameters', async () => {
    const { app, lines, close } = await loggedApp('info');
    app.post('/api/test/fail', async (request) => {
      const { text } = request.body as { text: string };
      // A failing query (not an input error, so a 500) that carries the value as a parameter.
      await app.db.execute(sql`select * from no_such_table where name = ${text}`);
      return { ok: true };
    });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: `/api/test/fail?email=${encodeURIComponent(EMAIL)}&token=abc123`,
      headers: {
        origin: ORIGIN,
        host: 'localhost:3000',
        cookie: 'careerforge.session_token=sessionsecret',
      },
      payload: { text: SECRET },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    await close();

    const log = lines.join('');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const failed = entries.find((e) => e.msg === 'request failed');
    expect(failed, log).toBeDefined();
    const err = failed!.err as Record<string, unknown>;
    expect(err.message).toBeTruthy();
    expect(err.params).toBeUndefined();
    expect(err.query).toBeUndefined();
    const incoming = entries.find((e) => e.msg === 'incoming request');
    expect((incoming!.req as { url: string }).url).toBe('/api/test/fail');
    for (const secret of [SECRET, 'Confidential', EMAIL, 'abc123', 'sessionsecret', '?email']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('error serializer keeps codes and frames, drops values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "s3cret"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(s3cret@example.com) already exists.',
      query: 'select $1::integer',
      params: ['s3cret'],
    });
    const err = Object.assign(new Error('Failed query: select $1::integer\nparams: s3cret'), {
      query: 'select $1::integer',
      params: ['s3cret'],
      cause,
    });
    const out = serializeError(err);
    expect(JSON.stringify(out)).not.toContain('s3cret');
    expect(out.message).toBe('Failed query: select $1::integer');
    expect(out.stack).toMatch(/^Error: Failed query: select \$1::integer\n\s+at /);
    expect(out.cause).toMatchObject({
      code: '22P02',
      severity: 'ERROR',
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
    expect(serializeError(new Error('x'.repeat(5000))).message.length).toBeLessThan(400);
  });
});

describe('data files', () => {
  function modes(root: string): { path: string; mode: number }[] {
    const out: { path: string; mode: number }[] = [];
    const visit = (p: string) => {
      const stat = statSync(p);
      out.push({ path: path.relative(root, p) || '.', mode: stat.mode & 0o777 });
      if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    };
    visit(root);
    return out;
  }
  const loose = (root: string) => modes(root).filter((m) => (m.mode & 0o077) !== 0);

  it('the data directory is 0700 and database files 0600, also after an older install', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'cf-data-')), 'data');
    try {
      let database = await openDatabase({ dataDir });
      await database.db.execute(sql`create table if not exists mode_probe (x text)`);
      await database.db.execute(sql`insert into mode_probe values ('a')`);
      await database.close();
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const files = modes(path.join(dataDir, 'pglite'));
      expect(files.length).toBeGreaterThan(100);
      expect(loose(dataDir)).toEqual([]);

      // An install from before: everything readable and writable by every local account.
      for (const { path: rel } of modes(dataDir)) {
        const p = path.join(dataDir, rel);
        chmodSync(p, statSync(p).isDirectory() ? 0o777 : 0o666);
      }
      database = await openDatabase({ dataDir });
      await database.close();
      expect(loose(dataDir)).toEqual([]);
      expect(
        modes(dataDir)
          .filter((m) => m.path !== '.' && !statSync(path.join(dataDir, m.path)).isDirectory())
          .every((m) => m.mode === 0o600),
      ).toBe(true);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 60_000);
});
