import {
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PdfPage,
  renderPdf,
  textWidth,
  type FontName,
  type Rgb,
} from './pdf';

/**
 * Lays out the Markdown of a printable resource (headings, paragraphs, bullet, numbered and
 * checkbox lists, tables, **bold**) on US Letter pages and returns the PDF.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'item'; marker: 'bullet' | 'check' | string; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] };

interface Word {
  text: string;
  font: FontName;
}

const MARGIN_X = 56;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 60;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;
const BODY_SIZE = 10.5;
const BODY_LEADING = 14.5;
const INK: Rgb = [0.12, 0.16, 0.22];
const MUTED: Rgb = [0.4, 0.45, 0.5];
const BRAND: Rgb = [0.06, 0.46, 0.43];
const RULE: Rgb = [0.75, 0.78, 0.82];
const HEADER_FILL: Rgb = [0.93, 0.96, 0.96];

const splitCells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      continue;
    }
    if (trimmed.startsWith('|') && /^\|?\s*:?-{2,}/.test(lines[i + 1]?.trim() ?? '')) {
      flush();
      const header = splitCells(trimmed);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) {
        rows.push(splitCells(lines[i]!));
        i++;
      }
      i--;
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const check = /^[-*]\s+\[[ xX]\]\s+(.*)$/.exec(trimmed);
    if (check) {
      flush();
      blocks.push({ kind: 'item', marker: 'check', text: check[1]! });
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(trimmed);
    if (bullet) {
      flush();
      blocks.push({ kind: 'item', marker: 'bullet', text: bullet[1]! });
      continue;
    }
    const numbered = /^(\d+)\.\s+(.*)$/.exec(trimmed);
    if (numbered) {
      flush();
      blocks.push({ kind: 'item', marker: `${numbered[1]}.`, text: numbered[2]! });
      continue;
    }
    paragraph.push(trimmed);
  }
  flush();
  return blocks;
}

/** Inline Markdown to words: **bold** runs, links as "text (url)", code marks dropped. */
export function inlineWords(text: string, base: FontName = 'regular'): Word[] {
  const clean = text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)').replace(/`/g, '');
  const words: Word[] = [];
  clean.split('**').forEach((part, i) => {
    const font: FontName = i % 2 === 1 ? 'bold' : base;
    for (const w of part.split(/\s+/)) if (w) words.push({ text: w, font });
  });
  return words;
}

/** Greedy line breaking of words into lines no wider than `width`. */
export function wrapWords(words: Word[], width: number, size: number): Word[][] {
  const lines: Word[][] = [];
  let current: Word[] = [];
  let used = 0;
  const space = textWidth(' ', 'regular', size);
  for (const word of words) {
    const w = textWidth(word.text, word.font, size);
    if (current.length && used + space + w > width) {
      lines.push(current);
      current = [];
      used = 0;
    }
    used += (current.length ? space : 0) + w;
    current.push(word);
  }
  if (current.length) lines.push(current);
  return lines;
}

class Layout {
  readonly pages: PdfPage[] = [];
  private page!: PdfPage;
  /** Baseline of the next line. */
  y = 0;

  constructor() {
    this.newPage();
  }

