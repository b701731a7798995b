import { constants, inflateRawSync } from 'node:zlib';
import { EXTRACT_LIMITS, MB, count, tooLarge, unreadable } from './limits';

/**
 * A byte-level pass over a PDF before PDF.js opens it. It decodes every stream whose
 * filters can expand (Flate, LZW, run-length, with the ASCII wrappers in front of them)
 * against one shared budget, so a stream that would inflate to hundreds of megabytes stops
 * at the limit instead of filling memory; it measures the drawing instructions (every stream
 * but images and fonts) and counts the text-showing operators in what it
 * decoded and the page references in every page-tree /Kids array (in the file and in
 * compressed object streams). Image codecs (DCT, JPX, JBIG2, CCITT) are left alone: text
 * extraction never decodes them.
 */

export const ENCRYPTED_PDF =
  'This PDF is protected with a password or encryption. Save an unprotected copy or paste the text instead.';

export interface PdfScan {
  decodedBytes: number;
  textOperators: number;
  pageTreeRefs: number;
}

const inflatedTooLarge = () =>
  tooLarge(
    `This PDF is too large once decompressed (over ${MB(EXTRACT_LIMITS.pdfInflatedBytes)}). Save it again with smaller images, or paste the text.`,
  );

const tooComplex = (what: string) =>
  unreadable(
    `This PDF is too complex to read: it has more than ${what}. Save it again from your editor, or paste the text.`,
  );

class Budget {
  used = 0;
  constructor(readonly max: number) {}
  get left() {
    return this.max - this.used;
  }
  take(n: number) {
    this.used += n;
    if (this.used > this.max) throw inflatedTooLarge();
  }
}

const WS = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

function asciiHex(data: Buffer): Buffer {
  const out = Buffer.alloc(Math.ceil(data.length / 2));
  let n = 0;
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const v =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66
          ? (c | 0x20) - 87
          : -1;
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out[n++] = high * 16 + v;
      high = -1;
    }
  }
  if (high >= 0) out[n++] = high * 16;
  return out.subarray(0, n);
}

function ascii85(data: Buffer): Buffer {
  const out = Buffer.alloc(4 * data.length + 4);
  let n = 0;
  const group: number[] = [];
  const flush = (len: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const d of group) v = v * 85 + d;
    for (let k = 0; k < len - 1; k++) out[n++] = (v >>> (24 - 8 * k)) & 0xff;
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === 0x7e) break;
    if (WS.has(c)) continue;
    if (c === 0x7a && group.length === 0) {
      out.fill(0, n, n + 4);
      n += 4;
      continue;
    }
    if (c < 0x21 || c > 0x75) break;
    group.push(c - 0x21);
    if (group.length === 5) flush(5);
  }
  if (group.length > 1) flush(group.length);
  return out.subarray(0, n);
}

function flate(data: Buffer, budget: Budget): Buffer | null {
  // PDF.js reads the two zlib header bytes, then raw deflate data; it ignores the checksum.
  if (data.length < 2 || (data[0]! & 0x0f) !== 8) return null;
  try {
    return inflateRawSync(data.subarray(2), {
      maxOutputLength: Math.max(1, budget.left + 1),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (err) {
    if (err instanceof RangeError) throw inflatedTooLarge();
    return null;
  }
}

function runLength(data: Buffer, budget: Budget): Buffer {
  const chunks: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < data.length;) {
    const len = data[i++]!;
    if (len === 128) break;
    const chunk =
      len < 128 ? data.subarray(i, (i += len + 1)) : Buffer.alloc(257 - len, data[i++] ?? 0);
    size += chunk.length;
    if (size > budget.left) throw inflatedTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function lzw(data: Buffer, budget: Budget, earlyChange = 1): Buffer {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    length[i] = 1;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let next = 258;
  let bits = 9;
  let prev = -1;
  let acc = 0;
  let accBits = 0;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << 8) | data[i]!) >>> 0;
    accBits += 8;
    while (accBits >= bits) {
      const code = (acc >>> (accBits - bits)) & ((1 << bits) - 1);
      accBits -= bits;
      acc &= (1 << accBits) - 1;
      if (code === 256) {
        next = 258;
        bits = 9;
        prev = -1;
        continue;
      }
      if (code === 257) return Buffer.concat(chunks);
      let entry = code;
      if (code >= next) {
        if (prev < 0 || code > next) return Buffer.concat(chunks);
        entry = prev;
      }
      const len = length[entry]! + (code >= next ? 1 : 0);
      size += len;
      if (size > budget.left) throw inflatedTooLarge();
      const out = Buffer.alloc(len);
      for (let k = length[entry]! - 1, e = entry; k >= 0; k--, e = prefix[e]!) out[k] = suffix[e]!;
      if (code >= next) out[len - 1] = out[0]!;
      chunks.push(out);
      if (prev >= 0 && next < 4096) {
        prefix[next] = prev;
        suffix[next] = out[0]!;
        length[next] = length[prev]! + 1;
        next++;
      }
      prev = code;
      if (next + earlyChange >= 1 << bits && bits < 12) bits++;
    }
  }
  return Buffer.concat(chunks);
}

function filtersOf(dict: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dict);
  if (!m) return [];
  return [...m[1]!.matchAll(/\/([^\s/<>[\]()]+)/g)].map((x) => x[1]!);
}

