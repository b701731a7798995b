import { useId, useState } from 'react';
import { FileDown } from 'lucide-react';
import { TEMPLATE_DESIGNS, TEMPLATE_LIST, type ResumeTemplateId } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Labeled, inputClass } from '../../../components/ui/field';
import { downloadBlob } from '../../../lib/download';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { exportResume, parseToDocument } from '../api/builder';

/** The formats a plain-text resume exports to through the builder's exporters. */
export const FILE_FORMATS = ['pdf', 'docx'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/**
 * Resume text as a PDF or DOCX in one of the builder's six templates: the engine's parser turns
 * the text into the builder's document, and the builder's exporters lay it out and read it back.
 */
export async function exportTextAsFile(input: {
  title: string;
  text: string;
  template: ResumeTemplateId;
  format: FileFormat;
}): Promise<string> {
  const parsed = await parseToDocument(input.text);
  const doc = {
    ...parsed,
    template: input.template,
    theme: { ...TEMPLATE_DESIGNS[input.template].colors },
  };
  const file = await exportResume({ title: input.title, doc, format: input.format });
  downloadBlob(file.fileName, file.blob);
  return file.fileName;
}
/** The dialog's choices: a template, with a line about it, and PDF or DOCX. */
function ExportChoices({
  template,
  onTemplate,
  format,
  onFormat,
  busy,
}: {
  template: ResumeTemplateId;
  onTemplate: (template: ResumeTemplateId) => void;
  format: FileFormat;
  onFormat: (format: FileFormat) => void;
  busy: boolean;
}) {
  const templateId = useId();
  const design = TEMPLATE_DESIGNS[template];
  return (
    <div className="grid gap-4" aria-busy={busy || undefined}>
      <Labeled id={templateId} label="Template">
        <select
          id={templateId}
          className={inputClass}
          value={template}
          disabled={busy}
          onChange={(e) => onTemplate(e.target.value as ResumeTemplateId)}
        >
          {TEMPLATE_LIST.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {design.category} · {design.layout} · {design.description}
        </p>
      </Labeled>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Format</legend>
        <div className="flex flex-wrap gap-4">
          {FILE_FORMATS.map((f) => (
            <label key={f} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${templateId}-format`}
                value={f}
                checked={format === f}
                disabled={busy}
                onChange={() => onFormat(f)}
              />
              {f.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        We read your text into the template&apos;s sections with the same parser as uploads, and
        every file is read back before you get it.
      </p>
    </div>
  );
}

/**
 * A button that opens a small dialog: pick a template and PDF or DOCX, then export resume text
 * (a tailored or saved resume) through the same exporters as the resume builder.
 */
export function ExportAsFile({
  title,
  text,
  size = 'md',
  variant = 'outline',
  onExported,
}: {
  /** the resume's title: the file is named '{title}.{format}' */
  title: string;
  /** the resume's plain text */
  text: string;
  size?: 'sm' | 'md';
  variant?: 'outline' | 'primary';
  /** after a file is downloaded (analytics) */
  onExported?: (format: FileFormat) => void;
}) {
  const [open, setOpen] = useState(false);
  const [template, setTemplate] = useState<ResumeTemplateId>('modern-professional');
  const [format, setFormat] = useState<FileFormat>('pdf');
  const [busy, setBusy] = useState(false);
  const blank = text.trim().length === 0;

  const run = async () => {
    setBusy(true);
    try {
      await exportTextAsFile({ title: title.trim() || 'My Resume', text, template, format });
      toast({
        title: 'Export Complete!',
        description: `Resume exported as ${format.toUpperCase()}`,
      });
      onExported?.(format);
      setOpen(false);
    } catch (err) {
      toastSpecError('Failed to export resume - Please try again.', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        disabled={blank}
        onClick={() => setOpen(true)}
        aria-label={`Export ${title} as PDF or DOCX`}
        title={blank ? 'The resume is empty.' : undefined}
      >
        <FileDown className="h-4 w-4" aria-hidden /> PDF / DOCX
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title="Export as PDF or DOCX"
        description="Your resume text laid out in a builder template. Check the file before you send it."
        footer={
          <>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="button" disabled={busy || blank} onClick={() => void run()}>
              <FileDown className="h-4 w-4" aria-hidden />
              {busy ? `Exporting ${format.toUpperCase()}…` : `Export ${format.toUpperCase()}`}
            </Button>
          </>
        }
      >
        <ExportChoices
          template={template}
          onTemplate={setTemplate}
          format={format}
          onFormat={setFormat}
          busy={busy}
        />
      </Dialog>
    </>
  );
}
