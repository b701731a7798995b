import {
  PAGE_POINTS,
  layoutResume,
  safeLink,
  type LaidOutSection,
  type PageSize,
  type ResumeLayout,
  type ResumeTheme,
} from './builder';
import type { ResumeDocument, ResumeTemplateId } from './resume-document';

/**
 * A resume as one self-contained, printable HTML file: the web builder's preview (in a
 * sandboxed iframe) and the HTML export are this same text, with the sizes in points the PDF
 * writer uses, so the preview matches the PDF. Every user string is escaped; only http(s)
 * websites become links.
 */

const ESC: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

const SANS_STACK = "'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
const SERIF_STACK = "'Noto Serif', Georgia, 'Times New Roman', serif";

function contactItem(item: string): string {
  const link = item.includes('@') ? null : safeLink(item);
  if (link) return `<a href="${escapeHtml(link)}">${escapeHtml(item)}</a>`;
  return escapeHtml(item);
}

function sectionHtml(s: LaidOutSection, compact = false): string {
  const out: string[] = [`<section class="sec" data-section="${escapeHtml(s.id)}">`];
  out.push(`<h2>${escapeHtml(s.title)}</h2>`);
  for (const p of s.paragraphs) out.push(`<p>${escapeHtml(p)}</p>`);
  for (const e of s.entries) {
    out.push('<div class="entry">');
    const strong = e.title ? `<strong>${escapeHtml(e.title)}</strong>` : '';
    const rest = [e.subtitle, e.place].filter(Boolean).join(' | ');
    let dates = e.dates;
    // a narrow side column puts the title, the company and "place | dates" on lines of their
    // own, as the PDF does
    if (compact) {
      if (strong) out.push(`<div class="head">${strong}</div>`);
      if (e.subtitle) out.push(`<div class="head sub">${escapeHtml(e.subtitle)}</div>`);
      dates = [e.place, e.dates].filter(Boolean).join(' | ');
    } else if (strong || rest) {
      const sub = rest ? `<span class="sub">${escapeHtml(rest)}</span>` : '';
      out.push(
        `<div class="head">${[strong, sub].filter(Boolean).join('<span class="sep"> | </span>')}</div>`,
      );
    }
    if (dates) out.push(`<div class="dates">${escapeHtml(dates)}</div>`);
    for (const l of e.lines) out.push(`<div class="line">${escapeHtml(l)}</div>`);
    if (e.bullets.length)
      out.push(`<ul>${e.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`);
    out.push('</div>');
  }
  for (const g of s.groups)
    out.push(
      `<p class="skills">${g.label ? `<strong>${escapeHtml(g.label)}:</strong> ` : ''}${escapeHtml(g.items.join(', '))}</p>`,
    );
  if (s.items.length)
    out.push(`<ul>${s.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);
  out.push('</section>');
  return out.join('');
}

function css(layout: ResumeLayout, page: PageSize): string {
  const d = layout.design;
  const c = layout.colors;
  const size = d.size;
  const { width, height } = PAGE_POINTS[page];
  const font = d.font === 'serif' ? SERIF_STACK : SANS_STACK;
  const sidePct = Math.round(d.sideWidth * 100);
  const heading: Record<string, string> = {
    rule: `color:${c.primary};border-bottom:1pt solid ${c.accent};padding-bottom:2pt;text-transform:uppercase;`,
    bar: `color:${c.primary};border-left:3pt solid ${c.accent};padding-left:6pt;text-transform:uppercase;`,
    caps: `color:${c.accent};text-transform:uppercase;font-size:${size * 0.95}pt;`,
    'centered-rule': `color:${c.primary};text-align:center;border-top:0.75pt solid ${c.secondary};border-bottom:0.75pt solid ${c.secondary};padding:2pt 0;text-transform:uppercase;`,
    pill: `color:#ffffff;background:${c.primary};border-radius:8pt;padding:2pt 8pt;display:inline-block;text-transform:uppercase;`,
  };
  const header: Record<string, string> = {
    plain: `.hd{padding-bottom:8pt;border-bottom:2pt solid ${c.primary};margin-bottom:10pt}.hd h1{color:${c.primary}}`,
    band: `.hd{background:${c.primary};color:#fff;padding:18pt 36pt;margin:-36pt -36pt 14pt}.hd h1,.hd .contact,.hd .headline,.hd a{color:#fff}`,
    centered: `.hd{text-align:center;padding-bottom:6pt;margin-bottom:10pt;border-bottom:1.5pt double ${c.primary}}.hd h1{color:${c.primary};letter-spacing:0.5pt}`,
    'accent-bar': `.hd{border-left:5pt solid ${c.accent};padding-left:10pt;margin-bottom:12pt}.hd h1{color:${c.primary}}`,
  };
  return [
    `@page{size:${width}pt ${height}pt;margin:0}`,
    `*{box-sizing:border-box}`,
    `html,body{margin:0;padding:0;background:#e5e7eb}`,
    `.page{width:${width}pt;min-height:${height}pt;margin:0 auto;background:#fff;padding:36pt;font-family:${font};font-size:${size}pt;line-height:1.35;color:#1f2937;overflow-wrap:anywhere;font-variant-ligatures:none}`,
    `h1{font-size:${size * 2.3}pt;margin:0;line-height:1.15}`,
    `.headline{font-size:${size * 1.15}pt;color:${c.secondary};margin-top:2pt}`,
    `.contact{color:${c.secondary};margin-top:4pt}.contact a{color:${c.accent};text-decoration:none}`,
    header[d.header] ?? '',
    `h2{font-size:${size * 1.1}pt;margin:10pt 0 5pt;${heading[d.heading] ?? ''}}`,
    // a heading inset by a bar or a pill: the body is inset as much (as in the PDF)
    d.heading === 'bar' || d.heading === 'pill'
      ? `.sec{padding-left:${d.heading === 'bar' ? 9 : 8}pt}.sec h2{margin-left:-${d.heading === 'bar' ? 9 : 8}pt}`
      : '',
    `.sec:first-child h2{margin-top:0}`,
    `p{margin:0 0 4pt}`,
    `.entry{margin-bottom:7pt;break-inside:avoid}`,
    `.head strong{color:#111827}.sub{color:${c.secondary}}.sep{color:${c.secondary}}`,
    `.dates{color:${c.secondary};font-style:italic}`,
    `ul{margin:2pt 0 0;padding-left:12pt}li{margin:0 0 1.5pt}`,
    `.body{display:flex;gap:16pt;align-items:stretch}`,
    `.main{flex:1 1 0;min-width:0}`,
    `.side{flex:0 0 ${sidePct}%;min-width:0}`,
    `.side{font-size:${size * 0.95}pt;line-height:1.55}`,
    `.hd-row{display:flex;gap:16pt}.hd-text{flex:1 1 0;min-width:0}.hd-pad{flex:0 0 ${sidePct}%}`,
    `.side .hd h1{font-size:${size * 1.9}pt}`,
    d.sideTint
      ? `.side{background:${tint(c.primary)};padding:10pt;border-radius:2pt}`
      : `.side{border-left:1pt solid ${tint(c.secondary)};padding:4pt 0 0 12pt}`,
    `@media print{html,body{background:#fff}.page{margin:0;min-height:auto}}`,
  ].join('\n');
}

