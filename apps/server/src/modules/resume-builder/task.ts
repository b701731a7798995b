import {
  exportResumeSchema,
  fitResumeDocument,
  type ExportResumeRequest,
} from '@careerforge/contract';
import { documentFromText } from '@careerforge/engine';
import { renderExport, unprintableLine } from './render';

export type RenderResult =
  | { ok: true; bytes: Uint8Array }
  /** `unprintable`: a line of the resume the PDF fonts cannot print (nothing was drawn) */
  | { ok: false; message: string; unprintable?: string };

/** The render worker's task: never throws, so only a crash or a timeout rejects. */
export default async function renderTask(req: ExportResumeRequest): Promise<RenderResult> {
  try {
    if (req.format === 'pdf') {
      const unprintable = unprintableLine(req);
      if (unprintable) return { ok: false, message: 'unprintable', unprintable };
    }
    const file = await renderExport(req);
    return { ok: true, bytes: new Uint8Array(file.bytes) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * A first PDF drawn as the worker starts (see pool.ts): it loads the PDF writer, the layout
 * engine and the default template's fonts before a user waits on them.
 */
export async function warmUpTask(): Promise<void> {
  const document = fitResumeDocument(
    documentFromText(
      'Alex Example\nSoftware Engineer\nalex@example.com\n\nExperience\nEngineer, Example Co\n2020 - Present\n- Built things',
    ),
  );
  if (!document) return;
  await renderExport(exportResumeSchema.parse({ format: 'pdf', document }));
}
