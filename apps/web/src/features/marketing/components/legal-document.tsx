import type { LegalDocumentMeta, LegalSection } from '../content/legal';
import { Markdown } from '../../../components/ui/markdown';

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal page: title, last-updated date, contents and numbered sections. */
export function LegalDocument({
  meta,
  sections,
  notice,
}: {
  meta: LegalDocumentMeta;
  sections: LegalSection[];
  notice: string[];
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{meta.title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Last updated: {meta.lastUpdated}
      </p>
      <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{meta.intro}</p>
      <ul className="mt-6 grid gap-2 rounded-xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-100">
        {notice.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <nav
        aria-label="Contents"
        className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <p className="text-sm font-semibold">Contents</p>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.heading}>
              <a
                href={`#${anchor(s.heading)}`}
                className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <section
          key={s.heading}
          id={anchor(s.heading)}
          aria-labelledby={`${anchor(s.heading)}-title`}
          className="mt-10 scroll-mt-24 text-slate-800 dark:text-slate-200"
        >
          <h2 id={`${anchor(s.heading)}-title`} className="text-2xl font-bold tracking-tight">
            {s.heading}
          </h2>
          <Markdown headingOffset={1}>{s.body}</Markdown>
        </section>
      ))}
    </div>
  );
}
