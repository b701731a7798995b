import {
  ImportError,
  LINKEDIN_EXPORT_FILES,
  documentFromEuropassXml,
  documentFromJsonResume,
  documentFromLinkedInExport,
  documentFromReactiveResume,
  isEuropassXml,
  isJsonResume,
  isLinkedInExport,
  isReactiveResume,
  type ResumeDocument,
} from '@careerforge/engine';
import type { ResumeImportFormat } from '@careerforge/contract';
import { ExtractLimitError, IMPORT_FORMATS_TEXT, type ExtractFailure } from './limits';
import { openPdf } from './parse';
import { readZip, zipFileNames } from './zip';

/**
 * Reading a resume exported by another tool, inside the worker pool like every upload: the
 * file is decoded here (JSON, a zip of CSV files, XML, a PDF's attachment) and the engine's
 * converters turn it into a resume document, which the server checks against the contract.
 */

export type ImportKind = 'json' | 'zip' | 'xml' | 'pdf';

export interface ImportTask {
  bytes: Uint8Array;
  kind: ImportKind;
}

export type ImportResult =
  | { ok: true; format: ResumeImportFormat; document: ResumeDocument; warnings: string[] }
  | ({ ok: false } & ExtractFailure);

const notKnown = (what: string) => new ExtractLimitError(415, `${what} ${IMPORT_FORMATS_TEXT}`);
const invalid = (message: string) => new ExtractLimitError(422, message);

/** Largest CSV file read from a LinkedIn export, and largest XML attachment of a PDF. */
const MAX_PART_BYTES = 5 * 1024 * 1024;

/** Text of a file: UTF-8 (or UTF-16 with its byte order mark), the mark dropped. */
function decodeText(bytes: Uint8Array): string {
  const le = bytes[0] === 0xff && bytes[1] === 0xfe;
  const be = bytes[0] === 0xfe && bytes[1] === 0xff;
  const text = new TextDecoder(le ? 'utf-16le' : be ? 'utf-16be' : 'utf-8').decode(bytes);
  return text.replace(/^\uFEFF/, '');
}

function fromJson(bytes: Uint8Array) {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(bytes));
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/^JSON\.parse: /, '') : '';
    throw invalid(`This file is not valid JSON${detail ? `: ${detail.slice(0, 200)}` : ''}.`);
  }
  if (isReactiveResume(value))
    return { format: 'reactive-resume' as const, ...documentFromReactiveResume(value) };
  if (isJsonResume(value))
    return { format: 'json-resume' as const, ...documentFromJsonResume(value) };
  throw notKnown('This JSON file is neither a JSON Resume nor a Reactive Resume export.');
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function fromZip(bytes: Uint8Array) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isLinkedInExport(zipFileNames(buf)))
    throw notKnown('This .zip archive is not a LinkedIn data export (it has no Profile.csv).');
  const wanted = new Map(LINKEDIN_EXPORT_FILES.map((f) => [f.toLowerCase(), f]));
  const files = readZip(buf, (name) => wanted.has(baseName(name).toLowerCase()), MAX_PART_BYTES);
  const { default: Papa } = await import('papaparse');
  const tables: Record<string, Array<Record<string, string>>> = {};
  for (const [path, data] of files) {
    const name = wanted.get(baseName(path).toLowerCase())!;
    // the shallowest copy of a file wins (an export unpacked and zipped again nests a folder)
    if (tables[name]) continue;
    const parsed = Papa.parse<Record<string, string>>(decodeText(data), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    tables[name] = parsed.data;
  }
  return { format: 'linkedin-export' as const, ...documentFromLinkedInExport(tables) };
}

function fromXml(text: string) {
  if (!isEuropassXml(text)) throw notKnown('This XML file is not a Europass CV.');
  return { format: 'europass' as const, ...documentFromEuropassXml(text) };
}

/** A Europass PDF carries its CV as an attached XML file. */
async function fromPdf(bytes: Uint8Array) {
  const { pdf } = await openPdf(bytes);
  try {
    const attachments = ((await pdf.getAttachments()) ?? {}) as Record<
      string,
      { filename?: string; content?: Uint8Array }
    >;
    for (const file of Object.values(attachments)) {
      const content = file.content;
      if (!content || content.byteLength > MAX_PART_BYTES) continue;
      const text = decodeText(content);
      if (isEuropassXml(text)) return fromXml(text);
    }
  } finally {
    await pdf.destroy();
  }
  throw notKnown('This PDF has no Europass CV attached.');
}

async function read(task: ImportTask) {
  switch (task.kind) {
    case 'json':
      return fromJson(task.bytes);
    case 'zip':
      return fromZip(task.bytes);
    case 'xml':
      return fromXml(decodeText(task.bytes));
    case 'pdf':
      return fromPdf(task.bytes);
  }
}

/** The worker's import task: never throws, like the text extraction. */
export async function importTask(
  task: ImportTask,
  started: () => void = () => {},
): Promise<ImportResult> {
  started();
  try {
    return { ok: true, ...(await read(task)) };
  } catch (err) {
    if (err instanceof ExtractLimitError)
      return { ok: false, status: err.status, message: err.message };
    if (err instanceof ImportError) return { ok: false, status: err.status, message: err.message };
    return {
      ok: false,
      status: 422,
      message: 'This file could not be read. It may be damaged; export it again.',
    };
  }
}
