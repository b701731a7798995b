import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { ExportFormat, ResumeDocument } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { exportResume } from '../api/builder';
import { DEFAULT_TITLE, cleanDocument } from '../lib/document';
import { JobScore } from './job-score';
import { ErrorText } from '../../../components/ui/error-text';

/** The open formats the Export tab offers beside PDF, DOCX and HTML. */
const OPEN_FORMATS = [
  { format: 'json', label: 'JSON Resume' },
  { format: 'md', label: 'Markdown' },
  { format: 'europass', label: 'Europass XML' },
] as const;
const FORMAT_LABEL: Record<ExportFormat, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  html: 'HTML',
  json: 'JSON Resume',
  md: 'Markdown',
  europass: 'Europass XML',
};

export type ResumeExport = ReturnType<typeof useResumeExport>;

/**
 * Exports the document as a file, one format at a time. Held by the builder, not the tab, so
 * an export under way and its error outlast a visit to another tab.
 */
export function useResumeExport(title: string, doc: ResumeDocument) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  async function onExport(format: ExportFormat) {
    setExporting(format);
    setExportError(null);
    try {
      const name = title.trim() || DEFAULT_TITLE;
      const file = await exportResume({ title: name, doc: cleanDocument(doc), format });
      downloadBlob(file.fileName, file.blob);
      toast({
        title: 'Export Complete!',
        description: `Resume exported as ${FORMAT_LABEL[format]}`,
      });
    } catch (err) {
      setExportError(`Failed to export resume. ${errorMessage(err, '')}`.trim());
    } finally {
      setExporting(null);
    }
  }

  return { exporting, exportError, onExport };
}

/** The builder's Export tab: the file formats, the plain text an ATS reads and the job score. */
export function ExportTab({
  plainText,
  exports: { exporting, exportError, onExport },
}: {
  plainText: string;
  exports: ResumeExport;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        {(['pdf', 'docx', 'html'] as const).map((f) => (
          <Button
            key={f}
            type="button"
            variant={f === 'pdf' ? 'primary' : 'outline'}
            disabled={exporting !== null}
            onClick={() => onExport(f)}
          >
            <FileDown className="size-4" aria-hidden /> Export {f.toUpperCase()}
          </Button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          For other tools: JSON Resume (Reactive Resume and JSON Resume themes), Markdown (plain
          text for a website or a notes app) and Europass XML (the EU's CV format). JSON Resume and
          Europass XML can be imported back here.
        </p>
        <div className="flex flex-wrap gap-3">
          {OPEN_FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              type="button"
              variant="outline"
              disabled={exporting !== null}
              onClick={() => onExport(format)}
            >
              <FileDown className="size-4" aria-hidden /> {label}
            </Button>
          ))}
        </div>
      </div>
      {exporting && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Exporting {FORMAT_LABEL[exporting]}…
        </p>
      )}
      {exportError && <ErrorText>{exportError}</ErrorText>}
      <div className="grid gap-1.5">
        <h2 className="text-sm font-semibold">ATS view</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The plain text an applicant tracking system reads from this template, in order.
        </p>
        <pre
          data-testid="ats-view"
          className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-900"
        >
          {plainText}
        </pre>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Every PDF and DOCX is read back with the same parser as uploads before you get it, so an
        applicant tracking system reads your name, contact details, jobs and skills in order.
      </p>
      <JobScore resumeText={plainText} />
    </div>
  );
}