  newPage() {
    this.page = new PdfPage();
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  get current() {
    return this.page;
  }

  drawLine(words: Word[], x: number, y: number, size: number, color: Rgb) {
    let cursor = x;
    let run: Word[] = [];
    const space = textWidth(' ', 'regular', size);
    const flush = () => {
      if (!run.length) return;
      const text = run.map((w) => w.text).join(' ');
      this.page.text(cursor, y, text, run[0]!.font, size, color);
      cursor += textWidth(text, run[0]!.font, size) + space;
      run = [];
    };
    for (const word of words) {
      if (run.length && run[0]!.font !== word.font) flush();
      run.push(word);
    }
    flush();
  }

  /** Wrapped text starting at the current baseline; moves the cursor below it. */
  paragraph(words: Word[], opts: { x?: number; size?: number; leading?: number; color?: Rgb }) {
    const x = opts.x ?? MARGIN_X;
    const size = opts.size ?? BODY_SIZE;
    const leading = opts.leading ?? BODY_LEADING;
    for (const line of wrapWords(words, PAGE_WIDTH - MARGIN_X - x, size)) {
      this.ensure(leading);
      this.drawLine(line, x, this.y, size, opts.color ?? INK);
      this.y -= leading;
    }
  }
}

function heading(layout: Layout, level: number, text: string, first: boolean, keep: number) {
  const size = level === 1 ? 22 : level === 2 ? 14 : 12;
  const before = first ? 0 : level === 1 ? 8 : level === 2 ? 12 : 8;
  const words = inlineWords(text.replace(/\*\*/g, ''), 'bold');
  const lines = wrapWords(words, CONTENT_WIDTH, size);
  // Keep a heading with the start of what follows.
  layout.ensure(before + lines.length * size * 1.3 + keep);
  layout.y -= before;
  if (level > 1 || !first) layout.y -= size * 0.3;
  for (const line of lines) {
    layout.drawLine(line, MARGIN_X, layout.y, size, level === 2 ? BRAND : INK);
    layout.y -= size * 1.3;
  }
  if (level === 1) {
    layout.current.line(MARGIN_X, layout.y + 4, PAGE_WIDTH - MARGIN_X, layout.y + 4, 1.5, BRAND);
    layout.y -= 12;
  } else {
    layout.y -= 3;
  }
}

function item(layout: Layout, marker: string, text: string) {
  const indent = MARGIN_X + 16;
  const lines = wrapWords(inlineWords(text), PAGE_WIDTH - MARGIN_X - indent, BODY_SIZE);
  layout.ensure(BODY_LEADING);
  const x = MARGIN_X + 2;
  if (marker === 'check') {
    layout.current.rect(x, layout.y - 1.5, 9, 9, { stroke: MUTED, width: 0.9 });
  } else if (marker === 'bullet') {
    layout.current.text(x + 2, layout.y, '•', 'regular', BODY_SIZE, BRAND);
  } else {
    layout.current.text(x, layout.y, marker, 'bold', BODY_SIZE, BRAND);
  }
  lines.forEach((line, i) => {
    if (i > 0) layout.ensure(BODY_LEADING);
    layout.drawLine(line, indent, layout.y, BODY_SIZE, INK);
    layout.y -= BODY_LEADING;
  });
  layout.y -= 2;
}

function table(layout: Layout, header: string[], rows: string[][]) {
  const size = 9;
  const leading = 12;
  const pad = 5;
  const cols = header.length;
  // Column widths follow the longest text in each column, with room to write in empty ones.
  const natural = header.map((h, c) =>
    Math.max(
      textWidth(h.replace(/\*\*/g, ''), 'bold', size),
      ...rows.map((r) => textWidth((r[c] ?? '').replace(/\*\*/g, ''), 'regular', size)),
      70,
    ),
  );
  const capped = natural.map((w) => Math.min(w, CONTENT_WIDTH * 0.45));
  const total = capped.reduce((a, b) => a + b, 0);
  const widths = capped.map((w) => (w / total) * CONTENT_WIDTH);

  const drawRow = (cells: string[], isHeader: boolean) => {
    const wrapped = widths.map((w, c) =>
      wrapWords(inlineWords(cells[c] ?? '', isHeader ? 'bold' : 'regular'), w - pad * 2, size),
    );
    const height = Math.max(22, Math.max(...wrapped.map((l) => l.length)) * leading + pad * 2);
    layout.ensure(height);
    const top = layout.y + leading - 2;
    let x = MARGIN_X;
    wrapped.forEach((lines, c) => {
      const w = widths[c]!;
      layout.current.rect(x, top - height, w, height, {
        stroke: RULE,
        width: 0.6,
        ...(isHeader ? { fill: HEADER_FILL } : {}),
      });
      lines.forEach((line, i) =>
        layout.drawLine(line, x + pad, top - pad - size - i * leading, size, INK),
      );
      x += w;
    });
    layout.y -= height;
  };

  layout.ensure(44);
  layout.y -= 4;
  drawRow(header, true);
  for (const row of rows) {
    if (layout.y - 22 < MARGIN_BOTTOM) {
      layout.newPage();
      drawRow(header, true);
    }
    drawRow(row.length < cols ? [...row, ...Array(cols - row.length).fill('')] : row, false);
  }
  layout.y -= 10;
}

/** The PDF of a Markdown document, with a running footer on every page. */
export function markdownToPdf(markdown: string, info: { title: string; footer?: string }) {
  const layout = new Layout();
  const blocks = parseBlocks(markdown);
  blocks.forEach((block, i) => {
    switch (block.kind) {
      case 'heading':
        heading(
          layout,
          block.level,
          block.text,
          i === 0,
          blocks[i + 1]?.kind === 'table' ? 80 : BODY_LEADING * 2,
        );
        break;
      case 'paragraph':
        layout.ensure(BODY_LEADING);
        for (const line of block.lines) layout.paragraph(inlineWords(line), {});
        layout.y -= 6;
        break;
      case 'item':
        item(layout, block.marker, block.text);
        if (blocks[i + 1]?.kind !== 'item') layout.y -= 6;
        break;
      case 'table':
        table(layout, block.header, block.rows);
        break;
    }
  });
  const footer = info.footer ?? `Careerforge · ${info.title}`;
  const count = layout.pages.length;
  layout.pages.forEach((page, i) => {
    page.line(MARGIN_X, 44, PAGE_WIDTH - MARGIN_X, 44, 0.5, RULE);
    page.text(MARGIN_X, 32, footer, 'regular', 8, MUTED);
    const label = `Page ${i + 1} of ${count}`;
    page.text(
      PAGE_WIDTH - MARGIN_X - textWidth(label, 'regular', 8),
      32,
      label,
      'regular',
      8,
      MUTED,
    );
  });
  return renderPdf(layout.pages, { title: info.title, subject: footer });
}
