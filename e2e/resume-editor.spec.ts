import type { Locator, Page } from '@playwright/test';
import {
  closeDialogWithEscape,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaUi,
  test,
  JOB,
  RESUME,
  pasteResumeInLab,
} from './fixtures';

/** Skills the posting asks for that the resume does not name: typing them raises the score. */
const ADDED = '\nADDITIONAL SKILLS\nGraphQL, gRPC, distributed systems, query optimization';

const openToast = (page: Page) => page.locator('li[data-state="open"]');
const toast = (page: Page, title: string) =>
  openToast(page).getByText(title, { exact: true }).first();

/** The figure of a score tile ("ATS score", "Keyword match"). */
async function tileScore(scope: Page | Locator, label: string): Promise<number> {
  const text = (await scope.getByRole('group', { name: label }).textContent()) ?? '';
  const m = /(\d+)%/.exec(text);
  if (!m) throw new Error(`no score in "${text}"`);
  return Number(m[1]);
}

async function tailor(page: Page) {
  await page.goto('/resume-lab');
  await pasteResumeInLab(page);
  await page.getByLabel('Company name (optional)').fill('Cobalt Harbor');
  await page.getByLabel('Job title (optional)').fill('Senior Backend Engineer');
  await page.getByLabel('Job description').fill(JOB);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Personalized/ }).click();
  await page.getByRole('button', { name: 'Tailor Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Review and edit' })).toBeVisible();
}

test('review, reject, edit and re-score a tailored resume, then edit it again in Saved Resumes and undo its delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaUi(page);
  await tailor(page);

  // Every change is listed; rejecting one puts the original back and removes it from the list.
  const changes = page.getByTestId('resume-change');
  const count = await changes.count();
  expect(count).toBeGreaterThan(1);
  const first = changes.first();
  const tailoredSide = (await first.locator('ins').allTextContents()).join('').trim();
  await first.getByRole('button', { name: 'Reject change 1', exact: true }).click();
  await expect(changes).toHaveCount(count - 1);
  await page.getByRole('button', { name: 'Accept change 1', exact: true }).click();
  await expect(changes.first()).toHaveAttribute('data-accepted', 'true');
  await expect(page.getByText(`${count - 1} changes, 1 accepted.`, { exact: false })).toBeVisible();
  // Undo brings the rejected change back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(changes).toHaveCount(count);
  await first.getByRole('button', { name: 'Reject change 1', exact: true }).click();
  await expect(changes).toHaveCount(count - 1);

  // Make Further Edits opens the text, focused; typing re-scores it.
  const before = await tileScore(page, 'Keyword match');
  await page.getByRole('button', { name: 'Make Further Edits' }).click();
  const box = page.getByLabel('Tailored resume text');
  await expect(box).toBeFocused();
  if (tailoredSide) expect(await box.inputValue()).not.toContain(tailoredSide);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(ADDED);
  await expect(page.getByText('Updating the score…')).toBeVisible();
  await expect(page.getByText('Scored against the job as you edit.')).toBeVisible();
  await expect.poll(() => tileScore(page, 'Keyword match')).toBeGreaterThan(before);
  const edited = await box.inputValue();
  expect(edited).toContain('GraphQL, gRPC');

  // The full view, and what is saved, is the edited text.
  await page.getByRole('button', { name: 'View Full Resume' }).click();
  await expect(page.getByTestId('tailored-full')).toContainText('GraphQL, gRPC');
  await closeDialogWithEscape(page);
  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(toast(page, 'Resume Saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Saved Resumes: the saved text and the server's score of it; edit the text and re-score.
  await page.goto('/saved-resumes');
  const title = 'Cobalt Harbor Resume - Senior Backend Engineer';
  const card = page.getByRole('article', { name: title });
  const savedScore = Number(/ATS (\d+)%/.exec((await card.textContent()) ?? '')![1]);
  await card.getByRole('button', { name: `Edit text of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Resume Text' });
  const text = dialog.getByLabel('Resume text');
  await expect(text).toHaveValue(edited);
  await expect(dialog.getByText(/Scored against the Senior Backend Engineer job/)).toBeVisible();
  const savedKeywords = await tileScore(dialog, 'Keyword match');
  await text.fill(edited.replace(ADDED, ''));
  await expect(dialog.getByText('Updating the score…')).toBeVisible();
  await expect(dialog.getByText(/Scored against the Senior Backend Engineer job/)).toBeVisible();
  // Near the top the calibrated score moves little, so the keyword share is what must drop.
  expect(await tileScore(dialog, 'Keyword match')).toBeLessThan(savedKeywords);
  const lowered = await tileScore(dialog, 'ATS score');
  expect(lowered).toBeLessThanOrEqual(savedScore);
  await expect(dialog.getByText(`Saved: ${savedScore}%`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Changes', exact: true }).click();
  await expect(dialog.getByTestId('resume-change')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Resume Updated')).toBeVisible();
  await expect(card).toContainText(`ATS ${lowered}%`);

  // Delete shows an Undo toast; Undo brings it back, also after a reload.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(card).toHaveCount(0);
  await expect(toast(page, 'Resume Deleted')).toBeVisible();
  await openToast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await expect(toast(page, 'Resume Restored')).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();

  // Without Undo, the delete happens when the toast goes away.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, 'Resume Deleted')).toBeVisible();
  await openToast(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No saved resumes yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No saved resumes yet')).toBeVisible();
});

test('a saved resume without its job description can be edited and says why it is not scored', async ({
  page,
}) => {
  await signUpViaUi(page);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/saved-resumes', {
    data: { title: 'Old Resume', content: RESUME, atsScore: 70 },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  await page.goto('/saved-resumes');
  await page.getByRole('button', { name: 'Edit text of Old Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Resume Text' });
  await expect(dialog.getByText(/saved without the job description/)).toBeVisible();
  // Pasting the job description scores it; saving stores the job with it.
  await dialog.getByLabel('Job description (optional)').fill(JOB);
  await expect(dialog.getByText(/Scored against its job/)).toBeVisible();
  const live = await tileScore(dialog, 'ATS score');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Resume Updated')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Old Resume' })).toContainText(`ATS ${live}%`);
});

test('an uploaded original is listed once, renamed and deleted with Undo', async ({ page }) => {
  await signUpViaUi(page);
  for (let i = 0; i < 2; i++) {
    // a fresh start of the Resume Lab each time (its steps live in the tab's session)
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/resume-lab');
    await page
      .getByLabel('Resume file')
      .setInputFiles({ name: 'jordan.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
    await expect(toast(page, 'Resume uploaded successfully!')).toBeVisible();
  }
  await page.goto('/saved-resumes');
  const section = page.getByRole('region', { name: 'Uploaded originals' });
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section).toContainText('jordan.txt · TXT · Uploaded');

  await section.getByRole('button', { name: 'Rename jordan' }).click();
  await section.getByLabel('Name of jordan.txt').fill('Resume for startups');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Resume for startups', { exact: true })).toBeVisible();
  await page.reload();
  await expect(section.getByText('Resume for startups', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Delete upload Resume for startups' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await openToast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await section.getByRole('button', { name: 'Delete upload Resume for startups' }).click();
  await openToast(page).getByRole('button', { name: 'Close' }).click();
  await expect(section.getByText(/No uploaded files/)).toBeVisible();
  await page.reload();
  await expect(section.getByText(/No uploaded files/)).toBeVisible();
});
