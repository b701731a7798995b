import {
  blankDocument,
  exportResumeSchema,
  type ExportResumeRequest,
  type ResumeDocument,
} from '@careerforge/contract';
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
 * The document of the first PDF drawn as the worker starts (see pool.ts): written out here, not
 * parsed from text, so the worker loads the PDF writer, the layout engine and the default
 * template's fonts, and nothing the exports themselves do not need (the parser's tables). Built
 * on the contract's blank document, so a field the schema comes to require cannot quietly break it.
 */
const WARM_UP_DOCUMENT: ResumeDocument = {
  ...blankDocument(),
  personal: {
    name: 'Alex Example',
    headline: 'Engineer',
    email: 'alex@example.com',
    phone: '',
    location: '',
    links: [],
  },
  summary: 'A first page drawn as the export worker starts.',
  experience: [
    {
      id: '1',
      title: 'Engineer',
      company: 'Example Co',
      location: '',
      startDate: '2020-01',
      endDate: '',
      current: true,
      bullets: ['Built things'],
    },
  ],
  skills: [{ id: 's1', label: 'Skills', items: ['Writing'] }],
};

/**
 * Draws the first PDF the way an export does (the fonts' coverage check included), and says
 * whether it could: the pool ignores the answer (the first export would show the failure), its
 * test does not.
 */
export async function warmUpTask(): Promise<{ ok: boolean; message?: string }> {
  const result = await renderTask(
    exportResumeSchema.parse({ format: 'pdf', document: WARM_UP_DOCUMENT }),
  );
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}
