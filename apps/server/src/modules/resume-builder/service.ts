import {
  fitResumeDocument,
  type ExportResumeRequest,
  type ResumeDocument,
} from '@careerforge/contract';
import { documentFromText, documentToText } from '@careerforge/engine';
import type { Executor } from '../../db/query';
import type { Transact } from '../../db/query';
import { unprocessable } from '../../lib/errors';
import type { ActivityLog } from '../activity/service';
import type { Entitlements } from '../billing/service';
import { extractResumeText, updateOwnResume } from '../resumes/service';
import {
  cannotPrint,
  exportedFile,
  isTextFormat,
  layoutOf,
  missingFacts,
  renderText,
  type ExportedFile,
} from './layout';
import { runRender } from './pool';

/**
 * The resume builder's exports. PDF and DOCX are rendered in the export worker and then read
 * back with the upload extractor: a file that lost any of its text is refused (422) instead of
 * being handed to an ATS. HTML is text the layout model writes directly.
 */
export function resumeBuilderService(deps: {
  db: Executor;
  transact: Transact;
  activityLog: ActivityLog;
  /** the plan's limit on exports a month */
  entitlements: Entitlements;
  /** renders a PDF or DOCX file (the worker pool; tests may render in process) */
  render?: (req: ExportResumeRequest) => Promise<Buffer>;
}) {
  const render = deps.render ?? runRender;
  return {
    /** Resume text as the builder's document: the engine's parser fills every field it finds. */
    parse(text: string): ResumeDocument {
      const doc = fitResumeDocument(documentFromText(text));
      if (!doc) throw unprocessable('This resume could not be read into the builder.');
      return doc;
    },

    /** Saves a builder resume again: the user's own row only (anyone else's: 404). */
    async save(userId: string, id: number, input: { title: string; document: ResumeDocument }) {
      return updateOwnResume(deps.db, userId, id, {
        title: input.title,
        content: documentToText(input.document),
        document: { ...input.document },
      });
    },

    async export(userId: string, req: ExportResumeRequest): Promise<ExportedFile> {
      const title = req.title?.trim() || 'My Resume';
      await deps.entitlements.assertCanCreate(userId, 'exports');
      const layout = layoutOf(req);
      let out: ExportedFile;
      // HTML and the open formats (JSON Resume, Markdown, Europass) hold the text as written;
      // PDF and DOCX are drawn in the export worker (which refuses a PDF whose fonts cannot
      // print the text) and read back to check that nothing was lost on the way
      if (isTextFormat(req.format)) {
        out = exportedFile(req, renderText({ ...req, format: req.format }, layout));
      } else {
        const bytes = await render(req);
        const text = await extractResumeText(bytes, req.format);
        const missing = missingFacts(layout, text);
        // a character the fonts' tables list but cannot print still ends here
        const uncovered = missing.find((f) => /[\u0530-\u1dff\u2e80-\uffef]/u.test(f));
        if (req.format === 'pdf' && uncovered) throw cannotPrint(uncovered);
        if (missing.length)
          throw unprocessable(
            `The ${req.format.toUpperCase()} file would not read back cleanly: ${missing.length} piece${missing.length === 1 ? '' : 's'} of text would be lost (e.g. "${missing[0]!.slice(0, 60)}"). Try another template or format.`,
          );
        out = exportedFile(req, bytes);
      }
      await deps.transact((tx) =>
        deps.activityLog.record(tx, {
          userId,
          type: 'resume_exported',
          title: `Exported ${title} as ${req.format.toUpperCase()}`,
          data: { format: req.format, template: layout.design.id },
        }),
      );
      return out;
    },
  };
}
export type ResumeBuilderService = ReturnType<typeof resumeBuilderService>;
