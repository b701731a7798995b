/** What the popup reads from the page; the server does the real reading of the posting. */
export interface PageExtract {
  url: string;
  title: string;
  /** the page itself (capped), only when no JSON-LD names a JobPosting and nothing is selected */
  html?: string;
  selection: string;
  /** the raw text of each script[type="application/ld+json"] (capped) */
  jsonLd: string[];
}

/**
 * Runs in the page (chrome.scripting.executeScript serialises this function's source), so it
 * must stay self-contained: no imports, no helpers or constants from outside its body.
 */
export function extractPage(): PageExtract {
  const MAX_BLOCK_CHARS = 500_000;
  const MAX_BLOCKS = 20;
  const MAX_JSON_LD_CHARS = 1_500_000;
  const MAX_SELECTION_CHARS = 60_000;
  const MAX_HTML_CHARS = 1_500_000;

  const jsonLd: string[] = [];
  let total = 0;
  const scripts = document.querySelectorAll('script[type="application/ld+json" i]');
  for (const script of Array.from(scripts)) {
    if (jsonLd.length >= MAX_BLOCKS) break;
    const text = (script.textContent ?? '').trim();
    // a cut block is broken JSON: a block over the cap is left out whole
    if (!text || text.length > MAX_BLOCK_CHARS || total + text.length > MAX_JSON_LD_CHARS) continue;
    jsonLd.push(text);
    total += text.length;
  }
  const selection = String(window.getSelection() ?? '')
    .trim()
    .slice(0, MAX_SELECTION_CHARS);
  const result: PageExtract = {
    url: location.href,
    title: document.title.slice(0, 500),
    selection,
    jsonLd,
  };
  const hasPosting = jsonLd.some((text) => /JobPosting/i.test(text));
  if (!hasPosting && !selection)
    result.html = document.documentElement.outerHTML.slice(0, MAX_HTML_CHARS);
  return result;
}
