import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@careerforge/contract';
import { payloadTooLarge, unprocessable, unsupportedMediaType } from '../../lib/errors';

export type UploadKind = 'pdf' | 'docx' | 'doc' | 'txt';

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

function tidy(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const NO_TEXT: Record<UploadKind, string> = {
  pdf: 'No text found in this PDF. It may be a scanned image; paste the text of your resume instead.',
  docx: 'No text found in this document. Paste the text of your resume instead.',
  doc: 'No text found in this document. Paste the text of your resume instead.',
  txt: 'The file is empty. Paste the text of your resume instead.',
};

/** Extracts plain text from an uploaded resume, or explains clearly why it cannot. */
export async function extractResumeText(bytes: Buffer, kind: UploadKind): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw payloadTooLarge(
      'The file is larger than 10 MB. Upload a smaller file or paste the text.',
    );
  if (bytes.length === 0) throw unprocessable(NO_TEXT[kind]);
  let text: string;
  try {
    switch (kind) {
      case 'pdf': {
        if (!looksLike.pdf(bytes)) throw unsupportedMediaType('This file is not a valid PDF.');
        const pdf = await getDocumentProxy(new Uint8Array(bytes));
        const pages = (await extractText(pdf, { mergePages: false })).text;
        text = pages.join('\n\n');
        break;
      }
      case 'docx': {
        if (!looksLike.docx(bytes))
          throw unsupportedMediaType('This file is not a valid .docx document.');
        text = (await mammoth.extractRawText({ buffer: bytes })).value;
        break;
      }
      case 'doc': {
        if (!looksLike.doc(bytes)) {
          if (looksLike.docx(bytes)) {
            text = (await mammoth.extractRawText({ buffer: bytes })).value;
            break;
          }
          throw unsupportedMediaType('This file is not a valid Word .doc document.');
        }
        const doc = await new WordExtractor().extract(bytes);
        text = [doc.getHeaders({ includeFooters: false }), doc.getBody()]
          .filter(Boolean)
          .join('\n');
        break;
      }
      case 'txt': {
        if (bytes.subarray(0, 8000).includes(0))
          throw unsupportedMediaType('This .txt file is not plain text.');
        text = bytes.toString('utf8');
        break;
      }
    }
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw unprocessable(
      `This ${kind === 'txt' ? 'text file' : kind.toUpperCase() + ' file'} could not be read. It may be damaged or password-protected; paste the text instead.`,
    );
  }
  const clean = tidy(text);
  if (!clean) throw unprocessable(NO_TEXT[kind]);
  return clean;
}
