import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  closeDialogWithEscape,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  toast,
  expectToast,
} from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const RESUME = `Jordan Rivera
jordan.rivera@example.com | (555) 201-7788 | Austin, TX

SUMMARY
Backend engineer with six years of experience building payment APIs in Python and Go.

EXPERIENCE
Senior Software Engineer, Brightwave Payments (2021 - Present)
- Led the migration of the ledger service to PostgreSQL, cutting p99 latency by 40%.
- Built a Kubernetes deployment pipeline used by 12 teams, reducing release time from 2 days to 3 hours.
- Mentored four junior engineers through code review and pairing.

Software Engineer, Northline Logistics (2018 - 2021)
- Designed REST APIs in Python (Django) serving 2 million requests a day.
- Introduced automated integration tests that cut production incidents by 30%.

EDUCATION
B.S. Computer Science, University of Texas at Austin, 2018

SKILLS
Python, Go, PostgreSQL, Kubernetes, Docker, AWS, REST APIs, CI/CD, Terraform`;

const POSTING = `Senior Backend Engineer - Payments Platform
Acme Financial is hiring a Senior Backend Engineer to join our Payments Platform team.

What you will do:
- Design, build and operate high-throughput payment APIs.
- Own services end to end, from design through on-call.
- Improve the reliability and latency of our PostgreSQL-backed ledger.
- Mentor engineers and raise the bar through code review.

Requirements:
- 5+ years of backend engineering experience.
- Strong Python or Go.
- Experience with PostgreSQL and Kubernetes.
- Experience with AWS and infrastructure as code (Terraform).
- Clear written communication.

Nice to have: Kafka, experience in fintech.`;

/** An open toast by its title. */

const editor = (page: Page) => page.getByLabel('Cover letter text');

/** A signed-up user with one pasted resume, on /cover-letter. */
async function userWithResume(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/resumes', {
    data: { title: 'Jordan Rivera Resume', content: RESUME, originalContent: RESUME },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  await page.goto('/cover-letter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cover Letter Generator');
}

