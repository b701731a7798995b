import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Link, Page, Text, View, type DocumentProps } from '@react-pdf/renderer';
import {
  PAGE_POINTS,
  safeLink,
  tint,
  type LaidOutEntry,
  type LaidOutSection,
  type PageSize,
  type ResumeLayout,
} from '@careerforge/contract';
import { TEXT_FEATURES, fontFamilyFor, withRtlRuns } from '../../lib/documents/pdf';

/**
 * A resume as a react-pdf document, from the same layout model and template design as the HTML
 * preview (sizes in points in both). The drawing order is the reading order: header, then the
 * columns as the layout lists them, so the PDF's text stream reads name, contact, sections.
 * An entry is never split across pages (unless it is longer than a page).
 */

type Style = Record<string, unknown>;

/** The side column's text: its size (a share of the template's) and line height. */
export const SIDE_TEXT = { size: 0.95, lineHeight: 1.55 } as const;
// react-pdf's style types do not take a computed record; the values are its own style keys
const t = (style: Style, ...children: ReactNode[]) =>
  h(Text, { style: style as never }, ...children);
const v = (style: Style, ...children: ReactNode[]) =>
  h(View, { style: style as never }, ...children);

function headingStyle(layout: ResumeLayout): Style {
  const { colors: c, design: d } = layout;
  const base: Style = {
    fontSize: d.size * 1.1,
    fontWeight: 700,
    marginTop: 10,
    marginBottom: 5,
    textTransform: 'uppercase',
  };
  switch (d.heading) {
    case 'rule':
      return {
        ...base,
        color: c.primary,
        borderBottomWidth: 1,
        borderBottomColor: c.accent,
        paddingBottom: 2,
      };
    case 'bar':
      return {
        ...base,
        color: c.primary,
        borderLeftWidth: 3,
        borderLeftColor: c.accent,
        paddingLeft: 6,
      };
    case 'caps':
      return { ...base, color: c.accent, fontSize: d.size * 1.045 };
    case 'centered-rule':
      return {
        ...base,
        color: c.primary,
        textAlign: 'center',
        borderTopWidth: 0.75,
        borderBottomWidth: 0.75,
        borderTopColor: c.secondary,
        borderBottomColor: c.secondary,
        paddingTop: 2,
        paddingBottom: 2,
      };
    case 'pill':
      return {
        ...base,
        color: '#ffffff',
        backgroundColor: c.primary,
        borderRadius: 8,
        paddingTop: 2,
        paddingBottom: 2,
        paddingLeft: 8,
        paddingRight: 8,
        alignSelf: 'flex-start',
      };
  }
}

function bullets(items: string[], key: string): ReactElement[] {
  return items.map((b, i) =>
    h(
      View,
      { key: `${key}-${i}`, style: { flexDirection: 'row', marginBottom: 1.5, paddingLeft: 2 } },
      t({ width: 10 }, '•'),
      t({ flex: 1 }, b),
    ),
  );
}

/** The indent of a section's body under a heading whose text is inset (a bar, a pill). */
export const BODY_INDENT: Record<string, number> = { bar: 9, pill: 8 };

/**
 * An entry: "Title | Company, Location" on one line, or, in a narrow side column, the title
 * and the rest on lines of their own (a wrapped "Title | Company" would split the company).
 */
function entry(layout: ResumeLayout, e: LaidOutEntry, key: string, compact: boolean): ReactElement {
  const c = layout.colors;
  const head: ReactNode[] = [];
  const title = { fontWeight: 700, color: '#111827' };
  const rest = [e.subtitle, e.place].filter(Boolean).join(' | ');
  let dates = e.dates;
  if (compact) {
    if (e.title) head.push(h(Text, { key: 't', style: title }, e.title));
    if (e.subtitle) head.push(h(Text, { key: 'u', style: { color: c.secondary } }, e.subtitle));
    dates = [e.place, e.dates].filter(Boolean).join(' | ');
  } else {
    const line: ReactNode[] = [];
    if (e.title) line.push(h(Text, { key: 't', style: title }, e.title));
    if (e.title && rest) line.push(h(Text, { key: 's', style: { color: c.secondary } }, ' | '));
    if (rest) line.push(h(Text, { key: 'u', style: { color: c.secondary } }, rest));
    if (line.length) head.push(h(Text, { key: 'h' }, ...line));
  }
  return h(
    View,
    { key, style: { marginBottom: 7 }, wrap: e.bullets.length > 14 },
    ...head,
    dates ? t({ color: c.secondary, fontStyle: 'italic' }, dates) : null,
    ...e.lines.map((l, i) => h(Text, { key: `l${i}` }, l)),
    e.bullets.length ? v({ marginTop: 2 }, ...bullets(e.bullets, key)) : null,
  );
}

