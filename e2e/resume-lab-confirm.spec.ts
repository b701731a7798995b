import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROLES, resumePdf } from '../apps/server/test/fixtures/layout-pdf';
import {
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  signUpViaUi,
  test,
  JOB,
  RESUME,
} from './fixtures';

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

/** A persona's resume from the quality corpus (bench/personas). */
const persona = (dir: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../bench/personas', dir, 'resume.txt'), 'utf8');

/**
 * Each role card's own lines (title, employer and place, dates, bullet count), as the person
 * checks them.
 */
async function roleLines(page: Page) {
  const roles = page.getByTestId('confirm-roles').locator(':scope > li');
  await expect(roles.first()).toBeVisible();
  return roles.evaluateAll((cards) =>
    cards.map((c) => Array.from(c.querySelectorAll(':scope > div p'), (p) => p.textContent ?? '')),
  );
}

test("the check step shows the server's reading: figures in a bullet and unmarked bullets are not roles", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/resume-lab');
  await page.getByRole('button', { name: 'Paste Resume Text' }).click();
  // bullets that wrap onto a second line ("…scores from\n74% to 86%")
  await page.getByLabel('Resume text').fill(persona('02-nurse-houston'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: /^Experience \(3 roles, 10 bullets\)$/ }),
  ).toBeVisible();
  const nurse = await roleLines(page);
  expect(nurse.map(([title, where, , count]) => [title, where, count])).toEqual([
    [
      'Charge Nurse, Medical-Surgical/Telemetry',
      'Bayou City Medical Center · Houston, TX',
      '5 bullets',
    ],
    ['Staff Nurse, Telemetry', 'Bayou City Medical Center · Houston, TX', '2 bullets'],
    ['Staff Nurse, Medical-Surgical', 'St. Agnes Regional Hospital · San Antonio, TX', '3 bullets'],
  ]);
  // the dates as the parser read them ("03/2021 to Present"), in either form it may print
  expect(nurse.map((r) => r[2])).toEqual([
    expect.stringMatching(/^(Mar 2021|03\/2021) – Present$/),
    expect.stringMatching(/^(Sep 2020|09\/2020) – (Feb 2021|02\/2021)$/),
    expect.stringMatching(/^(Jul 2016|07\/2016) – (Aug 2020|08\/2020)$/),
  ]);
  await expect(page.getByText('74% to 86%', { exact: true })).toHaveCount(0);

  // bullets with no bullet marks, under "Title | Employer, Place | Dates" lines
  await page.getByRole('button', { name: 'Edit Text' }).click();
  await page.getByLabel('Resume text').fill(persona('11-hotel-honolulu'));
  await expect(
    page.getByRole('heading', { name: /^Experience \(3 roles, 10 bullets\)$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('confirm-roles')).toContainText('Guest Services Agent');
  expect(await roleLines(page)).toEqual([
    [
      'Front Office Manager',
      'Waikīkī Shores Resort & Spa (612 rooms) · Honolulu, HI',
      'Apr 2021 – Present',
      '5 bullets',
    ],
    [
      'Assistant Front Office Manager',
      'Waikīkī Shores Resort & Spa · Honolulu, HI',
      'Jun 2018 – Mar 2021',
      '3 bullets',
    ],
    [
      'Guest Services Agent',
      'Hotel Sakura Tower · Tokyo, Japan',
      'Apr 2015 – May 2018',
      '2 bullets',
    ],
  ]);
  await expectNoSeriousA11yViolations(page);
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
