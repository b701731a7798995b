import { lazy, Suspense, useState, type ComponentType } from 'react';

/** The HTML the server rendered for a part, when the document holds it. */
function prerenderedHtml(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-prerendered-part="${name}"]`)?.innerHTML ?? null;
}

/**
 * A static part of a prerendered page (text and markup, no state, no handlers) that the page's
 * first load does not carry: hydration keeps the HTML the prerender wrote for it (found by its
 * name), as Markdown does. Rendered in the browser (the app opening the page), the part's own
 * chunk is loaded. Parts must be static: the kept HTML never gets event handlers.
 */
export function prerenderedPart(
  name: string,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  const Part = lazy(load);
  return function PrerenderedPart() {
    // Read once, at the first render: during hydration, the prerendered markup.
    const [html] = useState(() => prerenderedHtml(name));
    if (html !== null) {
      return <div data-prerendered-part={name} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    return (
      <div data-prerendered-part={name}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    );
  };
}
