import {
  EXPORT_MIME,
  exportFileName,
  layoutResume,
  renderResumeHtml,
  type ExportFormat,
  type ExportResumeRequest,
  type ResumeLayout,
} from '@careerforge/contract';
import {
  documentToEuropassXml,
  documentToJsonResume,
  documentToMarkdown,
  type ResumeDocument,
} from '@careerforge/engine';
import { renderDocx } from '../../lib/documents/docx';
import { renderPdf } from '../../lib/documents/pdf';
import { resumeDocx } from './docx';
import { resumePdf } from './pdf';

export interface ExportedFile {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
  format: ExportFormat;
}

/** The request's document with its template, sections and colours applied. */
export function layoutOf(req: ExportResumeRequest): ResumeLayout {
  const doc = req.sections ? { ...req.document, sections: req.sections } : req.document;
  return layoutResume(doc, {
    template: req.template ?? req.document.template,
    colors: req.colors ?? req.document.theme,
  });
}

/**
 * The document as exported to an open format: the request's section order, template and
 * colours written into it, so a file imported again opens as it was exported.
 */
function documentOf(req: ExportResumeRequest, layout: ResumeLayout): ResumeDocument {
  return {
    ...req.document,
    sections: req.sections ?? req.document.sections,
    template: layout.design.id,
    theme: layout.colors,
  };
}

/** Renders the file, without reading it back. */
export async function renderExport(req: ExportResumeRequest): Promise<ExportedFile> {
  const layout = layoutOf(req);
  const title = req.title?.trim() || 'My Resume';
  const fileName = exportFileName(title, req.format);
  const opts = { pageSize: req.pageSize, title };
  let bytes: Buffer;
  switch (req.format) {
    case 'pdf':
      bytes = await renderPdf(resumePdf(layout, opts));
      break;
    case 'docx':
      bytes = await renderDocx(resumeDocx(layout, opts));
      break;
    case 'json':
      bytes = Buffer.from(
        `${JSON.stringify(documentToJsonResume(documentOf(req, layout)), null, 2)}\n`,
        'utf8',
      );
      break;
    case 'md':
      bytes = Buffer.from(documentToMarkdown(documentOf(req, layout)), 'utf8');
      break;
    case 'europass':
      bytes = Buffer.from(documentToEuropassXml(documentOf(req, layout)), 'utf8');
      break;
    case 'html': {
      const doc = req.sections ? { ...req.document, sections: req.sections } : req.document;
      bytes = Buffer.from(
        renderResumeHtml(doc, {
          template: layout.design.id,
          colors: layout.colors,
          pageSize: req.pageSize,
          title,
        }),
        'utf8',
      );
      break;
    }
  }
  return { bytes, mimeType: EXPORT_MIME[req.format], fileName, format: req.format };
}

/** Every fact of the layout a reader must find in the file: name, contact, titles, skills. */
export function factsOf(layout: ResumeLayout): string[] {
  const facts = [layout.name, layout.headline, ...layout.contact];
  for (const s of layout.reading) {
    for (const e of s.entries) facts.push(e.title, e.subtitle, e.place, ...e.bullets);
    for (const g of s.groups) facts.push(g.label, ...g.items);
    facts.push(...s.items, ...s.paragraphs);
  }
  return facts.filter((f) => f.trim());
}

const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/** The facts a file's text lacks (compared without spaces or case: lines wrap, headings shout). */
export function missingFacts(layout: ResumeLayout, text: string): string[] {
  const hay = squash(text.replace(/[•▪◦]/g, ''));
  return factsOf(layout).filter((f) => !hay.includes(squash(f)));
}
