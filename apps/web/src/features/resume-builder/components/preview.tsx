import { useMemo } from 'react';
import {
  TEMPLATE_DESIGNS,
  formatMonth,
  renderResumeHtml,
  type ResumeTemplateId,
} from '@careerforge/contract';
import { cleanDocument, type Doc } from '../lib/document';

const LAYOUT_NAMES = {
  'single-column': 'Single column',
  'two-column': 'Two column',
  sidebar: 'Sidebar',
} as const;

/** The spec's live preview: name, e-mail, phone, summary, two jobs, one school. */
export function LivePreview({ doc, onFullPage }: { doc: Doc; onFullPage: () => void }) {
  const design = TEMPLATE_DESIGNS[doc.template];
  const p = doc.personal;
  const c = doc.theme;
  return (
    <section
      aria-label="Live preview"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 text-sm dark:border-slate-700">
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
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Full-page preview
        </button>
      </header>
      <div className="space-y-3 p-4 text-sm text-slate-800 dark:text-slate-200">
        <div>
          <p className="text-xl font-bold" style={{ color: c.primary }}>
            {p.name || 'Your Name'}
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {[p.email, p.phone].filter(Boolean).join(' | ')}
          </p>
        </div>
        {doc.summary && <p>{doc.summary}</p>}
        <div>
          <p className="font-semibold uppercase" style={{ color: c.primary }}>
            Experience
          </p>
          {doc.experience.slice(0, 2).map((e) => (
            <div key={e.id} className="mt-1">
              <p className="font-medium">{e.title || 'Job Title'}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {e.company || 'Company Name'}
                {e.startDate ? ` · ${formatMonth(e.startDate)}` : ''}
              </p>
            </div>
          ))}
        </div>
        {doc.education[0] && (
          <div>
            <p className="font-semibold uppercase" style={{ color: c.primary }}>
              Education
            </p>
            <p className="font-medium">{doc.education[0].degree || 'Degree'}</p>
            <p className="text-slate-600 dark:text-slate-400">
              {doc.education[0].school || 'School Name'}
            </p>
          </div>
        )}
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
