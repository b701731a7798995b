import { PUBLIC_WEB_ROUTES } from '@careerforge/contract';
import { atsMeasurements } from '../apps/web/src/features/marketing/content/ats-measurements';
import { expect, test, scrollThrough } from './fixtures';

/** Usage or outcome figures nobody measured: "2.5K+", "10,000+", "95% accuracy", "trusted by". */
const UNMEASURED =
  /\b\d+(\.\d+)?\s?[KkMm]\+|\b\d{1,3}(,\d{3})+\+|\b\d+%\s+(ATS\s+)?(scoring\s+)?accuracy|higher interview invitations|trusted by/i;

const staticPublicPages = PUBLIC_WEB_ROUTES.filter((p) => !p.includes(':'));

test('no public page states a usage or outcome figure nobody measured', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of staticPublicPages) {
    await page.goto(path);
    await scrollThrough(page);
    const text = await page.locator('body').innerText();
    expect(text.match(UNMEASURED)?.[0] ?? null, `${path}`).toBeNull();
  }
});

test('wherever seeded people appear, they are labelled examples and never verified', async ({
  page,
}) => {
  const members = (await (await page.request.get('/api/community/members')).json()) as {
    sample: boolean;
  }[];
  const testimonials = (await (await page.request.get('/api/testimonials')).json()) as {
    sample: boolean;
    verified: boolean;
  }[];
  expect(testimonials.length).toBeGreaterThan(0);
  expect(testimonials.every((t) => t.sample && !t.verified)).toBe(true);
  expect(members.every((m) => m.sample)).toBe(true);

  await page.goto('/');
  await scrollThrough(page);
  const stories = page.locator('#success-stories figure');
  await expect(stories.first()).toBeVisible();
  for (const card of await stories.all()) {
    await expect(card.getByText('Example', { exact: true })).toBeVisible();
  }
  const homeMembers = page.locator('#community article').filter({ has: page.locator('h3') });
  const featured = await page.locator('#community article', { hasText: 'Example' }).count();
  expect(featured).toBeGreaterThan(0);
  expect(await homeMembers.count()).toBe(featured + 2); // plus the two "coming soon" cards
  await expect(page.getByText('Verified by Careerforge')).toHaveCount(0);

  await page.goto('/community');
  await expect(page.getByRole('note')).toContainText('people are fictional');
  for (const id of ['members-title', 'stories-title', 'support-title']) {
    const section = page.locator(`section[aria-labelledby="${id}"]`);
    // the lists load after the page: count once the first item is there
    const items = section.locator('ul').first().locator('> li');
    await expect(items.first()).toBeVisible();
    const n = await items.count();
    expect(n).toBeGreaterThan(0);
    await expect(section.getByText('Example', { exact: true })).toHaveCount(n);
  }
});

test('the career guides count what they list', async ({ page }) => {
  await page.goto('/career-guides');
  const categories = page.locator('section[aria-labelledby="categories-title"] > ul > li');
  let total = 0;
  for (const category of await categories.all()) {
    const stated = Number((await category.locator('span').first().innerText()).match(/\d+/)![0]);
    await expect(category.getByRole('link')).toHaveCount(stated);
    total += stated;
  }
  const guides = page.locator('section[aria-labelledby="featured-title"] li');
  await expect(guides).toHaveCount(total);
});

test('how the ATS score works: reachable, prerendered, and showing the measured figures', async ({
  page,
}) => {
  // Prerendered: the HTML carries the page before any script runs.
  const html = await (await page.request.get('/how-the-ats-score-works')).text();
  expect(html).toContain('How the ATS score works');
  expect(html).toContain(atsMeasurements.sets[0]!.auc.atsScore.mean.toFixed(3));

  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'How the ATS Score Works' })
    .click();
  await expect(page).toHaveURL(/\/how-the-ats-score-works$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How the ATS score works' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/How the ATS score works/);
  for (const set of atsMeasurements.sets) {
    const table = page.getByRole('table', { name: new RegExp(set.title) });
    const row = table.getByRole('row', { name: /^ATS score/ });
    await expect(row).toContainText(set.auc.atsScore.mean.toFixed(3));
    const { low, high } = set.auc.atsScore;
    await expect(row).toContainText(`${low!.toFixed(3)} to ${high!.toFixed(3)}`);
  }
  for (const heading of ['What it is made of', 'How the weights are fitted', 'What it cannot know'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();

  await page.goto('/help-center');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'how the ATS score works', exact: true })
    .click();
  await expect(page).toHaveURL(/\/how-the-ats-score-works$/);

  // An unknown neighbour still answers 404.
  expect((await page.request.get('/how-the-ats-score-works-not')).status()).toBe(404);
});