/** A very light tint of a colour (#rrggbb), for backgrounds. */
export function tint(hex: string, amount = 0.9): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** The body of the resume (the page element), for a preview that brings its own page. */
export function resumeBodyHtml(layout: ResumeLayout): string {
  const d = layout.design;
  const stacked = d.layout === 'sidebar';
  const contact = layout.contact.length
    ? stacked
      ? `<div class="contact">${layout.contact.map((c) => `<div>${contactItem(c)}</div>`).join('')}</div>`
      : `<div class="contact">${layout.contact.map(contactItem).join('<span class="sep"> | </span>')}</div>`
    : '';
  const text = [
    `<h1>${escapeHtml(layout.name || 'Your Name')}</h1>`,
    layout.headline ? `<div class="headline">${escapeHtml(layout.headline)}</div>` : '',
    contact,
  ].join('');
  // as in the PDF: the header's text keeps to the main column (two columns) or heads the
  // sidebar, so nothing crosses the gap between the columns
  const head =
    d.layout === 'two-column'
      ? `<header class="hd"><div class="hd-row"><div class="hd-text">${text}</div><div class="hd-pad"></div></div></header>`
      : `<header class="hd">${text}</header>`;
  let body: string;
  if (d.layout === 'single-column') {
    body = `${head}<div class="main">${layout.main.map((s) => sectionHtml(s)).join('')}</div>`;
  } else {
    const main = `<div class="main">${layout.main.map((s) => sectionHtml(s)).join('')}</div>`;
    const sideSections = layout.side.map((s) => sectionHtml(s, true)).join('');
    if (stacked)
      body = `<div class="body"><aside class="side">${head}${sideSections}</aside>${main}</div>`;
    else body = `${head}<div class="body">${main}<aside class="side">${sideSections}</aside></div>`;
  }
  return `<div class="page" data-template="${d.id}">${body}</div>`;
}

/** The whole resume as one HTML file. */
export function renderResumeHtml(
  doc: ResumeDocument,
  opts: {
    template?: ResumeTemplateId;
    colors?: ResumeTheme;
    pageSize?: PageSize;
    title?: string;
  } = {},
): string {
  const layout = layoutResume(doc, opts);
  const title = opts.title?.trim() || layout.name || 'Resume';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${css(layout, opts.pageSize ?? 'letter')}</style>`,
    '</head><body>',
    resumeBodyHtml(layout),
    '</body></html>',
  ].join('\n');
}
