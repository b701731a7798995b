import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test, JOB, RESUME, openSignedIn } from './fixtures';
import { WORKING_TOOLS } from '../apps/web/src/components/layout/tools';

/** sRGB channels 0..255 of any CSS colour the browser understands (rgb, hex, oklch, ...). */
async function rgbOf(page: Page, css: string): Promise<[number, number, number, number]> {
  return page.evaluate((color) => {
    const c = document.createElement('canvas');
    c.width = c.height = 1;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a!] as [number, number, number, number];
  }, css);
}

/** The WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const lum = (c: readonly number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Tabs forward until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('The control was never reached with Tab');
}

async function checkRing(page: Page, target: Locator) {
  await tabTo(page, target);
  // A button that just became enabled fades its fill in (transition-colors): wait until it is solid.
  await expect
    .poll(
      async () =>
        (await rgbOf(page, await target.evaluate((el) => getComputedStyle(el).backgroundColor)))[3],
    )
    .toBe(255);
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outlineStyle: s.outlineStyle,
      outlineWidth: parseFloat(s.outlineWidth),
      outlineOffset: parseFloat(s.outlineOffset),
      outlineColor: s.outlineColor,
      background: s.backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(style.focusVisible).toBe(true);
  expect(style.outlineStyle).toBe('solid');
  expect(style.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(style.outlineOffset).toBeGreaterThanOrEqual(1);
  const ring = await rgbOf(page, style.outlineColor);
  const button = await rgbOf(page, style.background);
  const pageBg = await rgbOf(page, style.page);
  expect(ring[3], 'the ring is opaque').toBe(255);
  expect(button[3], 'the primary button is filled').toBe(255);
  const vsButton = contrast(ring, button);
  const vsPage = contrast(ring, pageBg);
  expect(
    vsButton,
    `ring ${style.outlineColor} on button ${style.background}`,
  ).toBeGreaterThanOrEqual(3);
  expect(vsPage, `ring ${style.outlineColor} on page ${style.page}`).toBeGreaterThanOrEqual(3);
  return { vsButton, vsPage };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the focus ring of a primary button stands out in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('careerforge-theme', t), theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    // The header's filled button, then the hero's.
    await checkRing(page, page.getByRole('link', { name: 'Sign Up Free' }));
    await checkRing(page, page.getByRole('link', { name: 'Sign In to Resume Lab' }));

    // Signed in, a form's primary button too.
    await signUpViaApi(page);
    await page.goto('/resume-lab');
    await page.getByRole('button', { name: 'Paste Resume Text' }).click();
    await page.getByLabel('Resume text').fill(RESUME);
    await page.getByLabel('Resume text').focus();
    await checkRing(page, page.getByRole('button', { name: 'Continue', exact: true }));
  });
}

test('the tailoring modes are one radio group: arrows move and choose, one tab stop', async ({
  page,
}) => {
  await openSignedIn(page, '/resume-lab');
  await page.getByRole('button', { name: 'Paste Resume Text' }).click();
  await page.getByLabel('Resume text').fill(RESUME);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Looks Right, Continue' }).click();
  await page.getByLabel('Job description').fill(JOB);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const group = page.getByRole('radiogroup', { name: 'How much should we change?' });
  await expect(group).toBeVisible();
  const radio = (name: string) => group.getByRole('radio', { name, exact: true });
  await expect(page.getByRole('button', { name: 'Tailor Resume' })).toBeDisabled();

  // From the Back button, Shift+Tab lands on the group once; Tab from there leaves it.
  await page.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(radio('Basic')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radio('Basic')).toHaveAttribute('aria-checked', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(radio('Personalized')).toBeFocused();
  await expect(radio('Personalized')).toHaveAttribute('aria-checked', 'true');
  await expect(radio('Basic')).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(radio('Aggressive')).toHaveAttribute('aria-checked', 'true');
  await expect(radio('Aggressive')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(radio('Personalized')).toBeFocused();
  await expect(radio('Personalized')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Tailor Resume' })).toBeEnabled();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(radio('Personalized')).toBeFocused();
});

test('signed in, the Tools menu reaches every working tool from the keyboard', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tools = nav.getByRole('button', { name: 'Tools' });
  await expect(tools).toHaveAttribute('aria-expanded', 'false');

  await tabTo(page, tools);
  await page.keyboard.press('Enter');
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /^Resume Lab/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Saved Resumes/ })).toBeVisible();

  // Escape closes and gives the focus back to the button.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^Resume Lab/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(tools).toBeFocused();
  await expect(nav.getByRole('link', { name: /^Saved Resumes/ })).toBeHidden();

  // Open it again and follow a link with Enter.
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^Saved Resumes/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/saved-resumes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Resumes' })).toBeVisible();
  await expect(tools).toHaveAttribute('aria-expanded', 'false');

  // Tabbing past the last tool closes the menu.
  await tabTo(page, tools);
  await page.keyboard.press('Enter');
  for (let i = 0; i <= WORKING_TOOLS.length; i++) await page.keyboard.press('Tab'); // every tool, then beyond
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone, the menu lists the tools too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const group = menu.getByRole('group', { name: 'Tools' });
  await expect(group.getByRole('link')).toHaveText(WORKING_TOOLS.map((t) => t.label));
  await group.getByRole('link', { name: 'Resume Lab' }).click();
  await expect(page).toHaveURL(/\/resume-lab$/);
  await expect(menu).toBeHidden();
});
