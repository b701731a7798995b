import { EXTRACT_LIMITS, NO_TEXT, count, tooLarge, unreadable, type DocumentKind } from './limits';
import { checkDoc } from './ole';
import { layoutPage, runOf, type ColumnMemory, type TextRun } from './pdf-layout';
import { scanPdf } from './pdf-scan';
import { checkDocx } from './zip';

/**
 * Text extraction proper. Runs inside the worker pool (see pool.ts), never in the server
 * process: each format's limits are checked on the raw bytes first, then the parser runs.
 * Each parser is loaded the first time a worker needs it, so a fresh worker starts quickly.
 */

export function tidy(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const couldNotRead = (kind: DocumentKind) =>
  `This ${kind === 'txt' ? 'text file' : kind.toUpperCase() + ' file'} could not be read. It may be damaged or password-protected; paste the text instead.`;

export const textTooLong = (maxChars: number) =>
  tooLarge(
    `The text of this file is longer than ${count(maxChars)} characters, more than a resume holds. Upload a shorter file or paste the part you need.`,
  );

const looksLikeZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;

/** A line left open at its end: a word that cannot end a sentence, a comma or a dash. */
const OPEN_END =
  /(?:\b(?:of|the|a|an|and|or|to|in|for|with|from|by|on|at|into|across|per|than|as|via)|[,–-])$/i;

/**
 * Pages apart by a blank line; a line left open at a page's foot ("… to the Port of") goes on
 * with the first line of the next page, unless that one starts an item of its own.
 */
function joinPages(pages: string[]): string {
  let out = '';
  for (const page of pages) {
    if (!out) out = page;
    else if (OPEN_END.test(out) && page && !/^[•▪◦*-]/.test(page)) out = `${out} ${page}`;
    else out = `${out}\n\n${page}`;
  }
  return out;
}

/**
 * Opens a PDF with PDF.js after its limits are checked on the raw bytes (pdf-scan.ts); the
 * caller destroys it.
 */
export async function openPdf(bytes: Uint8Array) {
  const scan = scanPdf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const { getDocumentProxy } = await import('unpdf');
  // PDF.js takes a plain Uint8Array, not a Buffer (which is what a worker process receives).
  const pdf = await getDocumentProxy(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    {
      // PDF.js's own guards: no eval of font programs, no images or fonts decoded for display,
      // no console noise. Text extraction needs none of them.
      isEvalSupported: false,
      disableFontFace: true,
      maxImageSize: 1024 * 1024,
      verbosity: 0,
    },
  );
  return { pdf, scan };
}

async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const { pdf, scan } = await openPdf(bytes);
  try {
    // numPages comes from the page tree's root, before any page is parsed.
    if (pdf.numPages > EXTRACT_LIMITS.pdfPages)
      throw tooLarge(`This PDF has more than ${EXTRACT_LIMITS.pdfPages} pages.`);
    if (scan.pageTreeRefs > EXTRACT_LIMITS.pdfPageTreeRefs)
      throw unreadable(
        `This PDF's page tree is not valid: it lists more than ${count(EXTRACT_LIMITS.pdfPageTreeRefs)} page references for ${pdf.numPages} pages. Save it again from your editor, or paste the text.`,
      );
    const pages: string[] = [];
    const columns: ColumnMemory = [];
    let raw = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // Lines, columns and bullets rebuilt from where each run of text sits (pdf-layout.ts);
      // rotated text keeps the order it was drawn in, after the page's text.
      const runs: TextRun[] = [];
      const rotated: string[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str) continue;
        const run = runOf(item);
        if (run) runs.push(run);
        else rotated.push(item.str + (item.hasEOL ? '\n' : ''));
      }
      const text = [layoutPage(runs, columns), rotated.join('').trim()]
        .filter(Boolean)
        .join('\n\n');
      page.cleanup();
      pages.push(text);
      raw += text.length;
      // Stop as soon as the text so far is over the cap: later pages can only add to it.
      if (raw > maxChars && tidy(pages.join('\n\n')).length > maxChars) throw textTooLong(maxChars);
    }
    return joinPages(pages);
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkDocx(buffer);
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer })).value;
}

async function docText(bytes: Uint8Array): Promise<string> {
  if (looksLikeZip(bytes)) return docxText(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkDoc(buffer);
  const { default: WordExtractor } = await import('word-extractor');
  const doc = await new WordExtractor().extract(buffer);
  return [doc.getHeaders({ includeFooters: false }), doc.getBody()].filter(Boolean).join('\n');
}

/** The tidied text of a document; throws an ExtractLimitError with the answer otherwise. */
export async function parseDocument(
  bytes: Uint8Array,
  kind: DocumentKind,
  maxChars: number,
): Promise<string> {
  let text: string;
  switch (kind) {
    case 'pdf':
      text = await pdfText(bytes, maxChars);
      break;
    case 'docx':
      text = await docxText(bytes);
      break;
    case 'doc':
      text = await docText(bytes);
      break;
    case 'txt':
      text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
      break;
  }
  const clean = tidy(text);
  if (!clean) throw unreadable(NO_TEXT[kind]);
  if (clean.length > maxChars) throw textTooLong(maxChars);
  return clean;
}
