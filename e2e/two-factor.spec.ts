import { Secret, TOTP } from 'otpauth';
import { expect, newAccount, signUpViaUi, test } from './fixtures';

/** The code an authenticator app shows for the key printed on the settings page. */
const codeFor = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 }).generate();

test('two-factor: set up in settings, sign in with a code and with a backup code, turn off', async ({
  page,
}) => {
  const account = await signUpViaUi(page, newAccount());
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByLabel('Your password').fill(account.password);
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await card.locator('code').innerText()).trim();
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);
  const backupCodes = await card
    .getByRole('list', { name: 'Backup codes' })
    .locator('li')
    .allInnerTexts();
  expect(backupCodes).toHaveLength(10);

  await card.getByLabel('Code from the app').fill(codeFor(key));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

  // Sign out, then in: the password alone is not enough.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct');
  await page.getByLabel('Authentication code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // And with a backup code instead of the app.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Off again with the password.
  await page.goto('/settings');
  const on = page.getByRole('region', { name: 'Two-factor sign-in' });
  await on.getByLabel('Your password').fill(account.password);
  await on.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(on.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});

test('passkeys: add one in settings, sign in with it, remove it', async ({ page }) => {
  // Chromium's virtual authenticator: a platform passkey that verifies the user at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const account = await signUpViaUi(page, newAccount());
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
  await card.getByLabel('Name for the new passkey (optional)').fill('Work laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');

  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.firstName).first()).toBeVisible();

  await page.goto('/settings');
  await card.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
});
