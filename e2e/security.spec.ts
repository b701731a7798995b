import type { Page, Response } from '@playwright/test';
import { PROTECTED_WEB_ROUTES, PUBLIC_WEB_ROUTES } from '@careerforge/contract';
import {
  E2E_ORIGIN,
  SESSION_HINT_COOKIE,
  expect,
  signUpViaApi,
  signUpViaUi,
  test,
} from './fixtures';

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
 * Records every console message, page error and CSP violation of the page, across navigations.
 * Chromium logs every 4xx answer to a page's request as a console error, so a signed-out visit
 * that asked GET /auth/user (401) would show here: without the session hint cookie the app does
 * not ask, and no message at all is expected.
 */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { messages: [], violations: [] };
  page.on('console', (m) => {
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
  // prerendered pages opened with a query string (no hydration mismatch, React error #418)
  paths.push(
    '/auth?mode=signup',
    '/auth?mode=signup&redirect=%2Fsubscription',
    '/contact?via=chat',
  );
  const seen = await watch(page);
  const sessionChecks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/auth/user') sessionChecks.push(page.url());
  });
  for (const path of paths) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(200);
  }
  expect(seen.violations).toEqual([]);
  expect(seen.messages).toEqual([]);
  // signed out, no page asks who is signed in: there is no session hint
  expect(sessionChecks).toEqual([]);
});

test('the session hint: set by signing in, cleared by signing out, and no 401 after', async ({
  page,
}) => {
  const hint = async () =>
    (await page.context().cookies()).find((c) => c.name === SESSION_HINT_COOKIE);
  await signUpViaUi(page);
  expect(await hint()).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' });
  // a public page knows the user without a failed request
  await page.goto('/pricing');
  await expect(page.getByTestId('user-name')).toHaveText('Jordan Rivera');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).first().click();
  await expect(page).toHaveURL(/\/goodbye$/);
  expect(await hint()).toBeUndefined();
  const seen = await watch(page);
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/auth/user') checks.push(r.url());
  });
  await visit(page, '/pricing');
  await visit(page, '/auth?mode=signup');
  expect(checks).toEqual([]);
  expect(seen.messages).toEqual([]);
  // the sign-up form takes focus: typing starts in its first field
  await expect(page.getByLabel('First name')).toBeFocused();
});

test('every signed-in page draws with no console message and no CSP violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signUpViaApi(page);
  const seen = await watch(page);
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
    // it speaks to visitors, not to developers
    await expect(page.getByRole('main')).not.toContainText(/route|router/i);
    await expect(page.getByRole('main').getByRole('link', { name: 'Help Center' })).toBeVisible();
  }
  // Known pages still answer 200, whatever their case or trailing slash.
  for (const path of ['/pricing', '/Pricing', '/pricing/']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});