async function generate(page: Page, tone: string) {
  await page.getByRole('tab', { name: 'Generate' }).click();
  await page.getByRole('radio', { name: tone }).check();
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(toast(page, 'Cover Letter Generated!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Edit & Review' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return editor(page).inputValue();
}

test('generate in two tones, check sources, analyze, save, download, find it saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await userWithResume(page);

  // The four tabs, and the spec's validation text on a blank job description.
  for (const name of ['Generate', 'Edit & Review', 'AI Feedback', 'History'])
    await expect(page.getByRole('tab', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expectToast(
    page,
    'Job Description Required',
    'Please enter a job description to generate your cover letter.',
  );

  await page.getByLabel('Resume').selectOption({ label: 'Jordan Rivera Resume' });
  await page.getByLabel('Job Description *').fill(POSTING);
  await page.getByLabel('Company Name').fill('Acme Financial');
  await page.getByLabel('Job Title').fill('Senior Backend Engineer');
  await expectNoSeriousA11yViolations(page);

  const professional = await generate(page, 'Professional');
  expect(professional).toContain('Acme Financial');
  expect(professional).toContain('Brightwave Payments');
  const enthusiastic = await generate(page, 'Enthusiastic');
  expect(enthusiastic).toContain('Acme Financial');
  expect(enthusiastic).not.toBe(professional);

  // Evidence: a claim's sentence with its resume line; focusing it marks it in the letter.
  const evidence = page.getByRole('region', { name: 'Evidence' });
  const claim = evidence
    .getByRole('listitem')
    .getByRole('button')
    .filter({ hasText: 'PostgreSQL' })
    .first();
  await expect(claim).toContainText('From your resume:');
  await expect(claim).toContainText('Led the migration of the ledger service to PostgreSQL');
  await claim.focus();
  const marked = page.locator('mark');
  await expect(marked).toHaveCount(1);
  const sentence = (await marked.textContent()) ?? '';
  expect(sentence.length).toBeGreaterThan(10);
  expect(enthusiastic).toContain(sentence);
  await expectNoSeriousA11yViolations(page);
  await claim.blur();
  await evidence.getByRole('button', { name: 'Show sources' }).click();
  await expect(evidence.getByRole('button', { name: 'Show sources' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await marked.count()).toBeGreaterThan(1);

  // ATS analysis: stays on the editor, toast with the average out of 100.
  await page.getByRole('button', { name: 'Analyze (ATS)' }).click();
  await expect(toast(page, 'ATS Analysis Complete!')).toBeVisible();
  await expect(page.locator('li[data-state="open"]')).toContainText('/100');
  await expect(page.getByRole('tab', { name: 'Edit & Review' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'AI Feedback' }).click();
  for (const label of ['ATS Score', 'Relevance', 'Personality'])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How each score is made' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Downloads from the editor: cover-letter-{company}.txt and the PDF.
  await page.getByRole('tab', { name: 'Edit & Review' }).click();
  const [txt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  expect(txt.suggestedFilename()).toBe('cover-letter-acme-financial.txt');
  expect(await readFile((await txt.path())!, 'utf8')).toBe(await editor(page).inputValue());
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('cover-letter-acme-financial.pdf');
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // Copy puts the letter on the clipboard.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page, 'Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await editor(page).inputValue(),
  );

  // An edit survives a reload of the tab.
  await editor(page).press('End');
  await editor(page).pressSequentially(' P.S. Edited.');
  const edited = await editor(page).inputValue();
  await page.reload();
  await expect(editor(page)).toHaveValue(edited);

  // Save under the default title.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to Saved Cover Letters' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Senior Backend Engineer at Acme Financial');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved!')).toBeVisible();

  // History: both letters, newest first; open loads one into the editor.
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel').getByRole('article');
  await expect(history).toHaveCount(2);
  await history
    .nth(1)
    .getByRole('button', { name: /^Open / })
    .click();
  await expect(editor(page)).toHaveValue(professional);
  // Unsaved edits are not replaced without asking.
  await editor(page).fill(`${professional}\nUnsaved.`);
  page.once('dialog', (d) => {
    expect(d.message()).toContain('have not been saved');
    void d.dismiss();
  });
  await page.getByRole('tab', { name: 'History' }).click();
  await history
    .nth(0)
    .getByRole('button', { name: /^Open / })
    .click();
  await page.getByRole('tab', { name: 'Edit & Review' }).click();
  await expect(editor(page)).toHaveValue(`${professional}\nUnsaved.`);

  // Saved Cover Letters: the saved letter, favorite, download as text and PDF.
  await page.getByRole('link', { name: 'Saved Cover Letters' }).click();
  await expect(page).toHaveURL(/\/saved-cover-letters$/);
  const card = page.getByRole('article', { name: 'Senior Backend Engineer at Acme Financial' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  await card.getByRole('button', { name: /^Download / }).click();
  const [savedTxt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Text (.txt)' }).click(),
  ]);
  expect(savedTxt.suggestedFilename()).toBe('senior_backend_engineer_at_acme_financial.txt');
  expect(await readFile((await savedTxt.path())!, 'utf8')).toBe(edited);
  await card.getByRole('button', { name: /^Download / }).click();
  const [savedPdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'PDF (.pdf)' }).click(),
  ]);
  expect(savedPdf.suggestedFilename()).toBe('senior_backend_engineer_at_acme_financial.pdf');

  // Search, preview, edit.
  await page.getByLabel('Search saved cover letters').fill('kubernetes');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Search saved cover letters').fill('no such words anywhere');
  await expect(page.getByText('No letters match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await card.getByRole('button', { name: /^Preview / }).click();
  await expect(page.getByRole('dialog')).toContainText('P.S. Edited.');
  await closeDialogWithEscape(page);
  await card.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit cover letter' });
  await edit.getByLabel('Title', { exact: true }).fill('Acme letter (final)');
  await edit.getByLabel('Tags').fill('fintech, referral');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Acme letter (final)' });
  await expect(renamed).toContainText('fintech');
  await expectNoSeriousA11yViolations(page);

  // Delete with Undo, then for good: the empty state leads to /cover-letter.
  await renamed.getByRole('button', { name: /^Delete / }).click();
  await expect(renamed).toHaveCount(0);
  await page.locator('li[data-state="open"]').getByRole('button', { name: 'Undo' }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: /^Delete / }).click();
  await page.locator('li[data-state="open"]').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No saved cover letters yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No saved cover letters yet')).toBeVisible();
  await page.getByRole('link', { name: 'Write a Cover Letter' }).click();
  await expect(page).toHaveURL(/\/cover-letter$/);
});

test('analysis validation: no content, then no job description', async ({ page }) => {
  await userWithResume(page);
  await page.getByRole('tab', { name: 'Edit & Review' }).click();
  await expect(page.getByText('No cover letter yet')).toBeVisible();
  await page.getByRole('button', { name: 'Write my own' }).click();
  await page.getByRole('button', { name: 'Analyze (ATS)' }).click();
  await expectToast(page, 'No Content to Analyze', 'Please generate a cover letter first.');
  await editor(page).fill('Dear Hiring Manager,\n\nI would like to apply.\n\nJordan');
  await page.getByRole('button', { name: 'Analyze (ATS)' }).click();
  await expectToast(
    page,
    'Job Description Required',
    'Please enter the job description for accurate ATS analysis.',
  );
  // the job description can be given right here; the analysis then runs
  await page.getByLabel('Job Description', { exact: true }).fill(POSTING);
  await page.getByRole('button', { name: 'Analyze (ATS)' }).click();
  await expect(toast(page, 'ATS Analysis Complete!')).toBeVisible();
  // a letter without a resume: no evidence to show
  await expect(page.getByRole('region', { name: 'Evidence' })).toContainText(
    'No resume was chosen',
  );
});

test('a letter without a resume says nothing about the candidate; history empty state', async ({
  page,
}) => {
  await userWithResume(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('No cover letters yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate a Cover Letter' }).click();
  await expect(page.getByLabel('Resume')).toHaveValue('none');
  await page.getByLabel('Job Description *').fill(POSTING);
  await page.getByLabel('Company Name').fill('Acme Financial');
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(toast(page, 'Cover Letter Generated!')).toBeVisible();
  const text = await editor(page).inputValue();
  expect(text).toContain('Acme Financial');
  for (const fact of ['Brightwave', 'Northline', 'Austin', '40%']) expect(text).not.toContain(fact);
  await expect(page.getByRole('button', { name: 'Show sources' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByText('No cover letters yet')).toBeVisible();
});
