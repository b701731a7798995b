import { lazy, Suspense, useState } from 'react';
import type { MarkdownProps } from './markdown-render';

/*
 * Markdown on a page. The renderer (react-markdown and its parser, about 35 KB gzip) is its own
 * chunk, loaded only when Markdown must be rendered in the browser: on a prerendered page the
 * rendered HTML is already in the document, so hydration keeps it as it is (found by a hash of
 * the source) instead of parsing the Markdown again. Rendering rules: ./markdown-render.tsx.
 */
const MarkdownBlocks = lazy(async () => ({
  default: (await import('./markdown-render')).MarkdownBlocks,
}));

/** A short, stable name for a Markdown source (FNV-1a, base 36). */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The HTML the server rendered for this Markdown, when the document holds it. */
function prerenderedHtml(key: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-markdown="${key}"]`)?.innerHTML ?? null;
}

export function Markdown({ children, className, headingOffset = 0 }: MarkdownProps) {
  const key = `${headingOffset}${hashOf(children)}`;
  // Read once, at the first render: during hydration, the prerendered markup.
  const [html] = useState(() => prerenderedHtml(key));
  if (html !== null) {
    return (
      <div className={className} data-markdown={key} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return (
    <div className={className} data-markdown={key}>
      <Suspense fallback={null}>
        <MarkdownBlocks headingOffset={headingOffset}>{children}</MarkdownBlocks>
      </Suspense>
    </div>
  );
}
