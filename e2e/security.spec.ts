import type { ConsoleMessage, Page, Response } from '@playwright/test';
import { PROTECTED_WEB_ROUTES, PUBLIC_WEB_ROUTES } from '@careerforge/contract';
import { E2E_ORIGIN, expect, signUpViaApi, test } from './fixtures';

/**
 * The app with its security headers on, in Chromium: every page draws without a console
 * message or a Content-Security-Policy violation, the headers are on the page responses,
 * another origin cannot frame the app, and unknown paths answer 404 with the not-found page.
 */

interface Watch {
  /** Console messages and uncaught errors, as "type: text (source on page)". */
  messages: string[];
  /** securitypolicyviolation events, as "directive blocked uri (document)". */
  violations: string[];
}

/**
 * Chromium logs every 4xx answer to a page's request as a console error. Signed out, the app's
 * session check GET /auth/user answers 401, which the spec defines as "no user": that one
 * message is expected on public pages, and nothing else is.
 */
const SIGNED_OUT_CHECK = (m: ConsoleMessage) =>
  m.type() === 'error' &&
  m.text().startsWith('Failed to load resource: the server responded with a status of 401') &&
  m.location().url === `${E2E_ORIGIN}/auth/user`;

/** Records every console message, page error and CSP violation of the page, across navigations. */
async function watch(page: Page, { signedOut }: { signedOut: boolean }): Promise<Watch> {
  const seen: Watch = { messages: [], violations: [] };
  page.on('console', (m) => {
    if (signedOut && SIGNED_OUT_CHECK(m)) return;
    seen.messages.push(`${m.type()}: ${m.text()} (${m.location().url} on ${page.url()})`);
  });
  page.on('pageerror', (e) => seen.messages.push(`pageerror: ${e.message} (${page.url()})`));
  await page.exposeFunction('__reportCspViolation', (v: string) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: string): void })
        .__reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} (${e.documentURI})`);
    });
  });
  return seen;
}

/** Scrolls to the bottom in steps so sections drawn on scroll load too, then lets requests settle. */
async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  for (let i = 0; i < 20; i++) {
    const bottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (bottom) break;
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  return response;
}

/** A dynamic route's first real path, taken from the links of the page that lists them. */
const LISTED_ON: Record<string, string> = {
  '/blog/:slug': '/blog',
  '/career-guides/:slug': '/career-guides',
  '/help/:topic': '/help-center',
};

async function concretePaths(page: Page, routes: readonly string[]): Promise<string[]> {
  const paths: string[] = [];
  for (const route of routes) {
    if (!route.includes(':')) {
      paths.push(route);
      continue;
    }
    const list = LISTED_ON[route];
    expect(list, `a page that lists ${route}`).toBeDefined();
    await page.goto(list!);
    const prefix = route.slice(0, route.indexOf(':'));
    const links = page.locator(`a[href^="${prefix}"]`);
    await links.first().waitFor(); // lists may load their entries after the page
    const href = await links.evaluateAll(
      (links, p) =>
        links
          .map((a) => a.getAttribute('href')!)
          .find((h) => h.length > p.length && !h.slice(p.length).includes('/')),
      prefix,
    );
    expect(href, `a link to ${route} on ${list}`).toBeTruthy();
    paths.push(href!);
  }
  return paths;
}

test('every public page draws with no console message and no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = await concretePaths(page, PUBLIC_WEB_ROUTES);
  const seen = await watch(page, { signedOut: true });
  for (const path of paths) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(200);
  }
  expect(seen.violations).toEqual([]);
  expect(seen.messages).toEqual([]);
});

test('every signed-in page draws with no console message and no CSP violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signUpViaApi(page);
  const seen = await watch(page, { signedOut: false });
  for (const path of PROTECTED_WEB_ROUTES) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }
  expect(seen.violations).toEqual([]);
  expect(seen.messages).toEqual([]);
});

test('a page response carries the security headers; hashed assets are immutable', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // The same on a page drawn by the client only, and on the API.
  for (const path of ['/dashboard', '/api/health']) {
    const res = await page.request.get(path);
    expect(res.headers()['content-security-policy'], path).toBe(csp);
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
  }

  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  const asset = await page.request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a page of another origin cannot frame the app', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  // A control: the same origin's address answered without our headers does load in a frame,
  // so what blocks the app below is its headers.
  await page.route(`${E2E_ORIGIN}/framing-control`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>control</title><h1>Framed control</h1>',
    }),
  );
  // The page is about:blank, an origin of its own; setContent returns once both frames loaded.
  await page.setContent(`<!doctype html>
    <iframe name="app" src="${E2E_ORIGIN}/" width="800" height="600"></iframe>
    <iframe name="control" src="${E2E_ORIGIN}/framing-control" width="400" height="300"></iframe>`);

  const control = page.frame({ name: 'control' })!;
  await expect(control.getByRole('heading', { name: 'Framed control' })).toBeVisible();

  const app = page.frame({ name: 'app' })!;
  await expect
    .poll(() => messages.find((m) => m.includes('frame-ancestors') || m.includes('X-Frame')))
    .toBeTruthy();
  // Chromium replaces a refused frame with its own error page: nothing of the app is in it.
  expect(app.url()).not.toBe(`${E2E_ORIGIN}/`);
  expect(await app.locator('#root').count()).toBe(0);
  expect(await app.evaluate(() => document.documentElement.dataset.ready ?? null)).toBeNull();
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/dashboard/extra', '/blog/a/b', '/Pricing/x']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type'], path).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText(path, { exact: true })).toBeVisible();
  }
  // Known pages still answer 200, whatever their case or trailing slash.
  for (const path of ['/pricing', '/Pricing', '/pricing/']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});
