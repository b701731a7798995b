import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUpViaUi, test, toast } from './fixtures';

/** An open toast by its title. */

const analyticsSwitch = (page: Page) => page.getByRole('switch', { name: 'Usage analytics' });

/** Flips a consent switch and waits until the server has stored it. */
async function setConsent(page: Page, on: boolean) {
  const sw = analyticsSwitch(page);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/consents') && r.request().method() === 'PATCH',
  );
  await sw.click();
  expect((await saved).status()).toBe(200);
  await expect(sw).toHaveAttribute('aria-checked', String(on));
}

test('settings: consent on and off, change name, download data, delete account', async ({
  page,
}) => {
  const analyticsCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/analytics/')) analyticsCalls.push(r.url());
  });

  const account = await signUpViaUi(page);
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post('/api/saved-resumes', {
    data: { title: 'Acme Resume - Backend Engineer', content: 'Built Kubernetes clusters.' },
    headers: { origin },
  });
  expect(saved.status()).toBe(200);
  // Without consent, the dashboard sent nothing.
  expect(analyticsCalls).toEqual([]);

  // Settings, from the name in the header.
  await page.getByTestId('user-name').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect(page).toHaveTitle('Account settings | Careerforge');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  for (const name of ['Usage analytics', 'Product news by e-mail', 'LinkedIn profile checks']) {
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
  }
  await expectNoSeriousA11yViolations(page);

  // Analytics consent on: kept after a reload, and a page view is now stored.
  await setConsent(page, true);
  await expect(toast(page, 'Preference saved')).toBeVisible();
  await page.reload();
  await expect(analyticsSwitch(page)).toHaveAttribute('aria-checked', 'true');
  const viewed = page.waitForResponse((r) => r.url().endsWith('/api/analytics/page-view'));
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await viewed).status()).toBe(200);

  // ... and off again: kept after a reload, and nothing more is sent. (The settings page view
  // is stored first: it goes out while consent is still on.)
  const settingsViewed = page.waitForResponse((r) => r.url().endsWith('/api/analytics/page-view'));
  await page.getByTestId('user-name').click();
  expect((await settingsViewed).status()).toBe(200);
  await setConsent(page, false);
  await page.reload();
  await expect(analyticsSwitch(page)).toHaveAttribute('aria-checked', 'false');
  const sentBefore = analyticsCalls.length;
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText(/^Welcome/)).toBeVisible();
  await page.getByTestId('user-name').click();

  // Change the name: the header follows.
  await page.getByLabel('First name').fill('Jordana');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Name saved')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(`Jordana ${account.lastName}`);

  // Download my data: one JSON file with the e-mail and the rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^careerforge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<
    string,
    unknown
  > & {
    profile: { email: string; firstName: string; consents: Record<string, boolean> };
    saved_resumes: { title: string }[];
    page_views: { pageName: string }[];
  };
  await expect(toast(page, 'Download Complete')).toBeVisible();
  expect(data.profile.email).toBe(account.email);
  expect(data.profile.firstName).toBe('Jordana');
  expect(data.profile.consents).toEqual({
    analytics: false,
    marketing: false,
    linkedin_check: false,
  });
  expect(data.saved_resumes.map((r) => r.title)).toEqual(['Acme Resume - Backend Engineer']);
  // Page views only while consent was on: settings after the reload, the dashboard, settings again.
  expect(data.page_views.map((v) => v.pageName).sort()).toEqual([
    'dashboard',
    'settings',
    'settings',
  ]);
  expect(analyticsCalls.length).toBe(sentBefore);
  expect(JSON.stringify(data)).not.toContain(account.password);

  // The privacy page names every section of the export.
  const sections = Object.keys(data).filter(
    (k) => !['format', 'version', 'exportedAt'].includes(k),
  );
  await page.goto('/privacy-policy');
  // The policy text is its own module: wait for it rather than read the page while it loads.
  const policy = page.getByRole('main');
  for (const section of sections) await expect(policy, `section ${section}`).toContainText(section);

  // Delete the account with the password.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect((await page.request.get('/auth/user')).status()).toBe(401);

  // Signing in again fails.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('forgot password: linked from sign-in; without mail it says how the operator resets', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expect(page.getByText('This server does not send e-mail')).toBeVisible();
  await expect(page.getByText('npm run reset-password -- <email>')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('signed out, /settings sends you to sign in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
});