/**
 * Decodes a stream through its filter chain, charging the budget for every expanding step
 * (even when a later filter is one this scan does not decode); null when it cannot.
 */
function decode(data: Buffer, filters: string[], budget: Budget, dict: string): Buffer | null {
  let cur = data;
  for (const f of filters) {
    switch (f) {
      case 'ASCIIHexDecode':
      case 'AHx':
        cur = asciiHex(cur);
        break;
      case 'ASCII85Decode':
      case 'A85':
        cur = ascii85(cur);
        break;
      case 'FlateDecode':
      case 'Fl': {
        const out = flate(cur, budget);
        if (!out) return null;
        budget.take(out.length);
        cur = out;
        break;
      }
      case 'LZWDecode':
      case 'LZW':
        cur = lzw(cur, budget, /\/EarlyChange\s+0/.test(dict) ? 0 : 1);
        budget.take(cur.length);
        break;
      case 'RunLengthDecode':
      case 'RL':
        cur = runLength(cur, budget);
        budget.take(cur.length);
        break;
      default:
        return null;
    }
  }
  return cur;
}

function countToken(buf: Buffer, token: string): number {
  let n = 0;
  for (let i = buf.indexOf(token); i !== -1; i = buf.indexOf(token, i + token.length)) n++;
  return n;
}

/** Page references in the /Kids arrays of a buffer (the file, or a decoded object stream). */
function kidsRefs(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf('/Kids'); i !== -1; i = buf.indexOf('/Kids', i + 5)) {
    let open = i + 5;
    while (WS.has(buf[open]!)) open++;
    if (buf[open] !== 0x5b) continue; // an indirect array: PDF.js resolves and checks it
    const close = buf.indexOf(']', open);
    if (close === -1) break;
    n += countToken(buf.subarray(open, close), 'R');
    i = close - 4;
  }
  return n;
}

/** Streams PDF.js does not read as drawing instructions for text: images, fonts, indexes. */
const NOT_CONTENT =
  /\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\s|\/Type\s*\/(ObjStm|XRef|Metadata)\b/;

export function scanPdf(buf: Buffer): PdfScan {
  if (buf.includes('/Encrypt')) throw unreadable(ENCRYPTED_PDF);
  const budget = new Budget(EXTRACT_LIMITS.pdfInflatedBytes);
  let textOperators = 0;
  let pageTreeRefs = kidsRefs(buf);
  let streams = 0;
  let contentBytes = 0;
  for (let at = buf.indexOf('stream'); at !== -1; at = buf.indexOf('stream', at + 6)) {
    if (at >= 3 && buf.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    else if (buf[start - 1] !== 0x0d) continue; // "stream" inside some other token
    const end = buf.indexOf('endstream', start);
    if (end === -1) break;
    if (++streams > EXTRACT_LIMITS.pdfStreams)
      throw tooComplex(`${count(EXTRACT_LIMITS.pdfStreams)} data streams`);
    // The stream's dictionary: back to the "obj" keyword, looking at most 64 KB back.
    const from = Math.max(0, at - 65_536);
    const objAt = buf.subarray(from, at).lastIndexOf('obj');
    const dict = buf.toString('latin1', objAt === -1 ? from : from + objAt, at);
    const data = buf.subarray(start, end);
    const filters = filtersOf(dict);
    const decoded = filters.length ? decode(data, filters, budget, dict) : data;
    if (decoded) {
      textOperators += countToken(decoded, 'Tj') + countToken(decoded, 'TJ');
      if (textOperators > EXTRACT_LIMITS.pdfTextOperators)
        throw tooComplex(`${count(EXTRACT_LIMITS.pdfTextOperators)} pieces of text`);
      if (!NOT_CONTENT.test(dict)) {
        contentBytes += decoded.length;
        if (contentBytes > EXTRACT_LIMITS.pdfContentBytes)
          throw tooComplex(
            `${MB(EXTRACT_LIMITS.pdfContentBytes)} of drawing instructions in its pages`,
          );
      }
      if (/\/Type\s*\/ObjStm/.test(dict)) pageTreeRefs += kidsRefs(decoded);
    }
    at = end + 3;
  }
  return { decodedBytes: budget.used, textOperators, pageTreeRefs };
}
