import type { ExportFormat, ResumeDocument } from '@careerforge/contract';
import { api, callFile } from '../../../lib/api';

export const builderResumesKey = ['resumes'] as const;

/** Reads a File as a data URL (the upload call's payload). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Saves: the first time as a new resume (the spec's POST /api/resumes), then in place. */
export async function saveResume(input: {
  resumeId: number | null;
  title: string;
  doc: ResumeDocument;
}): Promise<number> {
  if (input.resumeId !== null) {
    const row = await api.call('builder.save', {
      params: { id: input.resumeId },
      body: { title: input.title, document: input.doc },
    });
    return row.id;
  }
  const row = await api.call('resumes.create', {
    body: { title: input.title, content: input.doc, isTemplate: false },
  });
  return row.id;
}

export async function exportResume(input: {
  title: string;
  doc: ResumeDocument;
  format: ExportFormat;
}): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await callFile('resumes.export', {
    body: {
      title: input.title,
      template: input.doc.template,
      sections: input.doc.sections,
      colors: input.doc.theme,
      format: input.format,
      document: input.doc,
    },
  });
  return { blob, fileName: fileName ?? `${input.title}.${input.format}` };
}

/** Resume text as a builder document (the engine's parser, on the server). */
export const parseToDocument = (text: string) => api.call('builder.parse', { body: { text } });

/** An uploaded file's text as a builder document. */
export async function documentFromFile(file: File): Promise<ResumeDocument> {
  const fileData = await readAsDataUrl(file);
  const { extractedText } = await api.call('resumes.upload', {
    body: { fileData, fileName: file.name, fileType: file.type || null },
  });
  return parseToDocument(extractedText);
}

export const listResumes = () => api.call('resumes.list', { query: {} });