function section(
  layout: ResumeLayout,
  s: LaidOutSection,
  first: boolean,
  compact: boolean,
): ReactElement {
  const heading = headingStyle(layout);
  if (first) heading.marginTop = 0;
  return h(
    View,
    { key: s.id, style: { paddingLeft: BODY_INDENT[layout.design.heading] ?? 0 } },
    // a heading stays with the first lines of its section; inset like its body, so a reader
    // never takes it for a list item
    h(
      Text,
      {
        style: { ...heading, marginLeft: -(BODY_INDENT[layout.design.heading] ?? 0) },
        minPresenceAhead: 40,
      },
      s.title,
    ),
    ...s.paragraphs.map((p, i) => h(Text, { key: `p${i}`, style: { marginBottom: 4 } }, p)),
    ...s.entries.map((e, i) => entry(layout, e, `${s.id}-${i}`, compact)),
    ...s.groups.map((g, i) =>
      h(
        Text,
        { key: `g${i}`, style: { marginBottom: 4 } },
        g.label ? h(Text, { style: { fontWeight: 700 } }, `${g.label}: `) : null,
        g.items.join(', '),
      ),
    ),
    ...(s.items.length ? [v({}, ...bullets(s.items, s.id))] : []),
  );
}

/**
 * The contact items, links in the accent colour (white on a band): on one line with " | "
 * between them, or one a line in a sidebar.
 */
function contactBlock(layout: ResumeLayout, muted: string): ReactElement | null {
  const { colors: c, design: d } = layout;
  const stacked = d.layout === 'sidebar';
  const onBand = d.header === 'band';
  const contact: ReactNode[] = [];
  layout.contact.forEach((item, i) => {
    if (i > 0 && !stacked) contact.push(h(Text, { key: `s${i}` }, ' | '));
    const link = item.includes('@') ? null : safeLink(item);
    contact.push(
      link
        ? h(
            Link,
            {
              key: `c${i}`,
              src: link,
              style: { color: onBand ? '#ffffff' : c.accent, textDecoration: 'none' },
            },
            item,
          )
        : h(Text, { key: `c${i}` }, item),
    );
  });
  if (!contact.length) return null;
  return stacked
    ? v(
        { color: muted, marginTop: 4 },
        ...contact.map((node, i) => h(Text, { key: `l${i}` }, node)),
      )
    : h(Text, { style: { color: muted, marginTop: 4 } }, ...contact);
}

/** The frame of each header style: a rule under it, a band of colour, an accent bar. */
function headerFrame(c: ResumeLayout['colors'], pad: number): Record<string, Style> {
  return {
    plain: {
      paddingBottom: 8,
      borderBottomWidth: 2,
      borderBottomColor: c.primary,
      marginBottom: 10,
    },
    band: {
      backgroundColor: c.primary,
      marginTop: -pad,
      marginLeft: -pad,
      marginRight: -pad,
      paddingTop: 18,
      paddingBottom: 18,
      paddingLeft: pad,
      paddingRight: pad,
      marginBottom: 14,
    },
    centered: {
      paddingBottom: 6,
      marginBottom: 10,
      borderBottomWidth: 1.5,
      borderBottomColor: c.primary,
    },
    'accent-bar': {
      borderLeftWidth: 5,
      borderLeftColor: c.accent,
      paddingLeft: 10,
      marginBottom: 12,
    },
  };
}

/**
 * The name block. Nothing in it may cross the gap between two columns, or a reader would not
 * see the columns: in a two-column template its text keeps to the main column's width, in a
 * sidebar template it heads the sidebar with one contact item a line.
 */
