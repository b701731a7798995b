import type { Page } from '@playwright/test';
import {
  closeDialogWithEscape,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaUi,
  test,
  JOB,
  RESUME,
} from './fixtures';

async function fillJob(page: Page) {
  await page.getByLabel('Company name (optional)').fill('Cobalt Harbor');
  await page.getByLabel('Job title (optional)').fill('Senior Backend Engineer');
  await page.getByLabel('Job description').fill(JOB);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('paste a resume, tailor it in each mode, read the score, save, find it in Saved Resumes and on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaUi(page);
  await page.goto('/resume-lab');
  await expect(page.getByRole('heading', { name: 'Resume Lab', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Paste Resume Text' }).click();
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await page.getByLabel('Resume text').fill('   ');
  await expect(cont).toBeDisabled();
  await page.getByLabel('Resume text').fill(RESUME);
  await cont.click();
  await expect(page.getByText('Resume saved successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible();
  await page.getByRole('button', { name: 'Looks Right, Continue' }).click();

  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await fillJob(page);

  const tailorButton = page.getByRole('button', { name: 'Tailor Resume' });
  await expect(tailorButton).toBeDisabled();
  const scores: Record<string, string> = {};
  for (const mode of ['Basic', 'Personalized', 'Aggressive']) {
    await page.getByRole('radio', { name: new RegExp(`^${mode}`) }).click();
    await page.getByRole('button', { name: 'Tailor Resume' }).click();
    await expect(page.getByText('Resume tailored successfully!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your tailored resume' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
    await expect(page.getByText(/^Found \(\d+\)$/).first()).toBeVisible();
    await expect(page.getByText(/^Missing \(\d+\)$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checks' })).toBeVisible();
    await page.getByRole('button', { name: 'View Full Resume' }).click();
    scores[mode] = (await page.getByTestId('tailored-full').textContent()) ?? '';
    await closeDialogWithEscape(page);
    if (mode !== 'Aggressive') {
      await page.getByRole('button', { name: 'Change Job or Mode' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
  }
  expect(new Set(Object.values(scores)).size).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'View Full Resume' }).click();
  await expect(page.getByRole('dialog', { name: 'Tailored resume' })).toContainText('Northwind');
  await closeDialogWithEscape(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^tailored-resume-\d{4}-\d{2}-\d{2}\.txt$/);

  await page.getByRole('button', { name: 'View Analytics' }).click();
  await expect(page.getByText(/^ATS \d+% · Keywords \d+%$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(page.getByText('Resume Saved!', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/saved-resumes');
  await expect(
    page.getByRole('heading', { name: 'Cobalt Harbor Resume - Senior Backend Engineer' }),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(
    page.getByText('Tailored resume for Senior Backend Engineer at Cobalt Harbor').first(),
  ).toBeVisible();
});

test('upload a .txt resume, check what was read, and keep input after a reload', async ({
  page,
}) => {
  await signUpViaUi(page);
  await page.goto('/resume-lab');
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: 'jordan.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
  await expect(page.getByText('Resume uploaded successfully!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('confirm-roles').locator(':scope > li')).toHaveCount(3);
  await page.getByRole('button', { name: 'Edit Text' }).click();
  await expect(page.getByLabel('Resume text')).toHaveValue(RESUME.trim());
  await page.getByRole('button', { name: 'Looks Right, Continue' }).click();
  await page.getByLabel('Job description').fill(JOB);
  await page.reload();
  await expect(page.getByLabel('Job description')).toHaveValue(JOB);
});

test('an unsupported file type is refused with a clear message', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/resume-lab');
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(page.getByRole('alert')).toContainText('Unsupported file type');
});
