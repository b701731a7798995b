import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSessionHint, SESSION_HINT_COOKIE, staticWebPlugin } from '../src/plugins/static-web';

/** A built web app: the app shell (index.html) and two prerendered public pages. */
function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cf-static-web-'));
  mkdirSync(path.join(root, 'prerender'));
  const html = (entry: string, body: string) =>
    `<!doctype html><html><head><script type="module" src="/assets/${entry}.js"></script></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(root, 'index.html'), html('index-AppShell1', ''));
  writeFileSync(
    path.join(root, 'prerender', 'index.html'),
    html('public-Light001', '<h1>Home</h1>'),
  );
  writeFileSync(
    path.join(root, 'prerender', 'pricing.html'),
    html('public-Light001', '<h1>Pricing</h1>'),
  );
  return root;
}

describe('static web: the light public page or the app shell', () => {
  let app: FastifyInstance;
  let root: string;
  const hint = `${SESSION_HINT_COOKIE}=1`;

  beforeAll(async () => {
    root = fakeWebDist();
    app = Fastify({ logger: false });
    await app.register(staticWebPlugin, { root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a signed-out visitor the prerendered light page, varying on the cookie', async () => {
    for (const [url, heading] of [
      ['/', '<h1>Home</h1>'],
      ['/pricing', '<h1>Pricing</h1>'],
      ['/pricing/', '<h1>Pricing</h1>'],
    ] as const) {
      const res = await app.inject({ url, headers: { cookie: 'theme=dark' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(heading);
      expect(res.body, url).toContain('/assets/public-Light001.js');
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
  });

  it('sends a browser with the session hint the app shell for the same paths', async () => {
    for (const cookie of [hint, `theme=dark; ${hint}`, `${hint}; other=1`]) {
      for (const url of ['/', '/pricing']) {
        const res = await app.inject({ url, headers: { cookie } });
        expect(res.statusCode, `${url} ${cookie}`).toBe(200);
        expect(res.body, url).toContain('/assets/index-AppShell1.js');
        expect(res.body, url).not.toContain('<h1>');
        expect(res.headers.vary, url).toMatch(/cookie/i);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it('ignores a cleared or other-valued hint', async () => {
    for (const cookie of [`${SESSION_HINT_COOKIE}=`, `${SESSION_HINT_COOKIE}=0`, `x${hint}`]) {
      const res = await app.inject({ url: '/pricing', headers: { cookie } });
      expect(res.body, cookie).toContain('<h1>Pricing</h1>');
    }
  });

  it('sends the app shell for pages that are not prerendered, whatever the cookie', async () => {
    for (const headers of [{}, { cookie: hint }]) {
      const dashboard = await app.inject({ url: '/dashboard', headers });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.body).toContain('/assets/index-AppShell1.js');
      const missing = await app.inject({ url: '/no-such-page', headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('/assets/index-AppShell1.js');
    }
  });

  it('reads the hint from a Cookie header', () => {
    expect(hasSessionHint(undefined)).toBe(false);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint(hint)).toBe(true);
    expect(hasSessionHint(`a=b;${hint}`)).toBe(true);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=10`)).toBe(false);
  });
});
