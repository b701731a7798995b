import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toast,
  openSignedIn,
  expectToolPage,
  expectToast,
} from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const ABOUT = `I am a backend engineer. I have worked at Brightwave Payments and Northline Logistics for six years. At Brightwave I led the migration of our ledger service to PostgreSQL which cut p99 latency by 40%. I also built a Kubernetes deployment pipeline that 12 teams use and that took release time from two days to three hours. Before that I designed REST APIs in Python that served 2 million requests a day and I introduced integration tests that cut incidents by 30%. I enjoy mentoring and I have mentored four junior engineers. I like clean code, good tests, and calm on-call rotations. Outside work I run and I volunteer teaching kids to code.`;

test('validation, optimize an About, save the draft, open, copy and delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/linkedin-optimizer');
  await expectToolPage(page, 'LinkedIn Optimizer', ['Optimize', 'Results', 'Tips']);

  // The spec's validation texts, in order.
  await page.getByRole('button', { name: 'Optimize About Section' }).click();
  await expectToast(
    page,
    'About Section Required',
    'Please enter your current About section to optimize.',
  );
  const about = page.getByLabel('Current About Section *');
  await about.fill(ABOUT);
  await page.getByRole('button', { name: 'Optimize About Section' }).click();
  await expectToast(
    page,
    'Target Role Required',
    'Please specify your target role for optimization.',
  );

  // Live counts against the 150-300 word guide; the "see more" preview is marked.
  await expect(page.getByText(/113 words · 641 characters · 37 more words/)).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText(/^I am a backend engineer\./);
  expect(((await page.locator('mark').first().textContent()) ?? '').length).toBeLessThanOrEqual(
    300,
  );

  // Quick chips are the first six industries; the select has all twelve.
  const chips = page.getByRole('group', { name: 'Quick industry choice' }).getByRole('button');
  await expect(chips).toHaveText([
    'Technology',
    'Healthcare',
    'Finance',
    'Education',
    'Marketing',
    'Sales',
  ]);
  await chips.filter({ hasText: 'Finance' }).click();
  await expect(chips.filter({ hasText: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Finance');
  await expect(page.getByLabel('Industry', { exact: true }).locator('option')).toHaveCount(13);

  await page.getByLabel('Target Role *').fill('Senior Backend Engineer');
  await page.getByLabel('Keywords').fill('Python, , PostgreSQL,payments ,');
  await expect(page.getByText('3 keywords: Python · PostgreSQL · payments')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Optimize About Section' }).click();
  await expect(toast(page, 'LinkedIn Optimized!')).toBeVisible();
  await expect(page.locator('li[data-state="open"]')).toContainText(/Engagement score: \d+%/);
  await expect(page.locator('li[data-state="open"]')).toContainText(/Recruiter appeal: \d+%/);
  await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');

  await expect(page.getByText('Engagement Score', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Recruiter Appeal', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Before: \d+/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keywords used' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the scores are made' })).toBeVisible();
  const rewrite = page.getByLabel('Optimized About text');
  const optimized = await rewrite.inputValue();
  expect(optimized).toContain('PostgreSQL');
  expect(optimized).not.toBe(ABOUT);
  // each sentence with the user's own sentence it came from
  const source = page
    .getByRole('region', { name: 'Where each sentence comes from' })
    .getByRole('button')
    .first();
  await expect(source).toContainText('From your About:');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page, 'Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(optimized);

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Saved!')).toBeVisible();
  const drafts = page.getByRole('region', { name: 'Saved drafts' });
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  await expect(drafts).toContainText('Senior Backend Engineer');

  // The drafts stay after a reload; open one into the About box.
  await page.reload();
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  await drafts.getByRole('button', { name: /^Open / }).click();
  await expect(page.getByRole('tab', { name: 'Optimize' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Current About Section *')).toHaveValue(optimized);

  await drafts.getByRole('button', { name: /^Delete / }).click();
  await expect(drafts.getByText('No saved drafts yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'Tips' }).click();
  for (const name of ['Profile', 'Content strategy', 'Networking', 'Posting times'])
    await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('results tab shows an empty state until a result exists', async ({ page }) => {
  await openSignedIn(page, '/linkedin-optimizer');
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByText('No results yet')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Optimize' }).click();
  await expect(page.getByLabel('Current About Section *')).toBeVisible();
});
