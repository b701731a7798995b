import { useEffect, useMemo, useRef, useState } from 'react';
import { TEMPLATE_DESIGNS, renderResumeHtml, type ResumeTemplateId } from '@careerforge/contract';
import { cleanDocument, type Doc } from '../lib/document';

const LAYOUT_NAMES = {
  'single-column': 'Single column',
  'two-column': 'Two column',
  sidebar: 'Sidebar',
} as const;

/** The width of a page in CSS pixels (Letter, 8.5 in at 96 px an inch). */
const PAGE_PX = 816;

/** The width of an element, kept up to date as it resizes (a fallback until it is measured). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(Math.min(w, PAGE_PX));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The live preview: the chosen template's page exactly as the HTML export writes it (the same
 * renderer and layout model as the PDF and DOCX exports: bullets, skills, dates, the side
 * column), scaled to the column and scrollable through every section. Empty rows are left out,
 * as in the export. The header names the template and its layout.
 */
export function LivePreview({
  doc,
  title,
  onFullPage,
}: {
  doc: Doc;
  title: string;
  onFullPage: () => void;
}) {
  const design = TEMPLATE_DESIGNS[doc.template];
  const { ref, width } = useWidth(320);
  return (
    <section
      aria-label="Live preview"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-2 text-sm dark:border-slate-700">
        <span>
          <span className="font-semibold" data-testid="preview-template">
            {design.name}
          </span>{' '}
          <span className="text-slate-600 dark:text-slate-400">
            · {LAYOUT_NAMES[design.layout]}
          </span>
        </span>
        <button
          type="button"
          onClick={onFullPage}
          className="text-sm font-medium whitespace-nowrap text-brand-700 hover:underline dark:text-brand-300"
        >
          Full-page preview
        </button>
      </header>
      <div ref={ref} className="bg-slate-100 p-2 dark:bg-slate-800">
        <PagePreview
          doc={doc}
          title={title}
          width={Math.max(160, width - 16)}
          label={`${design.name} page preview`}
          scroll
        />
      </div>
    </section>
  );
}

/**
 * A page of the resume as the export prints it: the HTML export itself in a sandboxed frame
 * (no scripts, no same-origin access), scaled to the width given.
 */
export function PagePreview({
  doc,
  template,
  title,
  width,
  label,
  scroll = false,
  colors,
}: {
  doc: Doc;
  template?: ResumeTemplateId;
  /** colours other than the resume's (a template card shows its own) */
  colors?: Doc['theme'];
  title: string;
  width: number;
  label: string;
  /** the full page: scrolls through every page */
  scroll?: boolean;
}) {
  const html = useMemo(
    () =>
      renderResumeHtml(cleanDocument(doc), {
        template: template ?? doc.template,
        colors: colors ?? doc.theme,
        title,
      }),
    [doc, template, title, colors],
  );
  const scale = width / 816;
  return (
    <div
      className="overflow-hidden rounded border border-slate-200 bg-white dark:border-slate-700"
      style={{ width, height: 1056 * scale }}
    >
      <iframe
        title={label}
        sandbox=""
        srcDoc={html}
        style={{
          width: 816,
          height: 1056,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          border: 0,
          pointerEvents: scroll ? 'auto' : 'none',
        }}
        tabIndex={scroll ? 0 : -1}
      />
    </div>
  );
}
