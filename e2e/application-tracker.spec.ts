import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  openSignedIn,
} from './fixtures';

const row = (page: Page, title: string, company: string) =>
  page.getByRole('listitem', { name: `${title} at ${company}` });

async function addViaDialog(
  page: Page,
  fields: { title: string; company: string; source?: string },
) {
  await page.getByRole('button', { name: 'Add Application' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job Application' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Add Application' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Job Title *').fill(fields.title);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Company *').fill(fields.company);
  if (fields.source) await dialog.getByLabel('Source').fill(fields.source);
  // the spec's defaults
  await expect(dialog.getByLabel('Status')).toHaveValue('applied');
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await submit.click();
  await expect(page.getByText('Application Added!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('application tracker', () => {
  test('add, change status, edit, delete; the metrics move', async ({ page }) => {
    await openSignedIn(page, '/application-tracker');
    await expect(
      page.getByRole('heading', { name: 'Application Tracker', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('No applications tracked yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Your First Application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Job Application' });
    await dialog.getByLabel('Job Title *').fill('Backend Engineer');
    await dialog.getByLabel('Company *').fill('Cobalt Harbor');
    await dialog.getByLabel('Location').fill('Remote');
    await dialog.getByLabel('Job URL').fill('https://jobs.example.com/1');
    await dialog.getByRole('button', { name: 'Add Application' }).click();
    await expect(page.getByText('Application Added!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Job application has been successfully tracked.', { exact: true }),
    ).toBeVisible();

    await addViaDialog(page, { title: 'Data Analyst', company: 'Globex', source: 'LinkedIn' });
    await expect(page.getByTestId('stat-Total Applications')).toHaveText('2');
    await expect(page.getByTestId('stat-Response Rate')).toHaveText('0%');
    await expect(page.getByRole('heading', { name: 'Recent Applications' })).toBeVisible();

    // Applications tab: inline status change saves at once
    await page.getByRole('tab', { name: 'Applications' }).click();
    const backend = row(page, 'Backend Engineer', 'Cobalt Harbor');
    await expect(backend.getByText('Salary: Not specified')).toBeVisible();
    await backend
      .getByLabel('Status of Backend Engineer at Cobalt Harbor')
      .selectOption('interview');
    await expect(page.getByText('Application Updated!', { exact: true })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Applications' }).click();
    await expect(
      row(page, 'Backend Engineer', 'Cobalt Harbor').getByLabel(
        'Status of Backend Engineer at Cobalt Harbor',
      ),
    ).toHaveValue('interview');

    // the stage history, under the edit form
    await page.getByRole('button', { name: 'Edit Backend Engineer at Cobalt Harbor' }).click();
    const history = page.getByRole('dialog', { name: 'Edit Application' });
    await expect(history.getByText('Applied to Interview')).toBeVisible();
    await history.getByRole('button', { name: 'Cancel' }).click();

    // filter and search
    await page.getByLabel('Status', { exact: true }).selectOption('interview');
    await expect(page.getByRole('listitem', { name: /at Globex/ })).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await page.getByLabel('Search company or title').fill('glob');
    await expect(page.getByRole('listitem', { name: /at Cobalt Harbor/ })).toHaveCount(0);
    await page.getByLabel('Search company or title').fill('');

    // edit every field through the form
    await page.getByRole('button', { name: 'Edit Data Analyst at Globex' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Application' });
    await edit.getByLabel('Contacts').fill('Sam Lee, recruiter');
    await edit.getByLabel('Salary Range').fill('$90k - $100k');
    await edit.getByLabel('Priority').selectOption('high');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('Changes have been saved successfully.', { exact: true }),
    ).toBeVisible();
    const globex = row(page, 'Data Analyst', 'Globex');
    await expect(globex.getByText('Contacts: Sam Lee, recruiter')).toBeVisible();
    await expect(globex.getByText('Salary: $90k - $100k')).toBeVisible();
    await expect(globex.getByText('High priority')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Analytics tab: the spec's cards and the funnel from the history
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByTestId('response-rate')).toHaveText('50%');
    await expect(page.getByTestId('interview-rate')).toHaveText('50%');
    await expect(page.getByTestId('pipeline-interview')).toHaveText('1');
    await expect(page.getByTestId('funnel-interview')).toHaveText('1 (50%)');
    // one response rate on the screen: the funnel's step is the same figure
    await expect(page.getByTestId('funnel-response')).toHaveText('1 (50%)');
    // its definition is one focus away
    const about = page
      .locator('#success-card')
      .locator('..')
      .getByRole('button', { name: 'What Response Rate means' });
    await about.focus();
    await expect(page.getByRole('tooltip')).toContainText('Withdrawing yourself is not an answer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByText(/Too few applications to mean anything yet/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // delete with the spec's confirmation
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByRole('button', { name: 'Delete Data Analyst at Globex' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete application' });
    await expect(
      confirm.getByText('Are you sure you want to delete this application?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Application has been removed from tracking.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: /at Globex/ })).toHaveCount(0);
  });

  test('imports a CSV with a mapping step and preview, and exports', async ({ page }) => {
    await openSignedIn(page, '/application-tracker');
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Applications from CSV' });
    const csv = [
      'Firm,Position,Stage,Date Applied,Link',
      'Acme,Frontend Dev,Applied,2025-03-01,https://acme.example/1',
      'Initech,,Applied,2025-03-02,',
      'Umbrella,SRE,Interviewing,03/14/2025,',
      'Acme,Frontend Dev,Applied,2025-03-05,',
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'huntr-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // "Firm" is not recognised as the company: the user maps it
    await expect(dialog.getByLabel('Company *')).toHaveValue('');
    await expect(dialog.getByLabel('Job title *')).toHaveValue('Position');
    await dialog.getByLabel('Company *').selectOption('Firm');
    await expect(dialog.getByTestId('import-counts')).toHaveText(
      '4 rows: 2 new, 1 duplicate, 1 with a problem.',
    );
    await expect(dialog.getByRole('cell', { name: 'Job title is required' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Import 2 applications' }).click();
    await expect(dialog.getByRole('heading', { name: '2 applications imported' })).toBeVisible();
    await expect(dialog.getByText('Line 3: Job title is required')).toBeVisible();
    await expect(dialog.getByText('Line 5: Same company and job title as line 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(row(page, 'SRE', 'Umbrella')).toBeVisible();
    await expect(row(page, 'Frontend Dev', 'Acme')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

test.describe('analytics', () => {
  test('shows the user’s own numbers and an opt-in leaderboard the user can leave', async ({
    page,
  }) => {
    await openSignedIn(page, '/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page.getByText('Start your streak!')).toBeVisible();
    await expect(
      page.getByText('Start tailoring resumes to see your ATS score trend'),
    ).toBeVisible();
    await expect(
      page.getByText('No recent activity. Start using the platform to see your progress!'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Career Oracle Says' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByText('You are not on the leaderboard')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Jordan R.' })).toHaveCount(0);
    await page.getByLabel('Alias (optional)').fill('Night Owl');
    await page.getByRole('button', { name: 'Join the leaderboard' }).click();
    await expect(page.getByText('You are on the leaderboard as Night Owl')).toBeVisible();
    const me = page.getByRole('listitem').filter({ hasText: 'Night Owl' });
    await expect(me.getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByText(/professionals active\)/)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('@example.com');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Leave the leaderboard' }).click();
    await expect(page.getByText('You are not on the leaderboard')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Night Owl' })).toHaveCount(0);
  });
});

test('an application opens the Interview Arena with its job filled in', async ({ page }) => {
  await page.goto('/');
  await signUpViaApi(page);
  const origin = new URL(page.url()).origin;
  const posting = 'Backend Engineer at Acme. Build payment APIs in Go and PostgreSQL.';
  const created = await page.request.post('/api/applications', {
    data: { jobTitle: 'Backend Engineer', company: 'Acme', jobDescription: posting },
    headers: { origin },
  });
  expect(created.status()).toBe(200);
  await page.goto('/application-tracker');
  await page.getByRole('tab', { name: 'Applications' }).click();
  await page.getByRole('button', { name: 'Practise in Interview Arena' }).first().click();
  await expect(page).toHaveURL(/\/interview-coach$/);
  await expect(page.getByLabel('Job description')).toHaveValue(posting);
  await expect(page.getByLabel('Session title')).toHaveValue('Backend Engineer at Acme Interview');
});
