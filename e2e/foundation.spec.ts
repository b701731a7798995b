import {
  expect,
  expectNoSeriousA11yViolations,
  protectedRoutes,
  signUpViaUi,
  test,
} from './fixtures';

test('sign up, stay signed in across a reload, visit every protected route, sign out', async ({
  page,
}) => {
  const account = await signUpViaUi(page);
  await expect(page.getByTestId('user-name')).toHaveText(
    `${account.firstName} ${account.lastName}`,
  );

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText(
    `${account.firstName} ${account.lastName}`,
  );

  for (const [path, title] of protectedRoutes) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(title);
  }

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByText("We'll miss you!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  // The session is gone on the server too.
  const me = await page.request.get('/auth/user');
  expect(me.status()).toBe(401);
});

test('signed out, a protected page sends you to /auth and back after sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.goto('/resume-lab');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fresume-lab/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Back');
  await page.getByLabel('Email').fill(`back-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-long-password-2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/resume-lab$/);

  // A signed-in user on /auth goes to /dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows a clear message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('an unknown path shows the 404 page, an unknown /help/... topic included', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/help/no-such-topic');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the mobile menu opens, and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
});

test('the dark theme toggle persists across reloads', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe('accessibility', () => {
  test('/ and /auth have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome to Careerforge' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/dashboard has no serious or critical axe violations', async ({ page }) => {
    await signUpViaUi(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
