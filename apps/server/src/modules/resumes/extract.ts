import { MAX_RESUME_CHARS, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@careerforge/contract';
import { joinSplitWords } from '@careerforge/engine';
import { payloadTooLarge, unprocessable, unsupportedMediaType } from '../../lib/errors';
import type { ImportKind } from './extract/import';
import { runExtraction, runImport } from './extract/pool';
import { IMPORT_FORMATS_TEXT, NO_TEXT, type DocumentKind } from './extract/limits';

export type UploadKind = DocumentKind;

const MIME_KINDS: Record<string, UploadKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/plain': 'txt',
};

const UNSUPPORTED = `Unsupported file type. Upload a resume as ${UPLOAD_EXTENSIONS.join(', ')} (up to 10 MB), or paste the text.`;

/** The kind of file, from its extension (or its MIME type when the name has none we know). */
export function uploadKind(fileName: string, mimeType?: string | null): UploadKind {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'pdf' || ext === 'docx' || ext === 'doc' || ext === 'txt') return ext;
  const byMime = mimeType ? MIME_KINDS[mimeType.split(';')[0]!.trim().toLowerCase()] : undefined;
  if (byMime && !ext) return byMime;
  throw unsupportedMediaType(UNSUPPORTED);
}

/** Decodes a `data:...;base64,` URL (or bare base64) without reading past the size limit. */
export function decodeDataUrl(fileData: string): { bytes: Buffer; mimeType: string | null } {
  const match = /^data:([^;,]*)(;[^,]*)?,/.exec(fileData);
  const mimeType = match?.[1] || null;
  const isBase64 = match ? /;base64/i.test(match[2] ?? '') : true;
  const payload = match ? fileData.slice(match[0].length) : fileData;
  if (isBase64) {
    const approxBytes = Math.floor((payload.length * 3) / 4);
    if (approxBytes > MAX_UPLOAD_BYTES + 3)
      throw payloadTooLarge(
        'The file is larger than 10 MB. Upload a smaller file or paste the text.',
      );
    if (!/^[A-Za-z0-9+/=\s_-]*$/.test(payload))
      throw unprocessable('The file data is not valid base64.');
    return { bytes: Buffer.from(payload, 'base64'), mimeType };
  }
  return { bytes: Buffer.from(decodeURIComponent(payload), 'utf8'), mimeType };
}

const looksLike = {
  pdf: (b: Buffer) => b.subarray(0, 1024).includes('%PDF-'),
  docx: (b: Buffer) => b[0] === 0x50 && b[1] === 0x4b,
  doc: (b: Buffer) =>
    b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
};

/**
 * Extracts plain text from an uploaded resume, or explains clearly why it cannot. Only
 * byte-level checks run here, on the main thread (size, the file's signature); parsing runs
 * in the worker pool (extract/pool.ts) with each format's limits checked first.
 */
export async function extractResumeText(bytes: Buffer, kind: UploadKind): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw payloadTooLarge(
      'The file is larger than 10 MB. Upload a smaller file or paste the text.',
    );
  if (bytes.length === 0) throw unprocessable(NO_TEXT[kind]);
  switch (kind) {
    case 'pdf':
      if (!looksLike.pdf(bytes)) throw unsupportedMediaType('This file is not a valid PDF.');
      break;
    case 'docx':
      if (!looksLike.docx(bytes))
        throw unsupportedMediaType('This file is not a valid .docx document.');
      break;
    case 'doc':
      if (!looksLike.doc(bytes) && !looksLike.docx(bytes))
        throw unsupportedMediaType('This file is not a valid Word .doc document.');
      break;
    case 'txt':
      if (bytes.subarray(0, 8000).includes(0))
        throw unsupportedMediaType('This .txt file is not plain text.');
      break;
  }
  // The reader keeps a word split at a line's end on two lines; the engine knows whether its
  // hyphen is part of the word ("exactly-once") or only marks the split ("manage-ment").
  return joinSplitWords(await runExtraction(bytes, kind, MAX_RESUME_CHARS));
}

const IMPORT_EXTENSIONS: Record<string, ImportKind> = {
  json: 'json',
  zip: 'zip',
  xml: 'xml',
  pdf: 'pdf',
};

/**
 * The kind of a file to import, from its first bytes (a name can lie either way) and then its
 * extension; anything else answers 415 naming what can be imported.
 */
export function importKind(fileName: string, bytes: Buffer): ImportKind {
  const head = bytes
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^(\uFEFF|ï»¿|þÿ|ÿþ)/, '');
  const first = head.trimStart()[0];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'zip';
  if (head.includes('%PDF-')) return 'pdf';
  if (first === '{' || first === '[') return 'json';
  if (first === '<') return 'xml';
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (IMPORT_EXTENSIONS[ext] && bytes.length > 0) return IMPORT_EXTENSIONS[ext];
  throw unsupportedMediaType(
    `This file is not a format Careerforge imports. ${IMPORT_FORMATS_TEXT}`,
  );
}

/** Reads a resume exported by another tool into a resume document, in the worker pool. */
export async function importResumeFile(bytes: Buffer, fileName: string) {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw payloadTooLarge('The file is larger than 10 MB. Export a smaller file and try again.');
  if (bytes.length === 0) throw unprocessable('The file is empty.');
  const kind = importKind(fileName, bytes);
  const { format, document, warnings } = await runImport({ bytes, kind });
  return { format, document, warnings };
}
