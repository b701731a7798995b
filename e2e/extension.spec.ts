import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ORIGIN, expect, signUpViaApi, test, pasteResumeInLab } from './fixtures';
import { jobSite } from './job-site';

/**
 * The browser extension (apps/extension, built into its dist/ by `npm run build`), loaded
 * unpacked into Chromium, saving a posting served on 127.0.0.1 to the app's tracker.
 *
 * The toolbar button cannot be clicked from a test, and that click is what grants activeTab
 * on the page. So the test grants the extension the job site the way a user can by hand
 * (chrome://extensions → Details → Site access, an optional host permission), and opens the
 * popup page in a popup window of its own while the job page is the active tab of the browser
 * window. The popup reads "the active tab of the last focused normal window", which is what it
 * reads when opened from the toolbar too: nothing in the extension exists for the test.
 */

const EXTENSION_DIR = path.resolve(import.meta.dirname, '../apps/extension/dist');
const EXTENSION_NAME = 'Careerforge: save this job';

const POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Cobalt Harbor' },
  jobLocation: { address: { addressLocality: 'Dublin', addressRegion: 'OH' } },
  description:
    '<p>Run the platform that ships our payments.</p><ul><li>5+ years of Go or Rust</li><li>Kubernetes in production</li></ul>',
  datePosted: '2026-11-02',
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: { '@type': 'QuantitativeValue', minValue: 150000, maxValue: 180000, unitText: 'YEAR' },
  },
};
const PAGE = `<!doctype html><html><head><title>Careers at Cobalt Harbor</title>
<script type="application/ld+json">${JSON.stringify(POSTING)}</script></head>
<body><h1>Senior Platform Engineer</h1><p>Apply below.</p></body></html>`;

/** The chrome.* APIs the test calls from extension pages and chrome://extensions. */
interface ExtensionGlobals {
  chrome: {
    developerPrivate: {
      getExtensionsInfo(): Promise<{ id: string; name: string }[]>;
      addHostPermission(id: string, host: string): Promise<void>;
    };
    permissions: { request(p: { origins: string[] }): Promise<boolean> };
    windows: { create(o: { url: string; type: 'popup'; width: number; height: number }): void };
  };
}

const site = jobSite(PAGE, '/jobs/platform-engineer');

