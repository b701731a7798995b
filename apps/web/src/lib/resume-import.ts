import type { ImportResumeResponse } from '@careerforge/contract';
import { api, apiRequest } from './api';

/** The files "Import from another tool" accepts. */
export const IMPORT_ACCEPT =
  '.json,.zip,.xml,.pdf,application/json,application/zip,application/xml';

/**
 * A resume exported by another tool (JSON Resume, Reactive Resume, a LinkedIn data export,
 * Europass), stored as a new builder resume: its id, document, text and what was left out.
 */
export async function importResumeFile(file: File): Promise<ImportResumeResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ImportResumeResponse>('POST', api.url('resumes.import'), form);
}
