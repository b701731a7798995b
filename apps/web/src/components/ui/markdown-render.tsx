import { Fragment, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

/**
 * Renders stored Markdown safely: raw HTML is never interpreted (it shows as text), and
 * links with unsafe protocols such as javascript: lose their address. Pipe tables, which
 * CommonMark lacks, are split out and drawn as real tables.
 */

type Level = 2 | 3 | 4 | 5;
const headingClass: Record<Level, string> = {
  2: 'mt-10 mb-3 text-2xl font-bold tracking-tight',
  3: 'mt-8 mb-2 text-xl font-semibold',
  4: 'mt-6 mb-2 text-lg font-semibold',
  5: 'mt-4 mb-1 font-semibold',
};

/** Markdown "#" and "##" become h2 (the page title is the only h1), shifted by `offset`. */
function headings(offset: number): Components {
  const make = (md: number) => {
    const level = Math.min(5, Math.max(2, md + offset)) as Level;
    const Tag = `h${level}` as const;
    return ({ children }: { children?: ReactNode }) => (
      <Tag className={headingClass[level]}>{children}</Tag>
    );
  };
  return { h1: make(2), h2: make(2), h3: make(3), h4: make(4), h5: make(5), h6: make(5) };
}

const components: Components = {
  p: ({ children }) => <p className="my-4 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 leading-7">{children}</ul>,
  ol: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 leading-7">{children}</ol>,
  li: ({ children }) => <li className="pl-1">{children}</li>,
  strong: ({ children }) => (
    <strong className="font-semibold text-slate-900 dark:text-white">{children}</strong>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-6 border-l-4 border-brand-600 pl-4 text-slate-700 italic dark:text-slate-300">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.9em] dark:bg-slate-800">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre className="my-6 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm dark:bg-slate-900">
      {children}
    </pre>
  ),
  hr: () => <hr className="my-8 border-slate-200 dark:border-slate-800" />,
  a: ({ href, children }) => {
    const cls =
      'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-100';
    if (!href) return <span>{children}</span>;
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} className={cls}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} className={cls} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ alt }) => <span>{alt}</span>,
};

type Segment = { kind: 'markdown'; text: string } | { kind: 'table'; rows: string[][] };

const isDivider = (line: string | undefined) =>
  Boolean(line && /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line));

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** Splits Markdown into ordinary text and pipe tables (a header row, a divider, then rows). */
export function splitTables(markdown: string): Segment[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const segments: Segment[] = [];
  let text: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim().startsWith('|') && isDivider(lines[i + 1])) {
      if (text.length) segments.push({ kind: 'markdown', text: text.join('\n') });
      text = [];
      const rows = [cells(line)];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(cells(lines[i++]!));
      i--;
      segments.push({ kind: 'table', rows });
      continue;
    }
    text.push(line);
  }
  if (text.length) segments.push({ kind: 'markdown', text: text.join('\n') });
  return segments;
}

/** **bold** inside a table cell; everything else is plain text. */
function inline(text: string): ReactNode {
  return text.split('**').map((part, i) =>
    i % 2 === 1 ? (
      <strong key={i} className="font-semibold">
        {part}
      </strong>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function Table({ rows }: { rows: string[][] }) {
  const [header = [], ...body] = rows;
  return (
    // A wide table scrolls sideways on a phone; the region is focusable so keyboards can scroll it.
    <div
      role="region"
      aria-label={`Table: ${header.map((h) => h.replace(/\*\*/g, '')).join(', ')}`}
      tabIndex={0}
      className="my-6 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {header.map((h, i) => (
              <th key={i} scope="col" className="min-w-28 px-3 py-2 font-semibold">
                {inline(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r} className="border-t border-slate-200 dark:border-slate-800">
              {header.map((_, c) => (
                <td key={c} className="px-3 py-2 align-top">
                  {inline(row[c] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const byOffset = [0, 1, 2].map((offset) => ({ ...components, ...headings(offset) }));

/** The Markdown's blocks, without a wrapper (see ./markdown.tsx, which loads this on demand). */
export function MarkdownBlocks({
  children,
  headingOffset = 0,
}: {
  children: string;
  headingOffset?: 0 | 1 | 2 | undefined;
}) {
  return splitTables(children).map((segment, i) =>
    segment.kind === 'table' ? (
      <Table key={i} rows={segment.rows} />
    ) : (
      <ReactMarkdown key={i} components={byOffset[headingOffset]}>
        {segment.text}
      </ReactMarkdown>
    ),
  );
}

/** What a Markdown block takes: the source, the wrapper's class, and its heading level. */
export interface MarkdownProps {
  children: string;
  className?: string;
  /** 1 when the Markdown sits under an h2 of the page, so its "##" become h3. */
  headingOffset?: 0 | 1 | 2;
}

export function Markdown({ children, className, headingOffset = 0 }: MarkdownProps) {
  return (
    <div className={className}>
      <MarkdownBlocks headingOffset={headingOffset}>{children}</MarkdownBlocks>
    </div>
  );
}
