import { deflateSync } from 'node:zlib';

/**
 * A small PDF writer: text in the standard Helvetica fonts, lines and rectangles, any number
 * of pages, compressed content streams and a correct cross-reference table. Enough for
 * printable checklists and worksheets without a document library.
 */

export type FontName = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];

const FONT_RESOURCE: Record<FontName, string> = { regular: 'F1', bold: 'F2' };

// Advance widths (1/1000 em) of the printable ASCII characters 32..126, from the standard
// Helvetica and Helvetica-Bold font metrics.
// prettier-ignore
const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** WinAnsiEncoding bytes for the typographic characters outside Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '™': 0x99,
};
const SPECIAL_WIDTH: Record<number, [number, number]> = {
  0x85: [1000, 1000],
  0x91: [222, 278],
  0x92: [222, 278],
  0x93: [333, 500],
  0x94: [333, 500],
  0x95: [350, 350],
  0x96: [556, 556],
  0x97: [1000, 1000],
  0x99: [1000, 1000],
};

/** One character as a WinAnsi byte; anything the standard fonts cannot show becomes "?". */
function winAnsiByte(ch: string): number {
  const mapped = WIN_ANSI[ch];
  if (mapped !== undefined) return mapped;
  const code = ch.codePointAt(0) ?? 63;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  if (ch === '→') return 0x3e; // ">"
  if (ch === '✓' || ch === '✔') return 0x76; // "v"
  return 63;
}

export function encodeText(text: string): number[] {
  return Array.from(text, winAnsiByte);
}

function byteWidth(byte: number, font: FontName): number {
  const special = SPECIAL_WIDTH[byte];
  if (special) return font === 'bold' ? special[1] : special[0];
  const table = font === 'bold' ? BOLD_ASCII : REGULAR_ASCII;
  if (byte >= 32 && byte <= 126) return table[byte - 32]!;
  return 556;
}

/** Width of a string in points at a font size. */
export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const b of encodeText(text)) units += byteWidth(b, font);
  return (units * size) / 1000;
}

function pdfString(text: string): string {
  let out = '(';
  for (const b of encodeText(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const colour = (c: Rgb) => c.map(num).join(' ');

/** Drawing operations of one page, in PDF user space (origin bottom-left, points). */
export class PdfPage {
  readonly ops: string[] = [];

  text(x: number, y: number, text: string, font: FontName, size: number, color: Rgb = [0, 0, 0]) {
    if (!text) return;
    this.ops.push(
      `BT /${FONT_RESOURCE[font]} ${num(size)} Tf ${colour(color)} rg ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.75, color: Rgb = [0, 0, 0]) {
    this.ops.push(
      `${num(width)} w ${colour(color)} RG ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    );
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    opts: { stroke?: Rgb; fill?: Rgb; width?: number } = {},
  ) {
    const parts = [`${num(opts.width ?? 0.75)} w`];
    if (opts.fill) parts.push(`${colour(opts.fill)} rg`);
    if (opts.stroke) parts.push(`${colour(opts.stroke)} RG`);
    parts.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re`);
    parts.push(opts.fill && opts.stroke ? 'B' : opts.fill ? 'f' : 'S');
    this.ops.push(parts.join(' '));
  }
}

export interface PdfInfo {
  title: string;
  author?: string;
  subject?: string;
}

export const PAGE_WIDTH = 612; // US Letter
export const PAGE_HEIGHT = 792;

/** Serialises pages into a complete PDF file. */
export function renderPdf(pages: PdfPage[], info: PdfInfo, created = new Date()): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (data: string | Buffer) => {
    const buf = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    chunks.push(buf);
    length += buf.length;
  };
  const object = (id: number, body: string | Buffer[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    if (typeof body === 'string') push(body);
    else body.forEach(push);
    push('\nendobj\n');
  };

  // Object numbers: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content each.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(
    2,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(
    4,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `D:${created.getUTCFullYear()}${pad(created.getUTCMonth() + 1)}${pad(created.getUTCDate())}${pad(created.getUTCHours())}${pad(created.getUTCMinutes())}${pad(created.getUTCSeconds())}Z`;
  object(
    5,
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author ?? 'Careerforge')}${
      info.subject ? ` /Subject ${pdfString(info.subject)}` : ''
    } /Producer (Careerforge) /CreationDate (${date}) >>`,
  );
  pages.forEach((page, i) => {
    const pageId = pageIds[i]!;
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    const stream = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'));
    object(pageId + 1, [
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  });

  const size = 6 + pages.length * 2;
  const xrefAt = length;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let id = 1; id < size; id++) xref += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  push(xref);
  push(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
