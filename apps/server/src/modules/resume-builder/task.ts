import type { ExportResumeRequest } from '@careerforge/contract';
import { renderExport } from './render';

export type RenderResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** The render worker's task: never throws, so only a crash or a timeout rejects. */
export default async function renderTask(req: ExportResumeRequest): Promise<RenderResult> {
  try {
    const file = await renderExport(req);
    return { ok: true, bytes: new Uint8Array(file.bytes) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
