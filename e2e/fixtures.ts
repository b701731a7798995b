import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Playwright's test with a page whose goto and reload wait until React has taken over the
 * (possibly prerendered) page, so typing never lands in markup that is not live yet.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = () =>
      page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      await ready();
      return res;
    };
    page.reload = async (options) => {
      const res = await reload(options);
      await ready();
      return res;
    };
    await use(page);
  },
});
export { expect };

/** The app's own origin: state-changing API calls from tests must carry it. */
export const E2E_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

export const protectedRoutes = [
  ['/dashboard', 'Dashboard'],
  ['/resume-lab', 'Resume Lab'],
  ['/saved-resumes', 'Saved Resumes'],
  ['/saved-cover-letters', 'Saved Cover Letters'],
  ['/interview-coach', 'Interview Arena'],
  ['/cover-letter', 'Cover Letter Generator'],
  ['/linkedin-optimizer', 'LinkedIn Optimizer'],
  ['/salary-negotiator', 'Salary Negotiator'],
  ['/career-planner', 'Career Planner'],
  ['/resume-builder', 'Resume Builder'],
  ['/application-tracker', 'Application Tracker'],
  ['/subscription', 'Subscription'],
  ['/analytics', 'Analytics'],
] as const;

/** Every public page, with the heading it must show. */
export const publicPages: [path: string, heading: string | RegExp][] = [
  ['/', 'Land more interviews with a resume tailored to every job'],
  ['/lspaces', /A personal thinking and growth partner/],
  ['/pricing', 'Simple, honest pricing'],
  ['/blog', 'Career Blog'],
  ['/blog/how-ats-keyword-matching-works', /How ATS Keyword Matching Really Works/],
  ['/community', 'A community that helps you get hired'],
  ['/testimonials', 'Stories from job seekers'],
  ['/about', 'About Careerforge'],
  ['/contact', 'Get in touch'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/help-center', 'Help Center'],
  ['/help/resume-lab', 'Resume Lab'],
  ['/career-guides', 'Career Guides'],
  ['/career-guides/fifteen-minute-resume-audit', 'The 15-Minute Resume Audit'],
  ['/how-the-ats-score-works', 'How the ATS score works'],
];

/**
 * The pages rendered to static HTML for signed-out visitors (apps/web/src/app/public-pages.ts):
 * the top-level public pages and the sign-in page.
 */
export const prerenderedPages: [path: string, heading: string | RegExp][] = [
  ...publicPages.filter(([path]) => path.lastIndexOf('/') === 0),
  ['/auth', 'Welcome to Careerforge'],
];

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const newAccount = (): Account => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: `jordan-${randomUUID().slice(0, 8)}@example.com`,
  password: 'a-long-password-1',
});

/** Signs up through the form on /auth and waits for the dashboard. */
export async function signUpViaUi(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

/** Signs up through the API (faster) and carries the session cookie in the page's context. */
export async function signUpViaApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { ...account, name: `${account.firstName} ${account.lastName}` },
    // the app's own origin, whatever page (about:blank included) is open
    headers: { origin: E2E_ORIGIN },
  });
  expect(res.status()).toBe(200);
  // what the web app's own sign-in sets beside the session: the hint that a session exists
  // (apps/web/src/lib/auth.ts), without which a public page does not ask who is signed in
  await page
    .context()
    .addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: E2E_ORIGIN, sameSite: 'Lax' }]);
  return account;
}

/** Opens the app, signs up through the API, then opens `path` signed in. */
export async function openSignedIn(page: Page, path: string): Promise<Account> {
  await page.goto('/');
  const account = await signUpViaApi(page);
  await page.goto(path);
  return account;
}

/** A signed-in tool's page: its heading, and each of its tabs shown. */
export async function expectToolPage(page: Page, heading: string, tabs: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  for (const name of tabs) await expect(page.getByRole('tab', { name })).toBeVisible();
}

/** Whether the page has sent a request to `path` since the call, asked at any time after it. */
export function requestsTo(page: Page, path: string): () => boolean {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith(path)) sent = true;
  });
  return () => sent;
}

/**
 * On the contact form, its name and e-mail filled: a message of 5,001 characters is counted and,
 * sent, refused on the page.
 */
export async function writeOverlongMessage(page: Page): Promise<void> {
  await page.getByLabel('Subject').fill('Everything');
  await page.getByLabel('Message').fill('x'.repeat(5001));
  await expect(page.getByText('5,001 / 5,000')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message must be at most 5,000 characters.')).toBeVisible();
}

/** The web app's session hint cookie (apps/web/src/lib/auth.ts). */
/** The open toast whose title is `title`. */
export const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true }).first();

/** A toast titled `title` is open, and `message` is on the page, to the letter. */
export async function expectToast(page: Page, title: string, message: string): Promise<void> {
  await expect(toast(page, title)).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

export const SESSION_HINT_COOKIE = 'careerforge-signed-in';

/**
 * Axe over the page. Sandboxed frames without scripts (the resume builder's page previews, the
 * user's own document drawn as the export prints it) are left out: axe cannot run inside them,
 * and would wait for them forever.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // colours mid-transition (a theme applied after hydration, a fade-in) are not the page's:
  // wait for every finite animation and transition to end first
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox=""]').analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Closes the open dialog with Escape, as a keyboard user does. The dialog listens for Escape
 * from an effect that runs after it is drawn (its focus is moved by another), so on a busy
 * machine a key pressed once focus is inside can still come before the listener: like a person
 * whose key went unheard, the test presses it again, at most three times in all.
 */
export async function closeDialogWithEscape(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator(':focus').or(dialog.and(page.locator(':focus')))).toHaveCount(1);
  let presses = 0;
  await expect(async () => {
    if (presses++ < 3) await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 12_000 });
}

const engineFixtures = path.resolve(import.meta.dirname, '../packages/engine/test/fixtures');
/** The engine's sample resume (a backend engineer's), as a user would paste it. */
export const RESUME = readFileSync(path.join(engineFixtures, 'resume-classic.txt'), 'utf8');
/** The backend posting the sample resume is scored against. */
export const JOB = readFileSync(path.join(engineFixtures, 'jd-backend.txt'), 'utf8');

/** In the Resume Lab: pastes a resume, goes on, and accepts what was read from it. */
export async function pasteResumeInLab(page: Page, resume: string = RESUME): Promise<void> {
  await page.getByRole('button', { name: 'Paste Resume Text' }).click();
  await page.getByLabel('Resume text').fill(resume);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Looks Right, Continue' }).click();
}

/** Signs up a new account and opens the resume builder with no draft left in this browser. */
export async function openEmptyBuilder(page: Page): Promise<Account> {
  await page.goto('/');
  const account = await signUpViaApi(page);
  await page.goto('/resume-builder');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return account;
}

/** Scrolls to the bottom in steps, so sections that load on scroll appear. */
export async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (done) break;
  }
}
