/**
 * Every export format, files included: PDF and DOCX are drawn here, in the export worker (see
 * task.ts and pool.ts), and the text formats come from layout.ts. The server process itself
 * imports only layout.ts.
 */
import type { ExportResumeRequest } from '@careerforge/contract';
import { renderDocx } from '../../lib/documents/docx';
import { renderPdf, uncoveredText } from '../../lib/documents/pdf';
import { resumeDocx } from './docx';
import { allText, resumePdf } from './pdf';
import { exportedFile, isTextFormat, layoutOf, renderText, type ExportedFile } from './layout';

export type { ExportedFile } from './layout';

/**
 * The first line of a PDF export the fonts cannot print (scripts such as Devanagari or Thai),
 * or undefined: such an export is refused before it is drawn.
 */
export function unprintableLine(req: ExportResumeRequest): string | undefined {
  const layout = layoutOf(req);
  return allText(layout)
    .split('\n')
    .find((line) => uncoveredText(line, layout.design.font));
}

/** Renders the file, without reading it back. */
export async function renderExport(req: ExportResumeRequest): Promise<ExportedFile> {
  const layout = layoutOf(req);
  const opts = { pageSize: req.pageSize, title: req.title?.trim() || 'My Resume' };
  if (isTextFormat(req.format))
    return exportedFile(req, renderText({ ...req, format: req.format }, layout));
  const bytes =
    req.format === 'pdf'
      ? await renderPdf(resumePdf(layout, opts))
      : await renderDocx(resumeDocx(layout, opts));
  return exportedFile(req, bytes);
}
