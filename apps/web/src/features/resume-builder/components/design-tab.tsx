import type { Dispatch } from 'react';
import { TEMPLATE_LIST, type ResumeDocument } from '@careerforge/contract';
import type { BuilderAction } from '../lib/document';
import { previewDocument } from '../lib/sample';
import { PagePreview } from './preview';

/** The builder's Design tab: a template to pick, each shown on a sample page, and the colours. */
export function DesignTab({
  doc,
  title,
  dispatch,
}: {
  doc: ResumeDocument;
  title: string;
  dispatch: Dispatch<BuilderAction>;
}) {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      role="radiogroup"
      aria-label="Templates"
    >
      {TEMPLATE_LIST.map((t) => {
        const selected = t.id === doc.template;
        return (
          <button
            key={t.id}
            type="button"
            role="radio"
            aria-checked={selected}
            data-template={t.id}
            onClick={() => dispatch({ type: 'template', template: t.id })}
            className={`grid gap-2 rounded-lg border-2 p-3 text-left ${selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400 dark:border-slate-700'}`}
          >
            <PagePreview
              doc={previewDocument(doc)}
              template={t.id}
              colors={selected ? doc.theme : t.colors}
              title={title}
              width={200}
              label={`${t.name} preview`}
            />
            <span className="font-semibold">{t.name}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {t.category} · {t.layout}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">{t.description}</span>
          </button>
        );
      })}
      <div className="grid gap-2 sm:col-span-2 xl:col-span-3">
        <p className="text-sm font-medium">Colours</p>
        <div className="flex flex-wrap gap-4">
          {(['primary', 'secondary', 'accent'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm capitalize">
              <input
                type="color"
                value={doc.theme[k]}
                onChange={(e) => dispatch({ type: 'color', key: k, value: e.target.value })}
              />
              {k}
            </label>
          ))}
        </div>
      </div>
    </div>
  );
}
