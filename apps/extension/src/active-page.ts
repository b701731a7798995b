import { extractPage, type PageExtract } from './extract';

/** A failure to read the page, worded for the user. */
export class PageError extends Error {}

const CANNOT_READ =
  'This page cannot be read. Browser pages and the extension store are closed to extensions: open the job posting and click the Careerforge button again.';

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** What came back from the page, checked: the page's own scripts share its DOM. */
export function isPageExtract(v: unknown): v is PageExtract {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.url === 'string' &&
    typeof p.title === 'string' &&
    typeof p.selection === 'string' &&
    (p.html === undefined || typeof p.html === 'string') &&
    isStrings(p.jsonLd)
  );
}

/**
 * The tab the user is looking at: the active tab of the last focused normal browser window.
 * Opened from the toolbar, that is the tab the button was clicked on (the one activeTab grants);
 * it stays right when the popup page runs in a window of its own (a popup window, as in the
 * end-to-end test), where "the current window" would be the popup itself.
 */
async function activeTabId(): Promise<number> {
  const win = await chrome.windows.getLastFocused({ windowTypes: ['normal'], populate: true });
  const tab = win.tabs?.find((t) => t.active);
  if (tab?.id === undefined) throw new PageError('There is no open page to read.');
  return tab.id;
}

/** Runs extractPage in the active tab (activeTab + scripting: no standing access to any site). */
export async function readActivePage(): Promise<PageExtract> {
  const tabId = await activeTabId().catch((err: unknown) => {
    throw err instanceof PageError ? err : new PageError('There is no open page to read.');
  });
  let results: chrome.scripting.InjectionResult<unknown>[];
  try {
    results = await chrome.scripting.executeScript({ target: { tabId }, func: extractPage });
  } catch {
    throw new PageError(CANNOT_READ);
  }
  const result = results[0]?.result;
  if (!isPageExtract(result)) throw new PageError(CANNOT_READ);
  return result;
}
