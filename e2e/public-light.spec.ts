import type { Page } from '@playwright/test';
import {
  expect,
  newAccount,
  prerenderedPages,
  signUpViaApi,
  test,
  writeOverlongMessage,
  requestsTo,
} from './fixtures';

/**
 * The light public build (apps/web/src/public-main.tsx): a signed-out visitor of a prerendered
 * page gets it, with no console error, and its links and forms work; a browser that has signed
 * in gets the full app for the same paths.
 */
/** Console errors and uncaught exceptions of the page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Which entry the document loads: the light public one or the full app. */
async function entry(page: Page): Promise<'public' | 'app'> {
  const src = await page.locator('script[type="module"]').first().getAttribute('src');
  return /\/assets\/public-[\w-]+\.js$/.test(src ?? '') ? 'public' : 'app';
}

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
}

test('signed out, every prerendered page is the light build, hydrated without errors', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/auth/user') asked.push(r.url());
  });
  for (const [path, heading] of prerenderedPages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready(page);
    expect(await entry(page), path).toBe('public');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
  expect(asked, 'no session request without the hint').toEqual([]);
});

test('the light pages link to each other and into the app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await ready(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, honest pricing');
  await ready(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Careerforge' })).toBeVisible();
  await ready(page);
  expect(errors).toEqual([]);
  // a page of the app: its own document, the full app, which sends a stranger to sign in (after
  // asking the server once, a 401, since a session may exist without the hint)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Resume Lab' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fresume-lab$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the pricing FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/pricing');
  await ready(page);
  const faq = page.getByRole('region', { name: 'Pricing questions' });
  const questions = faq.getByRole('button');
  expect(await questions.count()).toBeGreaterThan(1);
  const [q1, q2] = [questions.nth(0), questions.nth(1)];
  await q1.click();
  await expect(q1).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region').first()).toBeVisible();
  await q2.click();
  await expect(q2).toHaveAttribute('aria-expanded', 'true');
  await expect(q1).toHaveAttribute('aria-expanded', 'false');
  await q2.press('ArrowUp');
  await expect(q1).toBeFocused();
});

test('the contact form validates and the blog tabs filter in place', async ({ page }) => {
  const errors = collectErrors(page);
  const posted = requestsTo(page, '/api/contact');
  await page.goto('/contact');
  await ready(page);
  await page.getByLabel('Full name').fill('Long Writer');
  await page.getByLabel('Email').fill('long-writer@example.com');
  await writeOverlongMessage(page);
  expect(posted()).toBe(false);

  await page.goto('/blog');
  await ready(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('tab', { name: 'Interview Prep' }).click();
  await expect(page).toHaveURL(/\/blog\?category=interview-prep$/);
  await expect(page.getByRole('tab', { name: 'Interview Prep' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await page.evaluate(() => 'sameDocument' in window), 'no reload').toBe(true);
  expect(errors).toEqual([]);
});

test('signed in, / and /pricing are the full app; signed out again, the light page', async ({
  page,
}) => {
  const account = await signUpViaApi(page, newAccount());
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    await ready(page);
    expect(await entry(page), path).toBe('app');
    await expect(page.getByTestId('user-name')).toHaveText(
      `${account.firstName} ${account.lastName}`,
    );
  }
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await page.goto('/');
  await ready(page);
  expect(await entry(page)).toBe('public');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test('signing in on the light /auth page lands in the full app', async ({ page }) => {
  // an account to sign in with, made through the API; then signed out of that session
  const account = await signUpViaApi(page, newAccount());
  await page.context().clearCookies();
  await page.goto('/auth');
  await ready(page);
  expect(await entry(page)).toBe('public');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText(
    `${account.firstName} ${account.lastName}`,
  );
  await page.goto('/');
  await ready(page);
  expect(await entry(page)).toBe('app');
});
