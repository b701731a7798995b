/**
 * What the server itself does with an export request: lay it out, write the formats that are
 * text (JSON Resume, Markdown, Europass XML, HTML), and check a file's text against the layout.
 * Nothing here draws a PDF or a Word file (render.ts does, in the export worker), so the server
 * never loads those writers and their fonts.
 */
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
import { unprocessable } from '../../lib/errors';

export interface ExportedFile {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
  format: ExportFormat;
}

/** The formats written as text, here; PDF and DOCX are files drawn in the worker. */
export type TextFormat = Exclude<ExportFormat, 'pdf' | 'docx'>;

export const isTextFormat = (format: ExportFormat): format is TextFormat =>
  format !== 'pdf' && format !== 'docx';

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

/** The export's file name and type around its bytes. */
export function exportedFile(req: ExportResumeRequest, bytes: Buffer): ExportedFile {
  const title = req.title?.trim() || 'My Resume';
  return {
    bytes,
    mimeType: EXPORT_MIME[req.format],
    fileName: exportFileName(title, req.format),
    format: req.format,
  };
}

/** Writes a text format: the text as written, nothing to read back. */
export function renderText(
  req: ExportResumeRequest & { format: TextFormat },
  layout = layoutOf(req),
): Buffer {
  switch (req.format) {
    case 'json':
      return Buffer.from(
        `${JSON.stringify(documentToJsonResume(documentOf(req, layout)), null, 2)}\n`,
        'utf8',
      );
    case 'md':
      return Buffer.from(documentToMarkdown(documentOf(req, layout)), 'utf8');
    case 'europass':
      return Buffer.from(documentToEuropassXml(documentOf(req, layout)), 'utf8');
    case 'html': {
      const doc = req.sections ? { ...req.document, sections: req.sections } : req.document;
      return Buffer.from(
        renderResumeHtml(doc, {
          template: layout.design.id,
          colors: layout.colors,
          pageSize: req.pageSize,
          title: req.title?.trim() || 'My Resume',
        }),
        'utf8',
      );
    }
  }
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

/** A PDF export refused because its fonts cannot print a character of `text`. */
export const cannotPrint = (text: string) =>
  unprocessable(
    `The PDF fonts cannot print some of your text yet (e.g. "${text.slice(0, 60)}"). Export as DOCX or HTML instead: both keep every character.`,
  );
