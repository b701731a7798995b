/**
 * The subscription page with BILLING_MODE=stripe (the second app server of playwright.config.ts,
 * its Stripe SDK pointed at a fake Stripe whose checkout page pays and sends the signed webhook):
 * upgrade through Checkout, read why a free-plan limit refuses, cancel at the period end.
 */
import type { Page } from '@playwright/test';
import { SESSION_HINT_COOKIE, expect, newAccount, test } from './fixtures';

const STRIPE_APP = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
test.use({ baseURL: STRIPE_APP });

const POSTING = `Senior Backend Engineer - Payments Platform
Acme Financial is hiring a Senior Backend Engineer to build and operate payment APIs.
Requirements: 5+ years of backend engineering, strong Python or Go, PostgreSQL, Kubernetes.`;

async function signUp(page: Page) {
  const account = newAccount();
  const res = await page.request.post(`${STRIPE_APP}/api/auth/sign-up/email`, {
    data: { ...account, name: `${account.firstName} ${account.lastName}` },
    headers: { origin: STRIPE_APP },
  });
  expect(res.status()).toBe(200);
  // the hint the web app's own sign-in sets beside the session (apps/web/src/lib/auth.ts)
  await page
    .context()
    .addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: STRIPE_APP, sameSite: 'Lax' }]);
}

test('Stripe billing: upgrade through Checkout and its webhook, then cancel', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/subscription');
  await page
    .getByRole('article', { name: 'Professional' })
    .getByRole('button', { name: 'Upgrade to Professional' })
    .click();
  // Checkout (the fake Stripe) pays, tells the app, and comes back to the page.
  await expect(page).toHaveURL(/\/subscription\?checkout=success/, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByText('Current Plan: Professional')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText(/Renews on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(/Cancels on /).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  const sub = await (await page.request.get('/api/subscription')).json();
  expect(sub).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true, mode: 'stripe' });
});

test('Stripe billing: a free-plan limit is refused with its reason and a way to the plans', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  for (let i = 0; i < 2; i++)
    expect(
      (
        await page.request.post('/api/cover-letters/generate', {
          data: { jobDescription: POSTING, tone: 'professional' },
          headers: { origin: STRIPE_APP },
        })
      ).status(),
    ).toBe(200);
  await page.goto('/subscription?tab=usage');
  await expect(page.getByTestId('usage-coverLetters')).toContainText('2 / 2');

  await page.goto('/cover-letter');
  await page.getByLabel('Job Description *').fill(POSTING);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const toast = page.locator('li[data-state="open"]').first();
  await expect(toast.getByText('Plan Limit Reached')).toBeVisible();
  await expect(
    toast.getByText(
      /Your Starter plan includes 2 cover letters a month, and you have used them all/,
    ),
  ).toBeVisible();
  await toast.getByRole('button', { name: 'See Plans' }).click();
  await expect(page).toHaveURL(/\/subscription/);
  const history = await (await page.request.get('/api/cover-letters')).json();
  expect(history).toHaveLength(2);
});
