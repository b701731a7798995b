import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUpViaApi, signUpViaUi, test } from './fixtures';

const RESUME = `Jordan Rivera
jordan@example.com

Summary
Backend engineer with 5 years of experience building APIs in Node.js and TypeScript.

Experience
Software Engineer, Northwind Logistics (2020 - 2025)
- Built REST APIs in Node.js and TypeScript serving 2 million requests a day.
- Moved reporting to PostgreSQL and cut query time by 40%.

Skills
Node.js, TypeScript, PostgreSQL, Docker, Git`;

const JOB = `Backend Engineer at Cobalt Harbor
We are hiring a backend engineer to build APIs with Node.js, TypeScript and PostgreSQL.
Experience with Docker and Kubernetes is a plus. You will design REST APIs and write tests.`;

/** Signs up through the API with our own Origin, then opens the dashboard. */
async function signUpAndOpen(page: Page) {
  await page.goto('/');
  const account = await signUpViaApi(page);
  return account;
}

const statValue = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a new user sees the welcome, zero progress and a way to start', async ({ page }) => {
  const account = await signUpViaUi(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page).toHaveTitle('Dashboard | Careerforge');
  // Nothing done yet: "Welcome", not "Welcome back".
  await expect(page.getByText(/^Welcome/)).toHaveText(
    `Welcome, ${account.firstName} ${account.lastName}`,
  );

  await expect(statValue(page, 'Jobs Tailored For')).toHaveText('0');
  await expect(statValue(page, 'Interviews Practiced')).toHaveText('0');
  await expect(page.getByRole('progressbar', { name: 'Weekly Goal progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByText('0 of 5 jobs tailored for this week')).toBeVisible();

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText('No activity yet')).toBeVisible();
  await activity.getByRole('link', { name: 'Tailor a Resume' }).click();
  await expect(page).toHaveURL(/\/resume-lab$/);
});

test('quick actions lead to the five tools', async ({ page }) => {
  await signUpAndOpen(page);
  await page.goto('/dashboard');
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const expected = [
    ['Tailor a Resume', '/resume-lab'],
    ['Practice Interviews', '/interview-coach'],
    ['Write a Cover Letter', '/cover-letter'],
    ['Optimize LinkedIn', '/linkedin-optimizer'],
    ['Saved Resumes', '/saved-resumes'],
  ] as const;
  for (const [name, href] of expected) {
    await expect(actions.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href,
    );
  }
  await actions.getByRole('link', { name: /^Saved Resumes/ }).click();
  await expect(page).toHaveURL(/\/saved-resumes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Resumes');
});

test('after tailoring a resume the dashboard counts it and lists the activity with its score', async ({
  page,
}) => {
  await signUpAndOpen(page);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/ai/tailor-resume', {
    data: {
      resumeContent: RESUME,
      jobDescription: JOB,
      tailoringMode: 'basic',
      companyName: 'Cobalt Harbor',
      jobTitle: 'Backend Engineer',
    },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  // Two more runs for the same posting, in other modes: still one job.
  let atsScore = 0;
  for (const tailoringMode of ['personalized', 'aggressive']) {
    const again = await page.request.post('/api/ai/tailor-resume', {
      data: { resumeContent: RESUME, jobDescription: JOB, tailoringMode },
      headers: { origin },
    });
    expect(again.status()).toBe(200);
    ({ atsScore } = (await again.json()) as { atsScore: number });
  }

  await page.goto('/dashboard');
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  const jobs = statValue(page, 'Jobs Tailored For');
  await expect(jobs).toContainText('3 tailoring runs; re-runs for one job count once');
  expect((await jobs.innerText()).split('\n')[0]).toBe('1');
  const average = statValue(page, 'Average ATS Score');
  await expect(average).toContainText('Latest score of each job');
  expect((await average.innerText()).split('\n')[0]).toBe(`${atsScore}%`);
  await expect(page.getByRole('progressbar', { name: 'Weekly Goal progress' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(page.getByRole('progressbar', { name: 'Monthly Goal progress' })).toHaveAttribute(
    'aria-valuenow',
    '5',
  );

  const rows = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText('Tailored resume for Backend Engineer at Cobalt Harbor');
  await expect(rows.first()).toContainText(`ATS ${atsScore}%`);
  await expect(rows.first()).toContainText('just now');

  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});

test('when the dashboard cannot load it says so, and Retry loads it', async ({ page }) => {
  await signUpAndOpen(page);
  let failing = true;
  let tries = 0;
  await page.route('**/api/dashboard', async (route) => {
    tries += 1;
    if (failing) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Unable to load dashboard')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Please try refreshing the page')).toBeVisible();
  // The first try and two retries.
  expect(tries).toBe(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Welcome, ')).toBeVisible();
  await expect(page.getByText('Unable to load dashboard')).toBeHidden();
});
