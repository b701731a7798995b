// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { extractPage, type PageExtract } from '../src/extract';

const POSTING = JSON.stringify({ '@type': 'JobPosting', title: 'Engineer' });

/** As chrome.scripting.executeScript runs it: from its source text alone, in the page. */
const runAsInjected = () =>
  (new Function(`return (${extractPage.toString()})();`) as () => PageExtract)();

function setPage(head: string, body = '<p>Hello</p>') {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  window.getSelection()?.removeAllRanges();
}

describe('reading the page', () => {
  beforeEach(() => setPage(''));

  it('works from its source alone, as it is injected', () => {
    setPage(`<title>Jobs</title><script type="application/ld+json">${POSTING}</script>`);
    const page = runAsInjected();
    expect(page).toMatchObject({ title: 'Jobs', jsonLd: [POSTING], selection: '' });
    expect(page.url).toBe(location.href);
    expect(page.html).toBeUndefined();
  });

  it('takes every JSON-LD block, leaving out other scripts and oversized blocks', () => {
    setPage(
      `<script type="application/ld+json">{"@type":"Organization"}</script>` +
        `<script type="APPLICATION/LD+JSON">${POSTING}</script>` +
        `<script>var x = 1</script>` +
        `<script type="application/ld+json">${JSON.stringify('x'.repeat(600_000))}</script>`,
    );
    expect(extractPage().jsonLd).toEqual(['{"@type":"Organization"}', POSTING]);
  });

  it('takes the selected text, and then not the page', () => {
    setPage('', '<p id="p">Senior Engineer at Acme</p><p>Other</p>');
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    window.getSelection()!.addRange(range);
    const page = extractPage();
    expect(page.selection).toBe('Senior Engineer at Acme');
    expect(page.html).toBeUndefined();
  });

  it('sends the page itself only when no JSON-LD names a posting and nothing is selected', () => {
    setPage('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(extractPage().html).toContain('<p>Hello</p>');
  });
});
