/**
 * Limits on uploaded documents, checked before the expensive work. Each is far above what a
 * resume needs and far below what stops a parser: a 50-page PDF, a .docx with 10 MB of text
 * markup, 50 MB of decompressed data.
 */
export const EXTRACT_LIMITS = {
  /** Pages in a PDF. */
  pdfPages: 50,
  /** Bytes of all Flate (and LZW / run-length) streams of a PDF once decompressed. */
  pdfInflatedBytes: 50 * 1024 * 1024,
  /** Streams (page contents, fonts, images) in a PDF. */
  pdfStreams: 20_000,
  /** Text-showing operators (Tj, TJ) across all content streams (100,000 take PDF.js ~4 s). */
  pdfTextOperators: 100_000,
  /**
   * Bytes of all streams other than images and fonts once decoded: page contents and forms,
   * which PDF.js reads operator by operator (45 MB of drawing operators take it over 10 s).
   */
  pdfContentBytes: 10 * 1024 * 1024,
  /** Page references in all the page-tree /Kids arrays. */
  pdfPageTreeRefs: 1_000,
  /** Entries in a .docx zip (a resume has 10 to 100). */
  zipEntries: 1_000,
  /** Bytes of all zip entries once decompressed. */
  zipUncompressedBytes: 50 * 1024 * 1024,
  /** Bytes of word/document.xml once decompressed. */
  docxXmlBytes: 10 * 1024 * 1024,
  /** XML tags in all the XML parts (mammoth takes ~6 s for 100,000 on a small server). */
  docxXmlElements: 100_000,
  /** XML attributes in all the XML parts (the XML reader slows down on many in one tag). */
  docxXmlAttributes: 200_000,
} as const;

/** Wall-clock time one document may take in the worker, from the moment it starts there. */
export const EXTRACT_TIMEOUT_MS = 10_000;
/** Time a document may wait for a free worker before the server answers that it is busy. */
export const EXTRACT_QUEUE_WAIT_MS = 20_000;

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt';

export const NO_TEXT: Record<DocumentKind, string> = {
  pdf: 'No text found in this PDF. It may be a scanned image; paste the text of your resume instead.',
  docx: 'No text found in this document. Paste the text of your resume instead.',
  doc: 'No text found in this document. Paste the text of your resume instead.',
  txt: 'The file is empty. Paste the text of your resume instead.',
};

/** What POST /api/resumes/import reads, for its 415 answers. */
export const IMPORT_FORMATS_TEXT =
  'Import a JSON Resume or Reactive Resume .json file, a LinkedIn data export .zip, or a Europass .xml or PDF. Other resumes can be uploaded with Upload.';

export const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const count = (n: number) => n.toLocaleString('en-US');

/** A refusal from the worker, mapped to an HTTP error on the main thread. */
export interface ExtractFailure {
  status: 413 | 415 | 422;
  message: string;
}

export class ExtractLimitError extends Error {
  constructor(
    readonly status: ExtractFailure['status'],
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = (message: string) => new ExtractLimitError(413, message);
export const unreadable = (message: string) => new ExtractLimitError(422, message);
