import { TextDecoder } from 'node:util';

/**
 * Turning a fetched page's bytes into text: the charset a byte-order mark, the Content-Type
 * header or (for HTML) a <meta> near the top names, UTF-8 when none does or the name is unknown.
 */

/** The `charset` parameter of a Content-Type header value. */
export function charsetOfContentType(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType);
  return match?.[1];
}

function charsetOfBom(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** `<meta charset=…>` or `<meta http-equiv="Content-Type" content="…; charset=…">`. */
function charsetOfMeta(bytes: Buffer): string | undefined {
  // Browsers look at the first 1,024 bytes; a little more costs nothing and finds late metas.
  const head = bytes.subarray(0, 4096).toString('latin1');
  const match = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1];
}

/** Every label the Encoding Standard reads as windows-1252 ("latin1" included). */
const WINDOWS_1252_LABELS = new Set([
  'ansi_x3.4-1968',
  'ascii',
  'cp1252',
  'cp819',
  'csisolatin1',
  'ibm819',
  'iso-8859-1',
  'iso-ir-100',
  'iso8859-1',
  'iso88591',
  'iso_8859-1',
  'iso_8859-1:1987',
  'l1',
  'latin1',
  'us-ascii',
  'windows-1252',
  'x-cp1252',
]);

/** What windows-1252 puts at 0x80-0x9F (latin1 has control characters there). */
const WINDOWS_1252_C1 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * Node 20's TextDecoder reads windows-1252 as ISO-8859-1 (so 0x80 is not "€"): these pages are
 * decoded here, byte for character, with the 32 characters the two differ in.
 */
function decodeWindows1252(bytes: Buffer): string {
  // The C1 range is what differs.
  return bytes
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
}

function decoderFor(label: string | undefined): TextDecoder {
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    // An unknown label (utf-7, a typo): UTF-8 reads most pages that claim something odd.
    return new TextDecoder('utf-8');
  }
}

/** The text of a response body; `html` allows the <meta> charset to count. */
export function decodeBody(bytes: Buffer, contentType: string, html: boolean): string {
  const label =
    charsetOfBom(bytes) ??
    charsetOfContentType(contentType) ??
    (html ? charsetOfMeta(bytes) : undefined);
  if (label && WINDOWS_1252_LABELS.has(label.trim().toLowerCase())) return decodeWindows1252(bytes);
  return decoderFor(label).decode(bytes);
}
