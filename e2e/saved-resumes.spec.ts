import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUpViaApi, test, toast } from './fixtures';

interface SavedInput {
  title: string;
  content: string;
  companyName?: string;
  jobTitle?: string;
  tailoringMode?: 'basic' | 'personalized' | 'aggressive';
  atsScore?: number;
  keywordMatchScore?: number;
  improvements?: string[];
  recommendations?: string[];
  tags?: string[];
}

const ACME: SavedInput = {
  title: 'Acme Resume - Backend Engineer',
  content: 'Jordan Rivera\nBackend engineer.\nBuilt Kubernetes clusters for 40 services.',
  companyName: 'Acme',
  jobTitle: 'Backend Engineer',
  tailoringMode: 'personalized',
  atsScore: 92,
  keywordMatchScore: 85,
  improvements: ['Put Kubernetes in the summary'],
  recommendations: ['Add Terraform if you have used it'],
  tags: ['remote', 'finance', 'priority', 'referral'],
};
const GLOBEX: SavedInput = {
  title: 'Globex Resume - Data Analyst',
  content: 'Jordan Rivera\nSQL, dashboards and forecasting.',
  companyName: 'Globex',
  jobTitle: 'Data Analyst',
  tailoringMode: 'basic',
  atsScore: 78,
  keywordMatchScore: 70,
  tags: ['remote'],
};
const INITECH: SavedInput = {
  title: 'Initech Resume - Support Lead',
  content: 'Jordan Rivera\nLed a support team of six.',
  companyName: 'Initech',
  jobTitle: 'Support Lead',
  atsScore: 61,
};

