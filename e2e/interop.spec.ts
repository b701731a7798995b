import { readFile } from 'node:fs/promises';
import { makeZip } from '../apps/server/test/fixtures/hostile';
import { expect, signUpViaApi, test, openEmptyBuilder, openSignedIn } from './fixtures';
import { jobSite } from './job-site';

/** A zip archive with its files stored as they are (what a LinkedIn export unpacks to). */
const storedZip = (files: Record<string, string>) => makeZip(files, { stored: true });

const LINKEDIN_EXPORT = storedZip({
  'Profile.csv':
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
    'Priya,Raman,,,,Supply Chain Analyst,"Forecasts demand for 1,200 SKUs.",Logistics,,"Columbus, Ohio",,,\n',
  'Positions.csv':
    'Company Name,Title,Description,Location,Started On,Finished On\n' +
    'Buckeye Foods,Supply Chain Analyst,"Cut stockouts by 18%\nBuilt the weekly S&OP dashboard","Columbus, OH",Apr 2022,\n',
  'Skills.csv': 'Name\nDemand forecasting\nSQL\n',
});

const POSTING = `<!doctype html><html><head><title>Careers</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': ['JobPosting'],
      title: 'Inventory Planner',
      hiringOrganization: { '@type': 'Organization', name: 'Olentangy Outfitters' },
      jobLocation: { address: { addressLocality: 'Dublin', addressRegion: 'OH' } },
      description:
        '<p>Plan inventory for 40 stores.</p><ul><li>3+ years of demand planning</li><li>Advanced Excel and SQL</li></ul>',
      datePosted: '2026-11-02',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 85000, unitText: 'YEAR' },
      },
    },
  ],
})}</script></head><body><h1>Inventory Planner</h1></body></html>`;

const site = jobSite(POSTING, '/jobs/inventory-planner');

test('imports a LinkedIn data export into the builder and exports JSON Resume', async ({
  page,
}) => {
  await openEmptyBuilder(page);

  await page.getByRole('button', { name: 'Start from my resume' }).click();
  await page.getByLabel('Import from another tool').setInputFiles({
    name: 'Basic_LinkedInDataExport_11-28-2026.zip',
    mimeType: 'application/zip',
    buffer: LINKEDIN_EXPORT,
  });
  await expect(page.getByText('Resume imported', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
    'Priya Raman',
  );
  const first = page.getByRole('group', { name: 'Experience 1' });
  await expect(first.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
    'Buckeye Foods',
  );
  await expect(first.getByRole('textbox', { name: 'Start Date year' })).toHaveValue('2022');
  await expect(first.getByLabel('Bullet points (one per line)')).toHaveValue(
    'Cut stockouts by 18%\nBuilt the weekly S&OP dashboard',
  );

  await page.getByRole('tab', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON Resume' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const json = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(json.basics.name).toBe('Priya Raman');
  expect(json.work[0]).toMatchObject({ name: 'Buckeye Foods', startDate: '2022-04' });
});

test('reads a posting from its link into the Resume Lab and the tracker', async ({ page }) => {
  await page.goto('/');
  await signUpViaApi(page);

  await page.goto('/application-tracker');
  await page.getByRole('button', { name: 'Add Application' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job Application' });
  await dialog.getByLabel('Import from link').fill(site.url);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText(/Filled in from the posting: Inventory Planner/)).toBeVisible();
  await expect(dialog.getByLabel('Job Title *')).toHaveValue('Inventory Planner');
  await expect(dialog.getByLabel('Company *')).toHaveValue('Olentangy Outfitters');
  await expect(dialog.getByLabel('Salary Range')).toHaveValue('USD 70,000–85,000 a year');
  await expect(dialog.getByLabel('Job URL')).toHaveValue(site.url);
  await dialog.getByRole('button', { name: 'Add Application' }).click();
  await expect(page.getByText('Application Added!', { exact: true })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const rows = (await (await fetch('/api/applications')).json()) as { jobUrl: string }[];
    return rows[0]?.jobUrl;
  });
  expect(kept).toBe(site.url);

  await page.goto('/resume-lab');
  await page.getByRole('button', { name: 'Paste Resume Text' }).click();
  await page
    .getByLabel('Resume text')
    .fill(
      'Priya Raman\npriya@example.com\n\nExperience\nSupply Chain Analyst, Buckeye Foods\n2022 - Present\n- Cut stockouts by 18%\n\nSkills\nSQL, Excel',
    );
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Looks Right, Continue' }).click();
  await page.getByLabel('Import from link').fill(site.url);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByLabel('Job description')).toHaveValue(/Plan inventory for 40 stores/);
  await expect(page.getByLabel('Job description')).toHaveValue(/- 3\+ years of demand planning/);
  await expect(page.getByLabel('Company name (optional)')).toHaveValue('Olentangy Outfitters');
});

test('a token made in Settings opens the API once and stops when revoked', async ({
  page,
  request,
}) => {
  await openSignedIn(page, '/settings');
  const card = page.getByRole('region', { name: 'Personal access tokens' });
  await card.getByLabel('Name').fill('My agent');
  await card.getByRole('button', { name: 'Create token' }).click();
  const secret = (await card.locator('code').first().textContent())!.trim();
  expect(secret).toMatch(/^cfpat_/);
  await expect(card.getByRole('list', { name: 'Your tokens' })).toContainText('My agent');

  const withToken = () =>
    request.get('/api/resumes', { headers: { authorization: `Bearer ${secret}` } });
  expect((await withToken()).status()).toBe(200);
  // a read token cannot write
  const write = await request.post('/api/resumes', {
    headers: { authorization: `Bearer ${secret}` },
    data: { title: 'x', content: 'x', isTemplate: false },
  });
  expect(write.status()).toBe(403);

  await card.getByRole('button', { name: 'Revoke My agent' }).click();
  await expect(page.getByText('Token revoked', { exact: true })).toBeVisible();
  expect((await withToken()).status()).toBe(401);
});
