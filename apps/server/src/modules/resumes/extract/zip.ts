import { constants, inflateRawSync } from 'node:zlib';
import { EXTRACT_LIMITS, MB, count, tooLarge, unreadable } from './limits';

/**
 * Checks a .docx (a zip) before a parser opens it: the number of entries and their total
 * size from the central directory, then every entry really inflated, each capped at the
 * size it declares, so no entry can decompress to more than the directory promised. The
 * reader follows the same rules as JSZip (which mammoth uses): the central directory found
 * from the end record, offsets shifted by any bytes prepended to the archive, each entry's
 * data found through its local header. Reading the directory is a few hundred bytes per
 * entry; inflating is bounded by the 50 MB total.
 */

export const DAMAGED_DOCX =
  'This .docx document could not be read. It may be damaged or password-protected; paste the text instead.';

/** The words a refusal uses for each kind of archive. */
const ZIP_WORDS = {
  docx: {
    tooManyEntries: `This document has more than ${count(EXTRACT_LIMITS.zipEntries)} parts inside. Save it again as a plain .docx or paste the text.`,
  },
  archive: {
    tooManyEntries: `This archive has more than ${count(EXTRACT_LIMITS.zipEntries)} files inside. Upload the export as it was downloaded.`,
  },
} as const;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function readDirectory(
  buf: Buffer,
  damaged: string = DAMAGED_DOCX,
  what: { tooManyEntries: string } = ZIP_WORDS.docx,
): ZipEntry[] {
  if (buf.length < 22) throw unreadable(damaged);
  let eocd = -1;
  for (let i = buf.length - 22, min = Math.max(0, i - 0xffff); i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable(damaged);
  const declared = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  // A zip64 archive (over 4 GB or 65,535 entries) is never a resume.
  if (declared === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff)
    throw tooLarge(what.tooManyEntries);
  if (declared > EXTRACT_LIMITS.zipEntries) throw tooLarge(what.tooManyEntries);
  const shift = eocd - (dirOffset + dirSize);
  if (shift < 0) throw unreadable(damaged);
  const entries: ZipEntry[] = [];
  let p = dirOffset + shift;
  for (let i = 0; i < declared; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw unreadable(damaged);
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (next > buf.length) throw unreadable(damaged);
    entries.push({
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42) + shift,
    });
    p = next;
  }
  return entries;
}

function entryData(buf: Buffer, entry: ZipEntry, damaged = DAMAGED_DOCX): Buffer {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw unreadable(damaged);
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + entry.compressedSize > buf.length) throw unreadable(damaged);
  return buf.subarray(start, start + entry.compressedSize);
}

/** Counts a byte (`<` opens a tag, `=` sets an attribute) in an XML part. */
function countByte(xml: Buffer, byte: number): number {
  let n = 0;
  for (let i = xml.indexOf(byte); i !== -1; i = xml.indexOf(byte, i + 1)) n++;
  return n;
}

const tooComplex = (limit: number) =>
  unreadable(
    `This document is too complex to read: it holds more than ${count(limit)} pieces of formatting. Save it again as a simpler file or paste the text.`,
  );

/** One entry's bytes, inflated and never past the size it declares. */
function inflateEntry(buf: Buffer, entry: ZipEntry, damaged: string): Buffer {
  const data = entryData(buf, entry, damaged);
  let plain: Buffer;
  if (entry.method === 0) plain = data;
  else if (entry.method === 8) {
    try {
      plain = inflateRawSync(data, {
        maxOutputLength: Math.max(1, entry.size + 1),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch {
      // More output than the entry declares (a decompression bomb), or damaged data.
      throw unreadable(damaged);
    }
  } else throw unreadable(damaged);
  if (plain.length !== entry.size) throw unreadable(damaged);
  return plain;
}

export const DAMAGED_ARCHIVE =
  'This .zip archive could not be read. It may be damaged or encrypted; download the export again.';

/**
 * The entries of an archive whose names `wanted` accepts, inflated, under the same limits as
 * a .docx: the entry count, the total declared size, and each entry's declared size held to
 * (`maxEntryBytes` each). Entries not wanted are never inflated.
 */
export function readZip(
  buf: Buffer,
  wanted: (name: string) => boolean,
  maxEntryBytes: number,
): Map<string, Buffer> {
  const entries = readDirectory(buf, DAMAGED_ARCHIVE, ZIP_WORDS.archive);
  const chosen = entries.filter((e) => !e.name.endsWith('/') && wanted(e.name));
  const total = chosen.reduce((sum, e) => sum + e.size, 0);
  if (total > EXTRACT_LIMITS.zipUncompressedBytes)
    throw tooLarge(
      `This archive is larger than ${MB(EXTRACT_LIMITS.zipUncompressedBytes)} once unpacked. Upload the export as it was downloaded.`,
    );
  const out = new Map<string, Buffer>();
  for (const entry of chosen) {
    if (entry.size > maxEntryBytes)
      throw tooLarge(
        `The file ${entry.name.slice(0, 100)} in this archive is larger than ${MB(maxEntryBytes)}.`,
      );
    out.set(entry.name, inflateEntry(buf, entry, DAMAGED_ARCHIVE));
  }
  return out;
}

/** The names of an archive's files (its directory only: nothing is inflated). */
export function zipFileNames(buf: Buffer): string[] {
  return readDirectory(buf, DAMAGED_ARCHIVE, ZIP_WORDS.archive)
    .map((e) => e.name)
    .filter((n) => !n.endsWith('/'));
}

export function checkDocx(buf: Buffer): void {
  const entries = readDirectory(buf);
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > EXTRACT_LIMITS.zipUncompressedBytes)
    throw tooLarge(
      `This document is larger than ${MB(EXTRACT_LIMITS.zipUncompressedBytes)} once unpacked. Save it without large images, or paste the text.`,
    );
  let elements = 0;
  let attributes = 0;
  for (const entry of entries) {
    const isXml = /\.(xml|rels)$/i.test(entry.name);
    if (isXml && entry.size > EXTRACT_LIMITS.docxXmlBytes) throw xmlTooLarge();
    const plain = inflateEntry(buf, entry, DAMAGED_DOCX);
    if (isXml) {
      elements += countByte(plain, 0x3c);
      attributes += countByte(plain, 0x3d);
      if (elements > EXTRACT_LIMITS.docxXmlElements)
        throw tooComplex(EXTRACT_LIMITS.docxXmlElements);
      if (attributes > EXTRACT_LIMITS.docxXmlAttributes)
        throw tooComplex(EXTRACT_LIMITS.docxXmlAttributes);
    }
  }
}

const xmlTooLarge = () =>
  tooLarge(
    `This document's text is too large to read: one of its parts is over ${MB(EXTRACT_LIMITS.docxXmlBytes)}. Save a shorter document or paste the text.`,
  );