/** A signed-up user with these saved resumes (created oldest first), on /saved-resumes. */
async function userWith(page: Page, resumes: SavedInput[]) {
  await page.goto('/');
  await signUpViaApi(page);
  const origin = new URL(page.url()).origin;
  for (const data of resumes) {
    const res = await page.request.post('/api/saved-resumes', { data, headers: { origin } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/saved-resumes');
  if (resumes.length) await expect(page.getByRole('article')).toHaveCount(resumes.length);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
/** An open toast by its title (found by markup: a modal dialog hides the rest of the page from roles). */

test('a user with nothing saved is sent to the Resume Lab', async ({ page }) => {
  await userWith(page, []);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Resumes');
  await expect(page).toHaveTitle('Saved Resumes | Careerforge');
  await expect(page.getByText('No saved resumes yet')).toBeVisible();
  await page.getByRole('link', { name: 'Tailor a Resume' }).click();
  await expect(page).toHaveURL(/\/resume-lab$/);
});

test('lists, searches and filters saved resumes; tags show at most 3 then "+N more"', async ({
  page,
}) => {
  await userWith(page, [INITECH, GLOBEX, ACME]);
  // Newest first.
  await expect(
    page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
  ).toHaveText([ACME.title, GLOBEX.title, INITECH.title]);
  const acme = card(page, ACME.title);
  await expect(acme).toContainText('Acme · Backend Engineer');
  await expect(acme).toContainText('🔥');
  await expect(acme).toContainText('ATS 92%');
  await expect(acme).toContainText('Keyword match 85%');
  await expect(card(page, GLOBEX.title)).toContainText('👍');
  await expect(card(page, INITECH.title)).toContainText('⚠️');

  const tags = acme.getByRole('list', { name: `Tags of ${ACME.title}` });
  await expect(tags.getByText('priority', { exact: true })).toBeVisible();
  await expect(tags.getByText('referral', { exact: true })).toBeHidden();
  await acme.getByRole('button', { name: '+1 more' }).click();
  await expect(tags.getByText('referral', { exact: true })).toBeVisible();

  const search = page.getByLabel('Search resumes');
  await search.fill('KUBERNETES');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(acme).toBeVisible();
  await expect(page.getByText('Showing 1 of 3 resumes')).toBeVisible();
  await search.fill('globex');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, GLOBEX.title)).toBeVisible();
  await search.fill('nothing matches this');
  await expect(page.getByText('No resumes match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  const tag = page.getByLabel('Tag', { exact: true });
  await expect(tag).toHaveValue('');
  await tag.selectOption('remote');
  await expect(page.getByRole('article')).toHaveCount(2);
  await tag.selectOption('finance');
  await expect(page.getByRole('article')).toHaveCount(1);
  await tag.selectOption({ label: 'All tags' });
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('adds a tag (Enter), removes a tag (x), and both persist', async ({ page }) => {
  await userWith(page, [GLOBEX]);
  const globex = card(page, GLOBEX.title);
  const input = globex.getByLabel(`New tag for ${GLOBEX.title}`);
  await input.fill('  analytics  ');
  await input.press('Enter');
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(globex.getByText('analytics', { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');

  await input.fill('second');
  await globex.getByRole('button', { name: 'Add tag' }).click();
  await expect(globex.getByText('second', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Tag', { exact: true }).locator('option')).toHaveText([
    'All tags',
    'analytics',
    'remote',
    'second',
  ]);

  await page.reload();
  const tags = card(page, GLOBEX.title).getByRole('list', { name: `Tags of ${GLOBEX.title}` });
  await expect(tags.getByRole('listitem')).toHaveText(['remote', 'analytics', 'second']);

  await card(page, GLOBEX.title).getByRole('button', { name: 'Remove tag remote' }).click();
  await expect(tags.getByRole('listitem')).toHaveText(['analytics', 'second']);
  await expect(toast(page, 'Updated')).toBeVisible();
  await page.reload();
  await expect(
    card(page, GLOBEX.title)
      .getByRole('list', { name: `Tags of ${GLOBEX.title}` })
      .getByRole('listitem'),
  ).toHaveText(['analytics', 'second']);
});

test('the favorite star toggles at once, persists after a reload, and filters', async ({
  page,
}) => {
  await userWith(page, [GLOBEX, ACME]);
  const globex = card(page, GLOBEX.title);
  await globex.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(globex.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(toast(page, 'Updated')).toBeVisible();

  await page.reload();
  await expect(
    card(page, GLOBEX.title).getByRole('button', { name: 'Remove from favorites' }),
  ).toBeVisible();
  await expect(
    card(page, ACME.title).getByRole('button', { name: 'Add to favorites' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Favorites only' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, GLOBEX.title)).toBeVisible();
  await page.getByRole('button', { name: 'Favorites only' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  await card(page, GLOBEX.title).getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(
    card(page, GLOBEX.title).getByRole('button', { name: 'Add to favorites' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    card(page, GLOBEX.title).getByRole('button', { name: 'Add to favorites' }),
  ).toBeVisible();
});

test('the preview dialog shows everything; Copy and Download work', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await userWith(page, [ACME]);
  // Usage analytics (the download below) are sent only with the user's consent.
  const consent = await page.request.patch('/api/account/consents', {
    data: { analytics: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(consent.status()).toBe(200);
  await page.reload();
  await card(page, ACME.title)
    .getByRole('button', { name: `Preview ${ACME.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: ACME.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Resume text')).toContainText(
    'Built Kubernetes clusters for 40 services.',
  );
  await expect(dialog).toContainText('Put Kubernetes in the summary');
  await expect(dialog).toContainText('Add Terraform if you have used it');
  await expect(dialog).toContainText('Personalized mode');

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACME.content);

  const downloadRequest = page.waitForRequest('**/api/analytics/download');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('acme_resume___backend_engineer.txt');
  const sent = (await downloadRequest).postDataJSON() as { resumeId: number; downloadType: string };
  expect(sent.downloadType).toBe('txt');
  expect(typeof sent.resumeId).toBe('number');
  await expect(toast(page, 'Download Complete')).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card(page, ACME.title).getByRole('button', { name: `Preview ${ACME.title}` }),
  ).toBeFocused();
});

test('the edit dialog saves title, company, job title and notes', async ({ page }) => {
  await userWith(page, [GLOBEX]);
  await card(page, GLOBEX.title)
    .getByRole('button', { name: `Edit ${GLOBEX.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Resume' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(GLOBEX.title);
  await dialog.getByLabel('Title', { exact: true }).fill('Globex Resume - Senior Data Analyst');
  await dialog.getByLabel('Job title').fill('Senior Data Analyst');
  await dialog.getByLabel('Notes').fill('Applied through a referral.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Resume Updated')).toBeVisible();

  const renamed = card(page, 'Globex Resume - Senior Data Analyst');
  await expect(renamed).toContainText('Globex · Senior Data Analyst');
  await page.reload();
  await expect(renamed).toContainText('Globex · Senior Data Analyst');
  await renamed.getByRole('button', { name: /^Preview/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Applied through a referral.');
});

test('delete removes the resume at once, for good', async ({ page }) => {
  await userWith(page, [GLOBEX, ACME]);
  await card(page, ACME.title)
    .getByRole('button', { name: `Delete ${ACME.title}` })
    .click();
  await expect(card(page, ACME.title)).toHaveCount(0);
  await expect(toast(page, 'Resume Deleted')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, GLOBEX.title)).toBeVisible();

  await card(page, GLOBEX.title)
    .getByRole('button', { name: `Delete ${GLOBEX.title}` })
    .click();
  await expect(page.getByText('No saved resumes yet')).toBeVisible();
});

test('the page with data has no serious or critical axe violations, light or dark', async ({
  page,
}) => {
  await userWith(page, [INITECH, GLOBEX, ACME]);
  await card(page, GLOBEX.title).getByRole('button', { name: 'Add to favorites' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
  await card(page, ACME.title)
    .getByRole('button', { name: `Edit ${ACME.title}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Resume' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
