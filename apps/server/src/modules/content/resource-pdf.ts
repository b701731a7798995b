import { createElement as h, type ReactNode } from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ListItem, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { SANS, TEXT_FEATURES, renderPdf } from '../../lib/documents/pdf';

/**
 * The printable resources (checklists, worksheets, planners) as PDFs, from their Markdown:
 * headings, paragraphs, bullet, numbered and checkbox lists, tables and **bold**, on US Letter
 * pages with a running footer, drawn by the product's one PDF writer.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'item'; marker: 'bullet' | 'check' | string; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] };

const INK = '#1f2937';
const MUTED = '#667380';
const BRAND = '#0f766e';
const RULE = '#bfc7d1';
const HEADER_FILL = '#edf5f5';

/**
 * Inline content as the PDF writer's text: **bold** kept as its markers (see `inline`), a link as
 * "text (url)", code as its text.
 */
function phrasing(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((n): string => {
      switch (n.type) {
        case 'text':
        case 'inlineCode':
          return n.value;
        case 'strong':
          return `**${phrasing(n.children)}**`;
        case 'link': {
          const label = phrasing(n.children);
          return label && label !== n.url ? `${label} (${n.url})` : n.url;
        }
        case 'break':
          return ' ';
        default:
          return 'children' in n ? phrasing(n.children as PhrasingContent[]) : '';
      }
    })
    .join('');
}

/** A list item's own text: its paragraphs' phrasing, one line. */
const itemText = (item: ListItem) =>
  item.children
    .map((c) => (c.type === 'paragraph' ? phrasing(c.children) : ''))
    .filter(Boolean)
    .join(' ');

/** The blocks of a Markdown document (CommonMark with GitHub's tables and task lists). */
export function parseBlocks(markdown: string): Block[] {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const blocks: Block[] = [];
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading':
          blocks.push({ kind: 'heading', level: node.depth, text: phrasing(node.children) });
          break;
        case 'paragraph':
          blocks.push({
            kind: 'paragraph',
            lines: phrasing(node.children)
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          });
          break;
        case 'list':
          node.children.forEach((item, k) => {
            const marker =
              typeof item.checked === 'boolean'
                ? 'check'
                : node.ordered
                  ? `${(node.start ?? 1) + k}.`
                  : 'bullet';
            blocks.push({ kind: 'item', marker, text: itemText(item) });
            // a list inside the item follows it
            visit(item.children.filter((c) => c.type === 'list'));
          });
          break;
        case 'table': {
          const [head, ...rows] = node.children.map((row) =>
            row.children.map((cell) => phrasing(cell.children)),
          );
          blocks.push({ kind: 'table', header: head ?? [], rows });
          break;
        }
        case 'blockquote':
          visit(node.children);
          break;
        default:
          break;
      }
    }
  };
  visit(tree.children);
  return blocks;
}

const text = { fontFeatureSettings: TEXT_FEATURES };

/** Text with **bold** runs (as `phrasing` writes them) as the PDF writer's text. */
function inline(source: string): ReactNode[] {
  return source
    .split('**')
    .map((part, i) =>
      i % 2 === 1 ? h(Text, { key: i, style: { ...text, fontWeight: 700 } }, part) : part,
    );
}

const HEADING_SIZE: Record<number, number> = { 1: 20, 2: 14, 3: 12 };

function block(b: Block, i: number, next: Block | undefined): ReactNode {
  switch (b.kind) {
    case 'heading':
      return h(
        Text,
        {
          key: i,
          // a heading never ends a page without what follows it
          minPresenceAhead: next?.kind === 'table' ? 80 : 40,
          style: {
            ...text,
            fontSize: HEADING_SIZE[b.level] ?? 11,
            fontWeight: 700,
            color: b.level === 1 ? BRAND : INK,
            marginTop: i === 0 ? 0 : b.level === 1 ? 4 : 12,
            marginBottom: b.level === 1 ? 10 : 6,
          },
        },
        ...inline(b.text),
      );
    case 'paragraph':
      return h(
        View,
        { key: i, style: { marginBottom: 6 } },
        ...b.lines.map((line, j) => h(Text, { key: j, style: text }, ...inline(line))),
      );
    case 'item': {
      const marker =
        b.marker === 'check'
          ? h(View, {
              style: {
                width: 8,
                height: 8,
                borderWidth: 0.8,
                borderColor: INK,
                marginTop: 3.5,
                marginRight: 8,
              },
            })
          : h(
              Text,
              { style: { ...text, width: b.marker === 'bullet' ? 12 : 18, color: BRAND } },
              b.marker === 'bullet' ? '•' : b.marker,
            );
      return h(
        View,
        {
          key: i,
          wrap: false,
          style: {
            flexDirection: 'row',
            marginLeft: 6,
            marginBottom: next?.kind === 'item' ? 3 : 9,
          },
        },
        marker,
        h(Text, { style: { ...text, flex: 1 } }, ...inline(b.text)),
      );
    }
    case 'table': {
      const cols = Math.max(b.header.length, ...b.rows.map((r) => r.length));
      const row = (cells: string[], header: boolean, key: number) =>
        h(
          View,
          {
            key,
            wrap: false,
            style: {
              flexDirection: 'row',
              borderBottomWidth: 0.5,
              borderBottomColor: RULE,
              backgroundColor: header ? HEADER_FILL : undefined,
              minHeight: 22,
            },
          },
          ...Array.from({ length: cols }, (_, c) =>
            h(
              Text,
              {
                key: c,
                style: {
                  ...text,
                  flex: 1,
                  padding: 4,
                  fontWeight: header ? 700 : 400,
                  borderLeftWidth: c === 0 ? 0 : 0.5,
                  borderLeftColor: RULE,
                },
              },
              ...inline(cells[c] ?? ''),
            ),
          ),
        );
      return h(
        View,
        {
          key: i,
          style: { borderWidth: 0.5, borderColor: RULE, marginTop: 2, marginBottom: 12 },
        },
        row(b.header, true, -1),
        ...b.rows.map((r, k) => row(r, false, k)),
      );
    }
  }
}

/** The PDF of a Markdown document, with a running footer and page numbers on every page. */
export function markdownToPdf(
  markdown: string,
  info: { title: string; footer?: string },
): Promise<Buffer> {
  const blocks = parseBlocks(markdown);
  const footer = info.footer ?? `Careerforge · ${info.title}`;
  return renderPdf(
    h(
      Document,
      { title: info.title, subject: footer, creator: 'Careerforge', producer: 'Careerforge' },
      h(
        Page,
        {
          size: 'LETTER',
          style: {
            paddingTop: 60,
            paddingBottom: 64,
            paddingHorizontal: 56,
            fontFamily: SANS,
            fontSize: 10.5,
            lineHeight: 1.38,
            color: INK,
          },
        },
        ...blocks.map((b, i) => block(b, i, blocks[i + 1])),
        // the footer lives in the bottom margin (a page-numbered text there must sit in a box)
        h(
          View,
          {
            fixed: true,
            style: { position: 'absolute', left: 56, right: 56, bottom: 0, height: 50 },
          },
          h(View, { style: { borderTopWidth: 0.5, borderTopColor: RULE } }),
          h(
            Text,
            {
              style: { ...text, position: 'absolute', left: 0, top: 6, fontSize: 8, color: MUTED },
            },
            footer,
          ),
          h(Text, {
            style: {
              ...text,
              position: 'absolute',
              right: 0,
              top: 6,
              fontSize: 8,
              color: MUTED,
              textAlign: 'right',
            },
            render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
              `Page ${pageNumber} of ${totalPages}`,
          }),
        ),
      ),
    ),
  );
}
