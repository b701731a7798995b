import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** How wide the page is against the window (wider means a sideways scroll). */
const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));

/**
 * Whether the focused element's focus ring (its outline) shows in full: it lies inside the
 * window and inside every ancestor that clips what overflows it.
 */
const focusRingShows = (tab: Locator) =>
  tab.evaluate((el) => {
    if (el !== document.activeElement) return 'not focused';
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth) || 0;
    if (style.outlineStyle === 'none' || width === 0) return 'no outline';
    const grow = width + (parseFloat(style.outlineOffset) || 0);
    const r = el.getBoundingClientRect();
    const ring = {
      left: r.left - grow,
      right: r.right + grow,
      top: r.top - grow,
      bottom: r.bottom + grow,
    };
    if (ring.left < 0 || ring.right > window.innerWidth) return 'outside the window';
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const box = p.getBoundingClientRect();
      if (
        ring.left < box.left ||
        ring.right > box.right ||
        ring.top < box.top ||
        ring.bottom > box.bottom
      )
        return `clipped by ${p.tagName.toLowerCase()}.${p.className}`;
    }
    return 'shows';
  });

test.describe('on a phone', () => {
  test('the analytics page follows the window down to a phone width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpViaApi(page);
    await page.goto('/analytics');
    const chart = page.getByRole('img', { name: /^Activity per week, the last 12 weeks/ });
    await expect(chart).toBeVisible();
    // drawn at the desktop width first
    await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeGreaterThan(900);

    await page.setViewportSize(PHONE);
    await expect.poll(() => pageWidth(page)).toEqual({ scroll: 390, window: 390 });
    await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeLessThan(390);
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('every tab of a tool page is in view, and its focus ring shows', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpViaApi(page);
    // the tool pages with the most tabs
    for (const path of ['/cover-letter', '/application-tracker']) {
      await page.goto(path);
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const count = await tabs.count();
      expect(count).toBeGreaterThan(2);
      // all in view as the page opens: none hidden past the edge of the screen
      for (let i = 0; i < count; i++)
        await expect(tabs.nth(i), `${path}: tab ${i + 1}`).toBeInViewport({ ratio: 1 });
      await tabs.first().focus();
      for (let i = 0; i < count; i++) {
        const tab = tabs.nth(i);
        if (i > 0) await page.keyboard.press('ArrowRight');
        await expect(tab).toBeFocused();
        await expect(tab, `${path}: tab ${i + 1}`).toBeInViewport({ ratio: 1 });
        const box = (await tab.boundingBox())!;
        expect(box.x, `${path}: tab ${i + 1}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: tab ${i + 1}`).toBeLessThanOrEqual(PHONE.width);
        expect(await focusRingShows(tab), `${path}: tab ${i + 1}`).toBe('shows');
      }
      expect(await pageWidth(page)).toEqual({ scroll: PHONE.width, window: PHONE.width });
    }
  });
});