function header(layout: ResumeLayout, pad: number): ReactElement {
  const { colors: c, design: d } = layout;
  const stacked = d.layout === 'sidebar';
  const onBand = d.header === 'band';
  const ink = onBand ? '#ffffff' : c.primary;
  const muted = onBand ? '#ffffff' : c.secondary;
  const align = d.header === 'centered' ? 'center' : 'left';
  const frame = headerFrame(c, pad);
  const text = [
    t(
      {
        fontSize: d.size * (stacked ? 1.9 : 2.3),
        fontWeight: 700,
        color: ink,
        lineHeight: 1.15,
      },
      layout.name || 'Your Name',
    ),
    layout.headline
      ? t({ fontSize: d.size * 1.15, color: muted, marginTop: 2 }, layout.headline)
      : null,
    contactBlock(layout, muted),
  ];
  if (d.layout === 'two-column')
    return v(
      { ...frame[d.header], textAlign: align },
      v(
        { flexDirection: 'row', gap: COLUMN_GAP },
        v({ flex: 1 }, ...text),
        v({ width: `${d.sideWidth * 100}%` }),
      ),
    );
  return v({ ...frame[d.header], textAlign: align }, ...text);
}

const COLUMN_GAP = 16;

/** Every string the layout prints, to pick the fonts it needs (one a line). */
export function allText(layout: ResumeLayout): string {
  const out = [layout.name, layout.headline, ...layout.contact];
  for (const s of layout.reading) {
    out.push(s.title, ...s.paragraphs, ...s.items);
    for (const e of s.entries)
      out.push(e.title, e.subtitle, e.place, e.dates, ...e.lines, ...e.bullets);
    for (const g of s.groups) out.push(g.label, ...g.items);
  }
  return out.join('\n');
}

export function resumePdf(
  layout: ResumeLayout,
  opts: { pageSize: PageSize; title: string },
): ReactElement<DocumentProps> {
  const d = layout.design;
  const pad = 36;
  const column = (sections: LaidOutSection[], compact = false) =>
    sections.map((s, i) => section(layout, s, i === 0, compact));
  let body: ReactElement;
  if (d.layout === 'single-column') {
    body = v({}, ...column(layout.main));
  } else {
    const main = h(View, { key: 'main', style: { flex: 1 } }, ...column(layout.main));
    const side = h(
      View,
      {
        key: 'side',
        // smaller, airier text than the main column: the two columns' lines do not sit side
        // by side like a table's rows, so a reader takes them for columns (main, then side)
        style: {
          width: `${d.sideWidth * 100}%`,
          fontSize: d.size * SIDE_TEXT.size,
          lineHeight: SIDE_TEXT.lineHeight,
          ...(d.sideTint
            ? { backgroundColor: tint(layout.colors.primary), padding: 10, borderRadius: 2 }
            : {
                borderLeftWidth: 1,
                borderLeftColor: tint(layout.colors.secondary),
                paddingLeft: 12,
                paddingTop: 4,
              }),
        },
      },
      ...(d.layout === 'sidebar' ? [header(layout, pad)] : []),
      ...column(layout.side, true),
    );
    body = v(
      { flexDirection: 'row', gap: COLUMN_GAP },
      ...(d.layout === 'sidebar' ? [side, main] : [main, side]),
    );
  }
  const { width, height } = PAGE_POINTS[opts.pageSize];
  const fonts = fontFamilyFor(allText(layout), d.font);
  const doc = h(
    Document,
    {
      title: opts.title,
      author: layout.name || undefined,
      creator: 'Careerforge',
      producer: 'Careerforge',
    },
    h(
      Page,
      {
        size: { width, height },
        style: {
          padding: pad,
          fontFamily: fonts,
          fontFeatureSettings: TEXT_FEATURES,
          fontSize: d.size,
          lineHeight: 1.35,
          color: '#1f2937',
        },
      },
      d.layout === 'sidebar' ? null : header(layout, pad),
      body,
    ),
  );
  // Arabic and Hebrew runs in their own font, so each reads back in the order it was written
  return withRtlRuns(doc, fonts);
}
