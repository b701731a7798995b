import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROLES, resumePdf } from '../apps/server/test/fixtures/layout-pdf';
import { expect, expectNoSeriousA11yViolations, signUpViaUi, test } from './fixtures';

const fixtures = path.resolve(import.meta.dirname, '../packages/engine/test/fixtures');
const RESUME = readFileSync(path.join(fixtures, 'resume-classic.txt'), 'utf8');
const JOB = readFileSync(path.join(fixtures, 'jd-backend.txt'), 'utf8');

/** The focused element's text, and how far the wizard's top is from where it should be. */
async function focusAndScroll(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const wizard = document.querySelector<HTMLElement>('[data-testid="lab-wizard"]')!;
    const margin = parseFloat(getComputedStyle(wizard).scrollMarginTop) || 0;
    const target = wizard.getBoundingClientRect().top + window.scrollY - margin;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return {
      tag: active?.tagName ?? '',
      text: active?.textContent ?? '',
      scrollY: window.scrollY,
      expected: Math.max(0, Math.min(max, target)),
    };
  });
}

test('a PDF upload keeps its bullets: the roles, dates and bullets are shown to check', async ({
  page,
}) => {
  await signUpViaUi(page);
  await page.goto('/resume-lab');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'avery.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf('vector'),
  });
  await expect(page.getByText('Resume uploaded successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeFocused();
  await expect(page.getByText('From avery.pdf', { exact: false })).toBeVisible();

  const roles = page.getByTestId('confirm-roles').locator(':scope > li');
  await expect(roles).toHaveCount(ROLES.length);
  for (const [i, role] of ROLES.entries()) {
    const card = roles.nth(i);
    await expect(card).toContainText(role.header.split(',')[0]!);
    await expect(card).toContainText(role.dates);
    await expect(card.getByRole('listitem')).toHaveText(role.bullets);
  }
  await expect(
    page.getByRole('heading', { name: /^Experience \(2 roles, 5 bullets\)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Skills \(6\)$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // editing the text updates the view at once, and survives a reload
  await page.getByRole('button', { name: 'Edit Text' }).click();
  const text = page.getByLabel('Resume text');
  await expect(text).toHaveValue(/^Avery Chen/);
  await text.fill(`${await text.inputValue()}`.replace('• Mentored 2 junior engineers\n', ''));
  await expect(
    page.getByRole('heading', { name: /^Experience \(2 roles, 4 bullets\)$/ }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: /^Experience \(2 roles, 4 bullets\)$/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Looks Right, Continue' }).click();
  await expect(page.getByRole('heading', { name: 'The job you want' })).toBeFocused();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeFocused();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  // back on the upload step, the text is there to edit
  await expect(page.getByLabel('Extracted text from avery.pdf')).toHaveValue(/Mentored|Led the/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true });

  test('each step moves focus to its heading and scrolls to the top of the wizard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpViaUi(page);
    await page.goto('/resume-lab');
    await page.getByRole('button', { name: 'Paste Resume Text' }).click();
    let at = await focusAndScroll(page);
    expect(at.tag).toBe('H2');
    expect(at.text).toBe('Paste your resume');

    await page.getByLabel('Resume text').fill(RESUME);
    // the Continue button is below the long text area: the page is scrolled down to reach it
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeFocused();
    at = await focusAndScroll(page);
    expect(at.scrollY).toBeGreaterThan(0);
    expect(Math.abs(at.scrollY - at.expected)).toBeLessThanOrEqual(2);

    await page.getByRole('button', { name: 'Looks Right, Continue' }).click();
    await expect(page.getByRole('heading', { name: 'The job you want' })).toBeFocused();
    at = await focusAndScroll(page);
    expect(Math.abs(at.scrollY - at.expected)).toBeLessThanOrEqual(2);

    await page.getByLabel('Job description').fill(JOB);
    await page.getByRole('button', { name: 'Continue' }).click();
    at = await focusAndScroll(page);
    expect(at.tag).toBe('H2');
    expect(Math.abs(at.scrollY - at.expected)).toBeLessThanOrEqual(2);

    await page.getByRole('radio', { name: /^Personalized/ }).click();
    await page.getByRole('button', { name: 'Tailor Resume' }).click();
    await expect(page.getByText('Resume tailored successfully!', { exact: true })).toBeVisible();
    // the results open at their top: the heading has focus and the score is in view
    await expect(page.getByRole('heading', { name: 'Your tailored resume' })).toBeFocused();
    at = await focusAndScroll(page);
    expect(Math.abs(at.scrollY - at.expected)).toBeLessThanOrEqual(2);
    await expect(
      page.getByTestId('lab-wizard').getByText('ATS score', { exact: true }).first(),
    ).toBeInViewport();
  });
});
