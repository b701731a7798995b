import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  expectToolPage,
} from './fixtures';

/** An open toast by its title (found by markup: a modal dialog hides the rest from roles). */
const openToasts = (page: Page) => page.locator('li[data-state="open"]');
const toast = (page: Page, title: string) =>
  openToasts(page).getByText(title, { exact: true }).first();
const plan = (page: Page, name: string) => page.getByRole('article', { name });
const usage = (page: Page, counter: string) => page.getByTestId(`usage-${counter}`);

const POSTING = `Senior Backend Engineer - Payments Platform
Acme Financial is hiring a Senior Backend Engineer to build and operate payment APIs.
Requirements: 5+ years of backend engineering, strong Python or Go, PostgreSQL, Kubernetes.`;

/** A new user who has really used two tools: one cover letter and two tracked applications. */
async function userWithSomeUse(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const origin = new URL(page.url()).origin;
  const letter = await page.request.post('/api/cover-letters/generate', {
    data: { jobDescription: POSTING, companyName: 'Acme Financial', tone: 'professional' },
    headers: { origin },
  });
  expect(letter.status()).toBe(200);
  for (const company of ['Acme Financial', 'Globex'])
    expect(
      (
        await page.request.post('/api/applications', {
          data: { jobTitle: 'Backend Engineer', company },
          headers: { origin },
        })
      ).status(),
    ).toBe(200);
}

/** The period end of the stored subscription, as the page writes dates ("Dec 24, 2026"). */
async function periodEnd(page: Page): Promise<string> {
  const sub = (await (await page.request.get('/api/subscription')).json()) as {
    currentPeriodEnd: string | null;
  };
  expect(sub.currentPeriodEnd).not.toBeNull();
  return page.evaluate(
    (iso) =>
      new Date(iso).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
    sub.currentPeriodEnd!,
  );
}

test('free billing: plans, real usage, upgrade at once, cancel at the period end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await userWithSomeUse(page);
  await page.goto('/subscription');
  await expectToolPage(page, 'Subscription', ['Plans', 'Usage', 'Billing']);

  // Plans: three cards, the badges, Free Forever, and the plain statement that all is free.
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(plan(page, 'Starter').getByText('Current Plan')).toBeVisible();
  await expect(plan(page, 'Professional').getByText('Most Popular')).toBeVisible();
  await expect(plan(page, 'Starter').getByRole('button', { name: 'Free Forever' })).toBeDisabled();
  await expect(page.getByText('Save 17%')).toBeVisible();
  await expect(page.getByTestId('free-mode-notice')).toContainText(
    'All features are free during development. Plan limits are not enforced',
  );
  await expect(plan(page, 'Professional').getByText('$19', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Usage on the free plan: the real counts against the Starter limits.
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByText('Current Plan: Starter')).toBeVisible();
  await expect(page.getByTestId('free-mode-notice')).toContainText('not enforced');
  await expect(usage(page, 'coverLetters')).toContainText('1 / 2');
  await expect(usage(page, 'coverLetters').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(usage(page, 'applications')).toContainText('2 / 10');
  await expect(usage(page, 'interviews')).toContainText('0 / 5');

  // Yearly prices, then the upgrade: at once, with the success toast.
  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(plan(page, 'Professional').getByText('$16/month billed annually')).toBeVisible();
  await expect(plan(page, 'Enterprise').getByText('$41/month billed annually')).toBeVisible();
  await plan(page, 'Professional').getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(toast(page, 'Subscription Updated!')).toBeVisible();
  await expect(
    openToasts(page).getByText('Your subscription has been successfully updated.'),
  ).toBeVisible();
  await expect(plan(page, 'Professional').getByText('Current Plan')).toBeVisible();
  await expect(plan(page, 'Starter').getByText('Current Plan')).toHaveCount(0);

  // Usage on Professional: unlimited; the paid period starts now, so the period counters
  // count from here while tracked applications count them all. One more letter counts.
  const origin = new URL(page.url()).origin;
  const more = await page.request.post('/api/cover-letters/generate', {
    data: { jobDescription: POSTING, companyName: 'Globex', tone: 'confident' },
    headers: { origin },
  });
  expect(more.status()).toBe(200);
  const now = (await (await page.request.get('/api/subscription')).json()) as {
    usage: { coverLetters: number };
  };
  expect(now.usage.coverLetters).toBeGreaterThanOrEqual(1);
  await page.goto('/subscription?tab=usage');
  await expect(page.getByText('Current Plan: Professional')).toBeVisible();
  await expect(usage(page, 'coverLetters')).toContainText(`${now.usage.coverLetters} / ∞`);
  await expect(usage(page, 'applications')).toContainText('2 / ∞');
  await expect(usage(page, 'applications').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  // Billing: renews, the yearly price per month, then cancel after the confirmation.
  const end = await periodEnd(page);
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText(`Renews on ${end}`)).toBeVisible();
  await expect(page.getByText('$16/month billed annually')).toBeVisible();
  const manage = page.getByRole('link', { name: /Manage Billing/ });
  await expect(manage).toHaveAttribute('href', '/billing/portal');
  await expect(manage).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Are you sure you want to cancel your subscription?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Renews on ${end}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toast(page, 'Subscription Canceled')).toBeVisible();
  await expect(
    openToasts(page).getByText(
      'Your subscription will remain active until the end of the billing period.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`Cancels on ${end}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  // Stored: after a reload the plan is still Professional and still ends at the period end.
  await page.goto('/subscription?tab=billing');
  await expect(page.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(page.getByText(`Cancels on ${end}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Plans' }).click();
  await expect(plan(page, 'Professional').getByText(`Cancels on ${end}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a tool refused by the plan's limit says why and leads to the plans", async ({ page }) => {
  await page.goto('/');
  await signUpViaApi(page);
  const message =
    'The Starter plan includes 2 cover letters a month and you have used them. Professional has no limit.';
  await page.route('**/api/cover-letters/generate', (route) =>
    route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'PLAN_LIMIT_REACHED', message } }),
    }),
  );
  await page.goto('/cover-letter');
  await page.getByLabel('Job Description *').fill(POSTING);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(toast(page, 'Plan Limit Reached')).toBeVisible();
  await expect(openToasts(page).getByText(message)).toBeVisible();
  await expect(toast(page, 'Generation Failed')).toHaveCount(0);
  await page.getByRole('button', { name: 'See Plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('article', { name: 'Professional' })).toBeVisible();
});