async function launchWithExtension(userDataDir: string): Promise<BrowserContext> {
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json')))
    throw new Error('apps/extension/dist is missing: run `npm run build` first.');
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: E2E_ORIGIN,
    args: [
      '--headless=new',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The extension's id, and site access granted for each origin, as a user does on
 * chrome://extensions (Details → Site access → add a site). A granted optional host permission
 * still has to be requested by the extension to take effect: the instance's is requested by the
 * popup's own setup; the job site's is requested here from an extension page, which the browser
 * answers at once, without a prompt, because it was granted.
 */
async function grantSiteAccess(context: BrowserContext, origins: string[]) {
  const settings = await context.newPage();
  await settings.goto('chrome://extensions');
  const id = await settings.evaluate(async (name) => {
    const { chrome } = globalThis as unknown as ExtensionGlobals;
    const all = await chrome.developerPrivate.getExtensionsInfo();
    return all.find((e) => e.name === name)?.id ?? null;
  }, EXTENSION_NAME);
  expect(id, 'the extension is loaded').not.toBeNull();
  for (const origin of origins) {
    await settings.evaluate(
      ([extensionId, host]) =>
        (globalThis as unknown as ExtensionGlobals).chrome.developerPrivate.addHostPermission(
          extensionId,
          host,
        ),
      [id!, `${origin}/*`] as const,
    );
  }
  await settings.close();
  return id!;
}

/**
 * Opens the popup page in a popup window, with the job page the active tab of the browser
 * window behind it (what the toolbar button does, minus the button).
 */
async function openPopupOver(context: BrowserContext, id: string, jobPage: Page) {
  const launcher = await context.newPage();
  await launcher.goto(`chrome-extension://${id}/popup.html`);
  const jobOrigin = new URL(jobPage.url()).origin;
  const granted = await launcher.evaluate(
    (origin) =>
      (globalThis as unknown as ExtensionGlobals).chrome.permissions.request({
        origins: [`${origin}/*`],
      }),
    jobOrigin,
  );
  expect(granted, 'the job site is allowed').toBe(true);
  await jobPage.bringToFront();
  const opened = context.waitForEvent('page', (p) => p.url().endsWith('/popup.html'));
  await launcher.evaluate(() =>
    (globalThis as unknown as ExtensionGlobals).chrome.windows.create({
      url: 'popup.html',
      type: 'popup',
      width: 360,
      height: 640,
    }),
  );
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

async function createToken(page: Page, scope: 'read' | 'write'): Promise<string> {
  const res = await page.request.post('/api/tokens', {
    data: { name: `Browser extension (${scope})`, scope },
    headers: { origin: E2E_ORIGIN },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { secret: string }).secret;
}

async function setUp(popup: Page, token: string) {
  await popup.getByLabel('Careerforge address').fill(E2E_ORIGIN);
  await popup.getByLabel('Personal access token').fill(token);
}

/**
 * A browser with the extension, a new user signed up with a token of `scope`, and the popup
 * open over the job page: `run` gets them, and the browser closes after it, passed or failed.
 */
async function withPopup(
  profileDir: string,
  scope: 'read' | 'write',
  run: (opened: {
    context: BrowserContext;
    home: Page;
    token: string;
    popup: Page;
  }) => Promise<void>,
) {
  const context = await launchWithExtension(profileDir);
  try {
    const home = await context.newPage();
    await signUpViaApi(home);
    const token = await createToken(home, scope);
    const id = await grantSiteAccess(context, [E2E_ORIGIN, new URL(site.url).origin]);
    const jobPage = await context.newPage();
    await jobPage.goto(site.url);
    const popup = await openPopupOver(context, id, jobPage);
    await run({ context, home, token, popup });
  } finally {
    await context.close();
  }
}

test('saves the job on the page to the tracker and hands it to the Resume Lab', async ({
  browserName: _browserName,
}, testInfo) => {
  test.setTimeout(120_000);
  await withPopup(
    testInfo.outputPath('profile'),
    'write',
    async ({ context, home, token, popup }) => {
      await expect(
        popup.getByRole('heading', { name: 'Connect to your Careerforge' }),
      ).toBeVisible();
      await setUp(popup, token);
      await popup.getByRole('button', { name: 'Save', exact: true }).click();

      await expect(popup.getByRole('heading', { name: 'Save this job' })).toBeVisible();
      await expect(popup.getByText('Check the details, then save.')).toBeVisible();
      await expect(popup.getByLabel('Job title')).toHaveValue('Senior Platform Engineer');
      await expect(popup.getByLabel('Company')).toHaveValue('Cobalt Harbor');
      await expect(popup.getByLabel('Location')).toHaveValue(/Dublin/);
      await expect(popup.getByLabel('Salary')).toHaveValue('USD 150,000–180,000 a year');
      await expect(popup.getByLabel('Status')).toHaveValue('applied');

      await popup.getByRole('button', { name: 'Save to tracker' }).click();
      await expect(popup.getByText('Saved to your tracker.')).toBeVisible();
      await expect(popup.getByRole('link', { name: 'Open the tracker' })).toHaveAttribute(
        'href',
        `${E2E_ORIGIN}/application-tracker`,
      );
      await expect(popup.getByRole('button', { name: 'Save to tracker' })).toBeDisabled();

      const list = await home.request.get('/api/applications');
      expect(list.status()).toBe(200);
      const apps = (await list.json()) as {
        id: number;
        jobTitle: string;
        company: string;
        jobUrl: string | null;
        status: string;
        source: string | null;
        salaryRange: string | null;
      }[];
      expect(apps).toHaveLength(1);
      expect(apps[0]).toMatchObject({
        jobTitle: 'Senior Platform Engineer',
        company: 'Cobalt Harbor',
        jobUrl: site.url,
        status: 'applied',
        source: 'Browser extension',
        salaryRange: 'USD 150,000–180,000 a year',
      });
      const detail = await home.request.get(`/api/applications/${apps[0]!.id}`);
      expect(((await detail.json()) as { jobDescription: string }).jobDescription).toContain(
        'Kubernetes in production',
      );

      // "Tailor my resume": the Lab opens in a new tab with the job filled in
      const labOpened = context.waitForEvent('page', (p) => p.url().includes('/resume-lab'));
      await popup.getByRole('button', { name: 'Tailor my resume' }).click();
      const lab = await labOpened;
      await expect(
        lab.getByText('Job from the browser extension: check it before you continue.'),
      ).toBeVisible();
      // the fragment was read and cleared
      await expect(lab).toHaveURL(`${E2E_ORIGIN}/resume-lab`);
      await pasteResumeInLab(lab);
      await expect(lab.getByLabel('Company name (optional)')).toHaveValue('Cobalt Harbor');
      await expect(lab.getByLabel('Job title (optional)')).toHaveValue('Senior Platform Engineer');
      await expect(lab.getByLabel('Job description')).toHaveValue(/Kubernetes in production/);
    },
  );
});

test('says plainly when the token is wrong, and when it can only read', async ({
  browserName: _browserName,
}, testInfo) => {
  test.setTimeout(120_000);
  await withPopup(
    testInfo.outputPath('profile'),
    'read',
    async ({ home, token: readToken, popup }) => {
      await popup.getByLabel('Careerforge address').fill('ftp://example.com');
      await popup.getByLabel('Personal access token').fill(readToken);
      await popup.getByRole('button', { name: 'Test connection' }).click();
      await expect(
        popup.getByText('The address must start with https:// (or http://).'),
      ).toBeVisible();

      await setUp(popup, `cfpat_${'x'.repeat(40)}`);
      await popup.getByRole('button', { name: 'Test connection' }).click();
      await expect(popup.getByText(/Careerforge did not accept the token/)).toBeVisible();

      await setUp(popup, readToken);
      await popup.getByRole('button', { name: 'Test connection' }).click();
      await expect(popup.getByText(`Connected to ${E2E_ORIGIN}.`)).toBeVisible();
      await popup.getByRole('button', { name: 'Save', exact: true }).click();

      await expect(popup.getByLabel('Job title')).toHaveValue('Senior Platform Engineer');
      await popup.getByRole('button', { name: 'Save to tracker' }).click();
      await expect(
        popup.getByText(/This token can only read\. Saving needs a token with write access/),
      ).toBeVisible();
      const list = await home.request.get('/api/applications');
      expect(await list.json()).toEqual([]);
    },
  );
});
