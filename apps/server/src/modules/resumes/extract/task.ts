import { ExtractLimitError, type DocumentKind, type ExtractFailure } from './limits';
import { couldNotRead, parseDocument } from './parse';

export interface ExtractTask {
  bytes: Uint8Array;
  kind: DocumentKind;
  maxChars: number;
}

export type ExtractResult = { ok: true; text: string } | ({ ok: false } & ExtractFailure);

/**
 * The worker's task: never throws, so only a crash, a timeout or running out of memory
 * rejects. `started` tells the pool the task has left the queue, so the time limit counts
 * parsing only.
 */
export default async function extractTask(
  task: ExtractTask,
  started: () => void = () => {},
): Promise<ExtractResult> {
  started();
  try {
    return { ok: true, text: await parseDocument(task.bytes, task.kind, task.maxChars) };
  } catch (err) {
    if (err instanceof ExtractLimitError)
      return { ok: false, status: err.status, message: err.message };
    return { ok: false, status: 422, message: couldNotRead(task.kind) };
  }
}

/** A one-page PDF with one line of text, its cross-reference table counted out. */
function onePagePdf(line: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 60] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${line.length + 30} >>\nstream\nBT /F1 12 Tf 10 30 Td (${line}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * Reads a first small PDF as the worker starts (see pool.ts), so the PDF reader is loaded before
 * the first upload, or the first PDF export (read back to check it), needs it.
 */
export function warmUpTask(): Promise<ExtractResult> {
  return extractTask({
    bytes: onePagePdf('A first page read as the worker starts'),
    kind: 'pdf',
    maxChars: 1000,
  });
}
