import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import {
  safeLink,
  type LaidOutSection,
  type PageSize,
  type ResumeLayout,
} from '@careerforge/contract';
import { DOCX_FONTS } from '../../lib/documents/docx';

/**
 * A resume as a Word document, from the same layout model as the PDF: the name as the Title,
 * each section a real Heading 1, entries with their dates, and real bullet lists. Word has no
 * columns that an ATS reads in order, so every template prints one column in reading order,
 * keeping the template's font, colours and heading look.
 */

const hex = (c: string) => c.replace('#', '').toUpperCase();
const PAGE_TWIPS: Record<PageSize, { width: number; height: number }> = {
  letter: { width: 12240, height: 15840 },
  a4: { width: 11906, height: 16838 },
};

function section(layout: ResumeLayout, s: LaidOutSection): Paragraph[] {
  const c = layout.colors;
  const out: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      alignment:
        layout.design.heading === 'centered-rule' ? AlignmentType.CENTER : AlignmentType.LEFT,
      border:
        layout.design.heading === 'rule' || layout.design.heading === 'centered-rule'
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(c.accent), space: 1 } }
          : undefined,
      children: [new TextRun(s.title.toUpperCase())],
    }),
  ];
  for (const p of s.paragraphs) out.push(new Paragraph({ children: [new TextRun(p)] }));
  for (const e of s.entries) {
    const head: ParagraphChild[] = [];
    if (e.title) head.push(new TextRun({ text: e.title, bold: true }));
    const rest = [e.subtitle, e.place].filter(Boolean).join(' | ');
    if (e.title && rest) head.push(new TextRun({ text: ' | ', color: hex(c.secondary) }));
    if (rest) head.push(new TextRun({ text: rest, color: hex(c.secondary) }));
    if (head.length)
      out.push(new Paragraph({ keepNext: true, spacing: { before: 80 }, children: head }));
    if (e.dates)
      out.push(
        new Paragraph({
          keepNext: e.bullets.length > 0,
          children: [new TextRun({ text: e.dates, italics: true, color: hex(c.secondary) })],
        }),
      );
    for (const l of e.lines) out.push(new Paragraph({ children: [new TextRun(l)] }));
    for (const b of e.bullets)
      out.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(b)] }));
  }
  for (const g of s.groups)
    out.push(
      new Paragraph({
        children: [
          ...(g.label ? [new TextRun({ text: `${g.label}: `, bold: true })] : []),
          new TextRun(g.items.join(', ')),
        ],
      }),
    );
  for (const i of s.items)
    out.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(i)] }));
  return out;
}

const half = (pt: number) => Math.round(pt * 2);

/** The contact line's runs: links as hyperlinks in the accent colour, " | " between items. */
function contactRuns(layout: ResumeLayout): ParagraphChild[] {
  const c = layout.colors;
  const contact: ParagraphChild[] = [];
  layout.contact.forEach((item, i) => {
    if (i > 0) contact.push(new TextRun({ text: ' | ', color: hex(c.secondary) }));
    const link = item.includes('@') ? null : safeLink(item);
    contact.push(
      link
        ? new ExternalHyperlink({
            link,
            children: [new TextRun({ text: item, color: hex(c.accent) })],
          })
        : new TextRun({ text: item, color: hex(c.secondary) }),
    );
  });
  return contact;
}

/** The default text, Title and Heading 1 styles in the template's font, size and colours. */
function documentStyles(layout: ResumeLayout) {
  const { colors: c, design: d } = layout;
  const font = d.font === 'serif' ? DOCX_FONTS.serif : DOCX_FONTS.sans;
  return {
    default: {
      document: { run: { font, size: half(d.size + 0.5), color: '1F2937' } },
      title: {
        run: { font, size: half(d.size * 2.3), bold: true, color: hex(c.primary) },
        paragraph: { spacing: { after: 40 } },
      },
      heading1: {
        run: {
          font,
          size: half(d.size * 1.15),
          bold: true,
          color: hex(d.heading === 'caps' ? c.accent : c.primary),
        },
        paragraph: { spacing: { before: 200, after: 80 } },
      },
    },
  };
}

/** The name as the Title, the headline under it, then the contact line over a rule. */
function headerParagraphs(layout: ResumeLayout, contact: ParagraphChild[]): Paragraph[] {
  const { colors: c, design: d } = layout;
  const alignment = d.header === 'centered' ? AlignmentType.CENTER : AlignmentType.LEFT;
  return [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment,
      children: [new TextRun(layout.name || 'Your Name')],
    }),
    ...(layout.headline
      ? [
          new Paragraph({
            alignment,
            children: [
              new TextRun({
                text: layout.headline,
                color: hex(c.secondary),
                size: half(d.size * 1.15),
              }),
            ],
          }),
        ]
      : []),
    ...(contact.length
      ? [
          new Paragraph({
            alignment,
            border: {
              bottom: {
                style: BorderStyle.SINGLE,
                size: 12,
                color: hex(c.primary),
                space: 4,
              },
            },
            children: contact,
          }),
        ]
      : []),
  ];
}

export function resumeDocx(
  layout: ResumeLayout,
  opts: { pageSize: PageSize; title: string },
): Document {
  const contact = contactRuns(layout);
  return new Document({
    title: opts.title,
    creator: 'Careerforge',
    styles: documentStyles(layout),
    sections: [
      {
        properties: {
          page: {
            size: PAGE_TWIPS[opts.pageSize],
            margin: { top: 720, bottom: 720, left: 720, right: 720 },
          },
        },
        children: [
          ...headerParagraphs(layout, contact),
          ...layout.reading.flatMap((s) => section(layout, s)),
        ],
      },
    ],
  });
}
